import type { TDaypartBody } from '@deli/contracts'
import { AppError } from '../../platform/errors.ts'
import type { TReverter } from '../audit/index.ts'
import { sameJson } from './catalogue-change.ts'
import { findDayparts, toDaypartBody } from './find-dayparts.ts'
import { writeDayparts } from './set-dayparts.ts'

export const DAYPARTS_CHANGED_SINCE =
  "This store's dayparts have changed since; revert the later change first, or set them again."

const daypartsOf = (snapshot: Record<string, unknown> | null): TDaypartBody[] | null =>
  Array.isArray(snapshot?.dayparts) ? (snapshot.dayparts as TDaypartBody[]) : null

/**
 * The audit page's reverter of a store's dayparts (ADR 057, 060), in `revertChange`'s transaction:
 * puts back the whole set before, recorded as a `revert`, when the store's dayparts are still the
 * set the change left (409 otherwise); answers the revert's record id. The store's menu change is
 * announced by the table's trigger (ADR 023).
 */
export const revertDaypartChange: TReverter = async (tx, change, actor) => {
  const before = daypartsOf(change.before)
  const after = daypartsOf(change.after)
  if (!before || !after) throw new AppError(404, 'NOT_FOUND', 'There is no such daypart change.')
  const storeId = Number(change.entityId)
  const now = (await findDayparts(tx, storeId)).map(toDaypartBody)
  if (!sameJson(now, after)) throw new AppError(409, 'CONFLICT', DAYPARTS_CHANGED_SINCE)
  return (await writeDayparts(tx, storeId, before, actor, change.id)).changeId
}
