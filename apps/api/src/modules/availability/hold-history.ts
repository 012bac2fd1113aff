import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { storeItemHoldHistory } from './tables.ts'

type THeldKey = { storeId: number; kind: 'product' | 'option'; itemId: number }

/** The item's history row still off the menu at `now` (not released, its planned end not passed). */
const openAt = (key: THeldKey, now: Date) =>
  and(
    eq(storeItemHoldHistory.storeId, key.storeId),
    eq(storeItemHoldHistory.kind, key.kind),
    eq(storeItemHoldHistory.itemId, key.itemId),
    isNull(storeItemHoldHistory.releasedAt),
    or(isNull(storeItemHoldHistory.until), gt(storeItemHoldHistory.until, now)),
  )

/**
 * Keeps the 86'd items' history (ADR 064) as `holdItem` holds one: a hold while the item is already
 * off only changes its planned end; otherwise a new stretch off the menu starts at `now`.
 */
export async function recordHoldStarted(
  db: TQueryable,
  key: THeldKey & { name: string; until: Date | null },
  now: Date,
): Promise<void> {
  const changed = await db
    .update(storeItemHoldHistory)
    .set({ until: key.until, name: key.name })
    .where(openAt(key, now))
    .returning({ id: storeItemHoldHistory.id })
  if (changed.length > 0) return
  await db.insert(storeItemHoldHistory).values({ ...key, startedAt: now })
}

/** Ends the item's open stretch off the menu at `now` when `releaseItem` brings it back. */
export async function recordHoldReleased(db: TQueryable, key: THeldKey, now: Date): Promise<void> {
  await db.update(storeItemHoldHistory).set({ releasedAt: now }).where(openAt(key, now))
}

/** One item's time off a store's menu within a period (seconds, clipped to the period and `now`). */
export type THeldSpan = {
  storeId: number
  storeName: string
  kind: 'product' | 'option'
  itemId: number
  name: string
  times: number
  seconds: number
  heldNow: boolean
}

/**
 * The items 86'd at the stores `inStores` selects (a condition on `store_id`) from the store-local
 * day `from` to `to` (both included, each store's zone): how many times each went off the menu and
 * for how long in the period, longest first. Reads the history rows overlapping the period.
 */
export async function readHoldSpans(
  db: TQueryable,
  inStores: SQL,
  from: string,
  to: string,
  now: Date,
): Promise<THeldSpan[]> {
  const result = await db.execute<THeldSpan>(sql`
    with period as (
      select h.store_id, s.name as store_name, h.kind, h.item_id, h.name, h.started_at,
        coalesce(least(h.released_at, h.until), 'infinity'::timestamptz) as ended_at,
        (${from}::date::timestamp at time zone s.timezone) as starts,
        ((${to}::date + 1)::timestamp at time zone s.timezone) as ends
      from store_item_hold_history h join stores s on s.id = h.store_id
      where ${inStores}
    ),
    clipped as (
      select *, greatest(started_at, starts) as a,
        least(ended_at, ends, ${now.toISOString()}::timestamptz) as b
      from period
      where started_at < ends and ended_at > starts and started_at < ${now.toISOString()}::timestamptz
    )
    select store_id as "storeId", kind, item_id as "itemId", max(name) as name, count(*)::int as times,
      max(store_name) as "storeName", sum(greatest(extract(epoch from b - a), 0))::int as seconds,
      bool_or(ended_at > ${now.toISOString()}::timestamptz) as "heldNow"
    from clipped
    group by store_id, kind, item_id
    order by seconds desc, store_id, kind, item_id`)
  return result.rows
}
