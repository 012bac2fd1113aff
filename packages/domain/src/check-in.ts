/**
 * In-store check-in (ADR 024): the member shows a short-lived code (as a QR code) at the counter and
 * a signed-in staff member of the store posts it with the purchase total (at most the contracts'
 * CHECK_IN_MAX_TOTAL, ADR 044); the member earns that purchase's points once.
 */
export const CHECK_IN_CODE_LENGTH = 8
/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L. */
export const CHECK_IN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CHECK_IN_CODE_MINUTES = 5

const CODE_PATTERN = new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{${CHECK_IN_CODE_LENGTH}}$`)

export const normaliseCheckInCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase()

export const isCheckInCode = (code: string) => CODE_PATTERN.test(code)

/** Time left as 'm:ss', rounded up to the second (0:00 when it has run out). */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export const CHECK_IN_TEXTS = /* @__PURE__ */ Object.freeze({
  title: 'Check in at the store',
  instructions: 'Show this code at the counter before you pay to earn points on your purchase.',
  expired: 'Code expired',
  newCode: 'Get a new code',
  unknown: 'This check-in code does not exist. Ask the member to show the code on their phone again.',
  reused: 'This check-in code was already used. Ask the member for a new code.',
  expiredError: 'This check-in code has expired. Ask the member for a new code.',
})
