import type { TDaypartBody } from '@deli/contracts'
import { daypartRuleProblem } from '@deli/domain/back-office'
import { eq } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange, type TChange } from '../audit/index.ts'
import { findDayparts, toDaypartBody } from './find-dayparts.ts'
import { storeDayparts } from './tables.ts'

/**
 * Replaces a store's dayparts (ADR 060) in one transaction with its audit record (entity `daypart`,
 * the whole set before and after). Each rule is checked by the domain (a sentence naming the row);
 * a category listed twice for one day is refused. The table's trigger announces the store's menu
 * change to every node (ADR 023), so the menu cache and kept pages drop it at commit.
 */
export async function setDayparts(options: {
  db: TDatabase
  storeId: number
  categoryIds: ReadonlySet<number>
  dayparts: readonly TDaypartBody[]
  caller: { staff: TChange['staff']; fromAddress: string }
}): Promise<TDaypartBody[]> {
  const { db, storeId, dayparts } = options
  const errors: Record<string, string> = {}
  const seen = new Set<string>()
  dayparts.forEach((rule, index) => {
    const problem =
      (options.categoryIds.has(rule.category_id) ? null : 'This store does not sell that category.') ??
      daypartRuleProblem({
        start: rule.start,
        end: rule.end,
        day: rule.day,
        leadMinutes: rule.lead_minutes,
      }) ??
      (seen.has(`${rule.category_id}:${rule.day}`)
        ? 'This category already has a daypart for that day.'
        : null)
    seen.add(`${rule.category_id}:${rule.day}`)
    if (problem) errors[`dayparts.${index}`] = `Daypart ${index + 1}: ${problem}`
  })
  const first = Object.values(errors)[0]
  if (first) throw new AppError(422, 'VALIDATION_FAILED', first, errors)
  return db.transaction(async (tx) => (await writeDayparts(tx, storeId, dayparts, options.caller)).after)
}

/**
 * The dayparts written in `tx` (all of the store's replaced) with their audit record, `revert` of
 * `revertOf` when a revert puts a set back (ADR 057). Answers the set now and the record's id.
 */
export async function writeDayparts(
  tx: TQueryable,
  storeId: number,
  dayparts: readonly TDaypartBody[],
  caller: { staff: TChange['staff']; fromAddress: string },
  revertOf?: string,
): Promise<{ after: TDaypartBody[]; changeId: string }> {
  const before = (await findDayparts(tx, storeId)).map(toDaypartBody)
  await tx.delete(storeDayparts).where(eq(storeDayparts.storeId, storeId))
  if (dayparts.length > 0) {
    await tx.insert(storeDayparts).values(
      dayparts.map((rule) => ({
        storeId,
        categoryId: rule.category_id,
        name: rule.name,
        day: rule.day,
        startMinute: rule.start,
        endMinute: rule.end,
        leadMinutes: rule.lead_minutes,
      })),
    )
  }
  const after = (await findDayparts(tx, storeId)).map(toDaypartBody)
  const changeId = await recordChange(tx, {
    staff: caller.staff,
    entity: 'daypart',
    entityId: storeId,
    action: revertOf ? 'revert' : 'update',
    storeId,
    before: { dayparts: before },
    after: { dayparts: after },
    fromAddress: caller.fromAddress,
    revertOf,
  })
  return { after, changeId }
}
