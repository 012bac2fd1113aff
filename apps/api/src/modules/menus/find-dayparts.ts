import type { TDaypartBody } from '@deli/contracts'
import type { TDaypart } from '@deli/domain/back-office'
import { asc, eq, sql } from 'drizzle-orm'
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
