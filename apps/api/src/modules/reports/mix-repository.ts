import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { inScope, type TReportScope } from './repository.ts'

/** The mix rollup's sums of a row, cancellations taken out. */
export type TMixSums = {
  dimension: string
  value: string
  orders: number
  net: number
  discount: number
  groups: number
  participants: number
  points: number
}
const SUMS =
  sql.raw(`sum(orders - cancelled)::int as orders, sum(net)::int as net, sum(discount)::int as discount,
  sum(groups)::int as groups, sum(participants)::int as participants, sum(points)::int as points`)

/** The scope's mix rows over `from`…`to`, one per dimension and value: at most stores × days × values read. */
export async function readMix(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const result = await db.execute<TMixSums>(sql`
    select dimension, value, ${SUMS} from report_mix_daily
    where local_date between ${from}::date and ${to}::date and ${inScope(scope)}
    group by dimension, value`)
  return result.rows
}

/** The scope's guests and rewards rows per store-local day over `from`…`to`. */
export async function readMixDays(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const result = await db.execute<TMixSums & { day: string }>(sql`
    select local_date::text as day, dimension, value, ${SUMS} from report_mix_daily
    where local_date between ${from}::date and ${to}::date and dimension in ('guest', 'rewards')
      and ${inScope(scope)}
    group by local_date, dimension, value`)
  return result.rows
}

/**
 * Members who signed up per day over `from`…`to` in `timeZone` (read-only use of members' table,
 * ADR 012): a range of `users_created_at_idx`, so the cost is the period's sign-ups, not every member.
 */
export async function readSignUps(db: TQueryable, timeZone: string, from: string, to: string) {
  const result = await db.execute<{ day: string; count: number }>(sql`
    select (created_at at time zone ${timeZone})::date::text as day, count(*)::int as count from users
    where created_at >= (${from}::date::timestamp at time zone ${timeZone})
      and created_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
    group by 1`)
  return result.rows
}
