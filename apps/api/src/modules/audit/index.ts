/** The audit module's front door (ADR 050, 057): the back office's trail of changes. */
export { findChange, listChanges, markReverted, type TChangeFilter } from './list-changes.ts'
export { recordChange, type TChange, type TChangeAction, type TChangeEntity } from './record-change.ts'
export {
  changedSince,
  isRevertable,
  revertChange,
  type TRevertActor,
  type TReverter,
  type TReverters,
} from './revert-change.ts'
export type { TBackOfficeChangeRow } from './tables.ts'
