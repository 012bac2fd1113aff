import { BASKET_COOKIE, BASKET_COOKIE_MAX_AGE_S } from '@deli/contracts/constants'

/**
 * The cookie line that keeps the browser's copy of the basket id (ADR 039), or forgets it when there
 * is none. Path / so every page's request carries it; Lax like the session; Secure on HTTPS.
 */
export function basketCookieLine(cartId: string | null, isSecure: boolean): string {
  const value = cartId ?? ''
  const maxAge = cartId ? BASKET_COOKIE_MAX_AGE_S : 0
  return `${BASKET_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${isSecure ? '; Secure' : ''}`
}

/** Writes the basket cookie (in the browser). */
export function writeBasketCookie(cartId: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one name-value pair; the Cookie Store API is not in every browser the storefront serves
  document.cookie = basketCookieLine(cartId, window.location.protocol === 'https:')
}
