import type { TCartTotals } from '@deli/contracts'

export type TCartTotalsInput = {
  /** Line totals in integer cents. */
  lineTotals: readonly number[]
  /** Tax rate in basis points (825 = 8.25 %). */
  taxRateBps: number
  /** Delivery fee in integer cents; not taxed. */
  deliveryFee: number
  /** Discounts in integer cents. */
  discounts: readonly { amount: number }[]
}

const BPS = 10_000

/** a × bps / 10000 rounded half up, in integer arithmetic (a ≥ 0, bps ≥ 0). */
function applyBps(amount: number, bps: number): number {
  const scaled = amount * bps + BPS / 2
  return (scaled - (scaled % BPS)) / BPS
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

/**
 * The cart's money in integer cents: subtotal = sum of lines; discount = sum of discounts capped at
 * the subtotal (and at least 0); tax = (subtotal − discount) × taxRateBps / 10000 rounded half up;
 * total = subtotal − discount + tax + deliveryFee (the delivery fee is not taxed).
 */
export function cartTotals(input: TCartTotalsInput): TCartTotals {
  const subtotal = sum(input.lineTotals)
  const discount = Math.max(0, Math.min(sum(input.discounts.map((discount) => discount.amount)), subtotal))
  const taxable = Math.max(0, subtotal - discount)
  const tax = applyBps(taxable, Math.max(0, input.taxRateBps))
  return {
    subtotal,
    discount,
    taxRateBps: input.taxRateBps,
    tax,
    deliveryFee: input.deliveryFee,
    total: subtotal - discount + tax + input.deliveryFee,
  }
}
