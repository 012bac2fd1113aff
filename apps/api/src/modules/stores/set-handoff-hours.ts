import type { THandoffMode, TOpeningPeriod } from '@deli/contracts'
import { sortPeriods, weeklyHoursProblem } from '@deli/domain'
import { eq, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { assertHandoffOffered } from './assert-handoff-offered.ts'
import { stores, type TStoreRow } from './tables.ts'

/**
 * Replaces one handoff's weekly hours of a store (a manager's edit, ADR 021). Only that handoff's
 * entry changes, in one statement, so two managers editing different handoffs never undo each other.
 * Slots, ASAP and 'open' follow on the next request: they are computed from this row. Answers the
 * store as stored now.
 */
export async function setHandoffHours(
  db: TQueryable,
  store: TStoreRow,
  handoff: THandoffMode,
  periods: readonly TOpeningPeriod[],
): Promise<TStoreRow> {
  assertHandoffOffered(store, handoff)
  const problem = weeklyHoursProblem(periods)
  if (problem) throw new AppError(422, 'HOURS_INVALID', problem, { periods: problem })
  const week = JSON.stringify(sortPeriods(periods))
  const [updated] = await db
    .update(stores)
    .set({ hours: sql`jsonb_set(${stores.hours}, ARRAY[${handoff}::text], ${week}::jsonb, true)` })
    .where(eq(stores.id, store.id))
    .returning()
  return updated ?? store
}
