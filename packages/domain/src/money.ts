/** Made on first use: building a currency formatter is ~5 ms of a phone's first script run (ADR 037). */
let usd: Intl.NumberFormat | undefined

function isValidNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * Integer cents → '$12.49' (USD, en-US). Like the spec's money filter (§8), an invalid amount logs
 * a warning and comes back as the input (as text).
 */
export function formatMoney(cents: number): string {
  if (!isValidNumber(cents)) {
    console.warn('formatMoney: not a valid amount of cents', cents)
    return String(cents)
  }
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return usd.format(cents / 100)
}

/** A number with fixed decimals (2 by default, spec §9); invalid values warn and come back as text. */
export function formatNumber(value: number, decimals = 2): string {
  if (!isValidNumber(value)) {
    console.warn('formatNumber: not a valid number', value)
    return String(value)
  }
  return value.toFixed(decimals)
}
