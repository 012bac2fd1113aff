import type { TStoreRow } from '../stores/index.ts'
import type { TOrderRow } from './tables.ts'

/**
 * How long the kitchen takes to make the order, in seconds: the one place a fire time reads it (ADR
 * 066). The order's own make time, written at submission from its lines (ADR 065); an order placed
 * before make times existed (0) takes the store's kitchen lead time.
 */
export function orderMakeSeconds(
  order: Pick<TOrderRow, 'makeSeconds'>,
  store: Pick<TStoreRow, 'leadTimeMinutes'>,
): number {
  return order.makeSeconds > 0 ? order.makeSeconds : store.leadTimeMinutes * 60
}
