import type { TDaypartBody } from '@deli/contracts'
import type { TDaypart } from '@deli/domain/back-office'
import { asc, eq, type SQLWrapper, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { storeDayparts, type TStoreDaypartRow } from './tables.ts'

export const toDaypart = (row: TStoreDaypartRow): TDaypart => ({
  categoryId: row.categoryId,
  name: row.name,
  day: row.day,
  start: row.startMinute,
  end: row.endMinute,
  leadMinutes: row.leadMinutes,
})

export const toDaypartBody = (rule: TDaypart): TDaypartBody => ({
  category_id: rule.categoryId,
  name: rule.name,
  day: rule.day,
  start: rule.start,
  end: rule.end,
  lead_minutes: rule.leadMinutes,
})

/**
 * A store's dayparts (ADR 060): everyday rules first, then one-offs by date. One-offs of past dates are
 * kept (the audit reads them) but never apply again.
 */
export async function findDayparts(db: TQueryable, storeId: number): Promise<TDaypart[]> {
  const rows = await db
    .select()
    .from(storeDayparts)
    .where(eq(storeDayparts.storeId, storeId))
    .orderBy(sql`${storeDayparts.day} nulls first`, asc(storeDayparts.categoryId))
  return rows.map(toDaypart)
}

/** A daypart with its category's slug (how a basket line knows its category: its menu price's). */
export type TDaypartWithSlug = TDaypart & { categorySlug: string }

/**
 * A store's dayparts as one SQL json expression (an empty array for none): the one text of the read,
 * which a basket's lock statement selects beside the lock (ADR 033: no round trip of its own).
 */
export const storeDaypartsJson = (storeId: SQLWrapper) => sql<TDaypartWithSlug[]>`coalesce((
  select json_agg(json_build_object('categoryId', d.category_id, 'categorySlug', c.slug, 'name', d.name,
    'day', d.day, 'start', d.start_minute, 'end', d.end_minute, 'leadMinutes', d.lead_minutes))
  from store_dayparts d join categories c on c.id = d.category_id
  where d.store_id = ${storeId}
), '[]'::json)`

/** `storeDaypartsJson` run alone (a basket read outside a change: validate). */
export async function findDaypartsWithSlugs(db: TQueryable, storeId: number): Promise<TDaypartWithSlug[]> {
  const [row] = await db
    .select({ dayparts: storeDaypartsJson(sql`${storeId}::int`) })
    .from(sql`(select 1) as one`)
  return row?.dayparts ?? []
}
