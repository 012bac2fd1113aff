import { EventEmitter } from 'node:events'

/**
 * Settlements of submitted orders in this process (ADR 008's amendment of 2026-11-27): the
 * `order.submit` job announces each order it settles, and a submission waits here a moment for its
 * own, so a quick outcome (a charge, a decline) comes with the submit's answer instead of after the
 * first 2 s poll.
 */
const settlements = new EventEmitter()
// One listener per submission being answered, however many run at once.
settlements.setMaxListeners(0)

/** Said by the payment job once it has written an order's outcome (accepted, failed, authorised). */
export function announceSettlement(orderId: string): void {
  settlements.emit(orderId)
}

/** Resolves when `orderId` is settled in this process, or after `ms` (true: it was settled). */
export function awaitSettlement(orderId: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (settled: boolean) => {
      clearTimeout(timer)
      settlements.off(orderId, onSettled)
      resolve(settled)
    }
    const onSettled = () => finish(true)
    const timer = setTimeout(() => finish(false), ms)
    settlements.on(orderId, onSettled)
  })
}
