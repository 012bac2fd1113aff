import type { TRewards } from '@deli/contracts'
import { findReward, rewardCatalogue, rewardProgress } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import type { TUserRow } from '../members/index.ts'
import { listOffers } from './list-offers.ts'
import { findHeldPoints, findPointsHistory, type TPointsEntryRowOf } from './repository.ts'

function entryLabel(entry: TPointsEntryRowOf): string {
  const reward = entry.rewardId ? (findReward(entry.rewardId)?.name ?? entry.rewardId) : ''
  switch (entry.kind) {
    case 'earn':
      return 'Points earned on an order'
    case 'spend':
      return `Redeemed: ${reward}`
    case 'refund':
      return `Given back: ${reward} (order cancelled)`
    case 'reverse':
      return 'Points taken back (order cancelled)'
    case 'check_in':
      return 'In-store purchase'
  }
}

/**
 * GET rewards (spec §7 getRewards): the member's balance, the points available to redeem (the
 * balance less points held by submitted orders not paid yet), the catalogue with the way to each
 * reward, the next reward, the offers and the newest history entries.
 */
export async function getRewards(db: TQueryable, member: TUserRow, now = new Date()): Promise<TRewards> {
  const available = member.points - (await findHeldPoints(db, member.id))
  const progress = rewardProgress(available)
  return {
    points: member.points,
    available,
    next: progress.next
      ? {
          id: progress.next.id,
          name: progress.next.name,
          points_to_next: progress.pointsToNext,
          percent: progress.percent,
        }
      : null,
    catalogue: rewardCatalogue(available).map((item) => ({
      id: item.reward.id,
      name: item.reward.name,
      description: item.reward.description,
      points: item.reward.points,
      can_redeem: item.canRedeem,
      points_needed: item.pointsNeeded,
      percent: item.percent,
    })),
    offers: await listOffers(db, member, now),
    history: (await findPointsHistory(db, member.id)).map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      points: entry.points,
      label: entryLabel(entry),
      created: entry.createdAt.toISOString(),
    })),
  }
}
