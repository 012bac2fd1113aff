const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

function isValidNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * Integer cents → '$12.49' (USD, en-US: '$1,234.56', '-$5.00'). Like the spec's money filter (§8), an
 * invalid amount logs a warning and comes back as the input (as text).
 *
 * Written out rather than through `Intl.NumberFormat`: on a phone, making the currency formatter and
 * formatting a menu's prices with it was ~15 ms of the menu page's hydration (ADR 037). The unit test
 * checks it against Intl's text for every kind of amount. A fraction of a cent rounds half away from
 * zero, as Intl does.
 */
export function formatMoney(cents: number): string {
  if (!isValidNumber(cents)) {
    console.warn('formatMoney: not a valid amount of cents', cents)
    return String(cents)
  }
  const whole = Math.round(Math.abs(cents))
  const dollars = Math.floor(whole / 100)
    .toString()
    .replace(THOUSANDS, ',')
  const rest = String(whole % 100).padStart(2, '0')
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`
}

/** A number with fixed decimals (2 by default, spec §9); invalid values warn and come back as text. */
export function formatNumber(value: number, decimals = 2): string {
  if (!isValidNumber(value)) {
    console.warn('formatNumber: not a valid number', value)
    return String(value)
  }
  return value.toFixed(decimals)
}
