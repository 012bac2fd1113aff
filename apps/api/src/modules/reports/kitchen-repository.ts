import type { TKitchenSums } from '@deli/domain'
import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { inScope, type TReportScope } from './repository.ts'

/** A bucket's kitchen sums: `hour` for an hour of day, `weekday` (ISO, 1 = Monday), neither for the total. */
export type TKitchenBucketSums = TKitchenSums & { hour: number | null; weekday: number | null }

/**
 * The scope's kitchen sums over `from`…`to` by hour of day, by weekday and in total, in one read of
 * at most stores × days × 24 rows. Capacity is that of the store-hours that booked or refused an
 * order: `slotsPerHour` slots of the store's orders per slot (its own, else `defaultCapacity`).
 */
export async function readKitchen(
  db: TQueryable,
  scope: TReportScope,
  period: { from: string; to: string },
  capacity: { slotsPerHour: number; defaultCapacity: number },
): Promise<TKitchenBucketSums[]> {
  const result = await db.execute<TKitchenBucketSums>(sql`
    select k.local_hour::int as hour, extract(isodow from k.local_date)::int as weekday,
      coalesce(sum(k.booked), 0)::int as booked,
      coalesce(sum(${capacity.slotsPerHour}::int * coalesce(s.slot_capacity, ${capacity.defaultCapacity}::int))
        filter (where k.booked > 0 or k.refused > 0), 0)::int as capacity,
      coalesce(sum(k.refused), 0)::int as refused, (count(*) filter (where k.refused > 0))::int as "fullHours",
      coalesce(sum(k.readied), 0)::int as readied, coalesce(sum(k.ready_seconds), 0)::float8 as "readySeconds",
      coalesce(sum(k.late), 0)::int as late
    from report_kitchen_hourly k join stores s on s.id = k.store_id
    where k.local_date between ${period.from}::date and ${period.to}::date and ${inScope(scope, sql.raw('k.store_id'))}
    group by grouping sets ((k.local_hour), (extract(isodow from k.local_date)), ())`)
  return result.rows
}
