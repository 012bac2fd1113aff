import type { TMakeTime } from './product-make-time.ts'

/** A line of a basket or an order as the kitchen sees it: how many, and the product's make time. */
export type TMakeLine = TMakeTime & { quantity: number }

/**
 * How long one station takes to make an order (ADR 065): the first item of its slowest line takes
 * that product's whole make time, and every other item only its time per extra item (the station
 * makes them alongside). Precisely: max over lines of (make − extra) + Σ quantity × extra, over the
 * lines with a positive quantity; 0 for an order without any. Whole seconds, never negative.
 */
export function orderMakeSeconds(lines: readonly TMakeLine[]): number {
  let slowest = Number.NEGATIVE_INFINITY
  let extras = 0
  for (const line of lines) {
    if (!(line.quantity > 0)) continue
    const make = Math.max(0, line.makeSeconds)
    const extra = Math.max(0, line.extraSeconds)
    slowest = Math.max(slowest, make - extra)
    extras += Math.floor(line.quantity) * extra
  }
  if (slowest === Number.NEGATIVE_INFINITY) return 0
  return Math.max(0, Math.round(slowest + extras))
}
