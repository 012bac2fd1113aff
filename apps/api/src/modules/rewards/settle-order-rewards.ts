import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedSql } from '../../platform/prepared.ts'
import { awardPointsSql } from '../members/index.ts'
import { offerUses, pointsLedger, rewardRedemptions } from './tables.ts'

/**
 * An order was paid (inside the acceptance's transaction, the order row locked — ADR 008): the
 * member earns its points, the reward held for it is spent (a ledger entry and the balance down by
 * its points) and the offers it took are used. Each ledger entry is unique per (order, kind), so
 * however often acceptance is retried, each happens once.
 *
 * One statement (ADR 035: it was four round trips for every member's order, then two; amended
 * 2026-11-28): the earn entry, the held redemption spent with its spend entry, the offers used, and
 * each member's net change from the entries it wrote added to the balance by members' own write
 * (`awardPointsSql`).
 */
export async function settleOrderRewards(
  tx: TQueryable,
  order: { id: string; userId: string | null; points: number },
): Promise<void> {
  await settleStatement(tx, {
    orderId: order.id,
    userId: order.userId,
    points: order.points,
    earned: order.userId !== null && order.points > 0,
  })
}

const orderId = sql`${sql.placeholder('orderId')}::uuid`

// Every paid order runs it: built once (ADR 036).
const settleStatement = preparedSql<
  { orderId: string; userId: string | null; points: number; earned: boolean },
  Record<string, never>
>(
  'settle_order_rewards',
  sql`
    with earn as (
      insert into ${pointsLedger} (user_id, kind, points, order_id)
      select ${sql.placeholder('userId')}::uuid, 'earn', ${sql.placeholder('points')}::int, ${orderId}
       where ${sql.placeholder('earned')}::boolean
      on conflict do nothing
      returning user_id, points),
    spent as (
      update ${rewardRedemptions} set status = 'spent', updated_at = now()
       where order_id = ${orderId} and status = 'held'
      returning user_id, points, reward_id),
    spend as (
      insert into ${pointsLedger} (user_id, kind, points, order_id, reward_id)
      select user_id, 'spend', -points, ${orderId}, reward_id from spent
      on conflict do nothing
      returning user_id, points),
    used as (update ${offerUses} set status = 'used' where order_id = ${orderId} returning 1),
    moved as (
      select user_id, sum(points)::int as delta
        from (select user_id, points from earn union all select user_id, points from spend) as entries
       group by user_id)
    ${awardPointsSql(sql`moved`)}`,
)
