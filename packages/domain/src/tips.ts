/** Tips at checkout (spec §9: options 10 %, 15 %, 20 %, Custom; default tip 0). Money in integer cents. */

export type TTipOption = { key: string; label: string; percent: number | null }

/** The tip choices in the order they are shown; Custom (percent null) lets the guest type an amount. */
export const TIP_OPTIONS: readonly TTipOption[] = Object.freeze([
  { key: '10', label: '10%', percent: 10 },
  { key: '15', label: '15%', percent: 15 },
  { key: '20', label: '20%', percent: 20 },
  { key: 'custom', label: 'Custom', percent: null },
])

export const DEFAULT_TIP_CENTS = 0
/** The largest tip accepted ($1,000), the same bound as the submit body. */
export const MAX_TIP_CENTS = 100_000

/** subtotal × percent / 100 in cents, rounded half up (integer arithmetic; negatives count as 0). */
export function tipCents(subtotal: number, percent: number): number {
  if (!Number.isFinite(subtotal) || !Number.isFinite(percent) || subtotal <= 0 || percent <= 0) return 0
  // Basis points keep fractional percents (12.5 %) exact in integer arithmetic.
  const scaled = Math.round(subtotal) * Math.round(percent * 100) + 5_000
  return (scaled - (scaled % 10_000)) / 10_000
}

export const CUSTOM_TIP_MESSAGE = 'Please enter a tip between $0.00 and $1,000.00.'

/** A custom tip typed in dollars ('3', '3.5', '$3.50') → cents, or null when it is not an amount we take. */
export function parseTipDollars(input: string): number | null {
  const match = /^\$?\s*(\d{1,4})(?:\.(\d{0,2}))?$/.exec(input.trim())
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return cents <= MAX_TIP_CENTS ? cents : null
}
