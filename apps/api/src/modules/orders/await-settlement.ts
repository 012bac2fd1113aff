import { EventEmitter } from 'node:events'
import type { TSubmitTrack } from '@deli/contracts'

/**
 * Settlements of submitted orders in this process (ADR 008's amendment of 2026-11-27): the
 * `order.submit` job announces each order it settles, and a submission waits here a moment for its
 * own, so a quick outcome (a charge, a decline) comes with the submit's answer instead of after the
 * first 2 s poll. The job says the outcome it wrote, so the submission answers it without reading the
 * order again (ADR 035, amended 2026-11-28).
 */
const settlements = new EventEmitter()
// One listener per submission being answered, however many run at once.
settlements.setMaxListeners(0)

/**
 * Said by the payment job once it has written an order's outcome: `track` when the outcome is final
 * (accepted, failed), none when the order is still waiting (a split participant's hold).
 */
export function announceSettlement(orderId: string, track: TSubmitTrack | null = null): void {
  settlements.emit(orderId, track)
}

/**
 * Resolves with the final outcome the job wrote for `orderId` in this process, or null: announced
 * without one, or nothing announced within `ms` (the caller reads the order).
 */
export function awaitSettlement(orderId: string, ms: number): Promise<TSubmitTrack | null> {
  return new Promise((resolve) => {
    const finish = (track: TSubmitTrack | null) => {
      clearTimeout(timer)
      settlements.off(orderId, finish)
      resolve(track)
    }
    const timer = setTimeout(() => finish(null), ms)
    settlements.on(orderId, finish)
  })
}
