/** Tips at checkout (spec §9: options 10 %, 15 %, 20 %, Custom; default tip 0). Money in integer cents. */

import { MAX_TIP_CENTS } from '@deli/contracts/constants'
import { formatMoney } from './money.ts'

export { MAX_TIP_CENTS }

export type TTipOption = { key: string; label: string; percent: number | null }

/** The tip choices in the order they are shown; Custom (percent null) lets the guest type an amount. */
export const TIP_OPTIONS: readonly TTipOption[] = Object.freeze([
  { key: '10', label: '10%', percent: 10 },
  { key: '15', label: '15%', percent: 15 },
  { key: '20', label: '20%', percent: 20 },
  { key: 'custom', label: 'Custom', percent: null },
])

export const DEFAULT_TIP_CENTS = 0

/** subtotal × percent / 100 in cents, rounded half up (integer arithmetic; negatives count as 0). */
export function tipCents(subtotal: number, percent: number): number {
  if (!Number.isFinite(subtotal) || !Number.isFinite(percent) || subtotal <= 0 || percent <= 0) return 0
  // Basis points keep fractional percents (12.5 %) exact in integer arithmetic.
  const scaled = Math.round(subtotal) * Math.round(percent * 100) + 5_000
  return (scaled - (scaled % 10_000)) / 10_000
}

export const CUSTOM_TIP_MESSAGE = `Please enter a tip between $0.00 and ${formatMoney(MAX_TIP_CENTS)}.`

/** A custom tip typed in dollars ('3', '3.5', '$3.50') → cents, or null when it is not an amount we take. */
export function parseTipDollars(input: string): number | null {
  const match = /^\$?\s*(\d{1,4})(?:\.(\d{0,2}))?$/.exec(input.trim())
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return cents <= MAX_TIP_CENTS ? cents : null
}

/** A tip at least this large may need a second look (below it, any tip is ordinary). */
export const UNUSUAL_TIP_FLOOR_CENTS = 2_000

/**
 * Whether a tip is far above the order (more than the subtotal, and at least $20: e.g. $1,000 on
 * $11.99, most likely a slip of the keyboard), so checkout asks before charging it.
 */
export function isUnusualTip(tip: number, subtotal: number): boolean {
  return tip >= UNUSUAL_TIP_FLOOR_CENTS && tip > subtotal
}

/** The question checkout asks about an unusual tip. */
export function unusualTipQuestion(tip: string, subtotal: string): string {
  return `Your tip of ${tip} is more than your order's ${subtotal}. Place the order with this tip?`
}

/**
 * A tip may be up to the order's subtotal, or up to $50 on a smaller order (ADR 042): 20 % of a
 * $500 catering order fits, a generous tip on a coffee fits, $1,000 on $0.99 does not.
 */
export const TIP_FLOOR_CAP_CENTS = 5_000

/** The largest tip an order with this subtotal takes (never above the schema's MAX_TIP_CENTS). */
export function maxTipFor(subtotal: number): number {
  return Math.min(MAX_TIP_CENTS, Math.max(TIP_FLOOR_CAP_CENTS, Math.round(subtotal)))
}

/** Why a tip is refused for an order with this subtotal, or null when it is taken. */
export function tipProblem(tip: number, subtotal: number): string | null {
  if (tip <= maxTipFor(subtotal)) return null
  return `A tip can be at most ${formatMoney(maxTipFor(subtotal))} on this order. Please choose a smaller tip.`
}
