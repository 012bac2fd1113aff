import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findChange, markReverted } from './list-changes.ts'
import type { TChangeEntity } from './record-change.ts'
import type { TBackOfficeChangeRow } from './tables.ts'

export type TRevertActor = { staff: { id: string; name: string }; fromAddress: string }

/**
 * Undoes one change of an entity the owning module knows (ADR 057): re-applies `before` through its
 * own operations in `tx`, records the revert (`revertOf` = the change's id) and answers the revert's
 * record id. Refuses with a 409 sentence when the thing has changed since.
 */
export type TReverter = (tx: TQueryable, change: TBackOfficeChangeRow, actor: TRevertActor) => Promise<string>

/** The reverters by entity: each module that owns back-office things adds its own. */
export type TReverters = Partial<Record<TChangeEntity, TReverter>>

export const changedSince = (what: string) =>
  new AppError(
    409,
    'CONFLICT',
    `${what} has changed since; revert the later change first, or edit it directly.`,
  )

/** Whether the change could be reverted by these reverters (the page's button). */
export const isRevertable = (reverters: TReverters, change: TBackOfficeChangeRow) =>
  change.revertedBy === null &&
  change.action !== 'revert' &&
  reverters[change.entity as TChangeEntity] !== undefined

/**
 * Reverts a change in one transaction: its reverter re-applies `before`, and the change is marked
 * reverted once (of two operators reverting at once, the second is told it is done already).
 */
export async function revertChange(
  db: TDatabase,
  reverters: TReverters,
  id: string,
  actor: TRevertActor,
): Promise<TBackOfficeChangeRow> {
  return db.transaction(async (tx) => {
    const change = await findChange(tx, id)
    if (!change) throw new AppError(404, 'NOT_FOUND', 'There is no such change.')
    if (change.revertedBy) throw new AppError(409, 'CONFLICT', 'This change has already been reverted.')
    if (change.action === 'revert')
      throw new AppError(
        409,
        'CONFLICT',
        'A revert is not reverted; revert the change it undid again instead.',
      )
    const reverter = reverters[change.entity as TChangeEntity]
    if (!reverter)
      throw new AppError(409, 'CONFLICT', `Changes to a ${change.entity} cannot be reverted here.`)
    const revertId = await reverter(tx, change, actor)
    if (!(await markReverted(tx, id, revertId)))
      throw new AppError(409, 'CONFLICT', 'This change has already been reverted.')
    const revert = await findChange(tx, revertId)
    if (!revert) throw new Error('revert not recorded')
    return revert
  })
}
