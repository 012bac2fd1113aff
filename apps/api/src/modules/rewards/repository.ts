import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { awardPoints } from '../members/index.ts'
import {
  offerUses,
  pointsLedger,
  rewardRedemptions,
  type TPointsEntryKind,
  type TPointsEntryRow,
} from './tables.ts'

export type TPointsEntryRowOf = TPointsEntryRow

/**
 * Points of a member held by submitted orders that are not paid yet (their redemptions `held`),
 * leaving out one basket's own redemption: the balance minus this is what the member may redeem.
 */
export async function findHeldPoints(db: TQueryable, userId: string, exceptCartId?: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${rewardRedemptions.points}), 0)::int` })
    .from(rewardRedemptions)
    .where(
      and(
        eq(rewardRedemptions.userId, userId),
        eq(rewardRedemptions.status, 'held'),
        exceptCartId ? ne(rewardRedemptions.cartId, exceptCartId) : undefined,
      ),
    )
  return row?.held ?? 0
}

/** Ids of the offers a member has taken (held by a submitted order or used by a paid one). */
export async function findUsedOfferIds(db: TQueryable, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ offerId: offerUses.offerId })
    .from(offerUses)
    .where(eq(offerUses.userId, userId))
  return new Set(rows.map((row) => row.offerId))
}

export type TPointsEntry = {
  userId: string
  kind: TPointsEntryKind
  points: number
  orderId?: string
  checkInId?: number
  rewardId?: string
}

/**
 * Writes one ledger entry and moves the member's balance by it, in the caller's transaction — only if
 * the entry is new: an (order, kind) or check-in already written is skipped, so a retried settlement
 * never counts twice. Answers whether the entry was written.
 */
export async function recordPointsEntry(tx: TQueryable, entry: TPointsEntry): Promise<boolean> {
  const written = await tx
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      points: entry.points,
      orderId: entry.orderId ?? null,
      checkInId: entry.checkInId ?? null,
      rewardId: entry.rewardId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id })
  if (written.length === 0) return false
  if (entry.points !== 0) await awardPoints(tx, entry.userId, entry.points)
  return true
}

/** A member's newest ledger entries (the history of GET rewards). */
export async function findPointsHistory(db: TQueryable, userId: string, limit = 50) {
  return db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit)
}
