/**
 * Removes dash, parentheses and whitespace (spec §5) — and the dots of '214.555.0123', as common a
 * way to write a US number — before a phone number is matched and submitted.
 */
export function stripPhonePunctuation(raw: string): string {
  return raw.replace(/[\s().-]/g, '')
}

/**
 * Phone display (spec §5): ten digits after dropping a leading 1, shown as (xxx) xxx-xxxx.
 * Anything that is not ten digits after that is returned unchanged.
 */
export function formatPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  if (digits.length !== 10) return raw
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
