import type { TStoreRow } from '../stores/index.ts'
import type { TOrderRow } from './tables.ts'

/**
 * How long the kitchen takes to make the order, in seconds: the one place a fire time reads it (ADR
 * 066). For now the store's kitchen lead time; kitchen pacing writes each order's own make time at
 * submission, and this reads that instead.
 */
export function orderMakeSeconds(
  _order: Pick<TOrderRow, 'id'>,
  store: Pick<TStoreRow, 'leadTimeMinutes'>,
): number {
  return store.leadTimeMinutes * 60
}
