import { BASKET_COOKIE, BASKET_COOKIE_MAX_AGE_S } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import { basketCookieLine } from './basket-cookie.ts'

describe('the basket cookie (ADR 039)', () => {
  const id = '4f8e1f4a-6c1e-4c7b-9d8e-2f1a3b4c5d6e'

  it('keeps the id for every path, Lax, for its lifetime; Secure only on HTTPS', () => {
    expect(basketCookieLine(id, false)).toBe(
      `${BASKET_COOKIE}=${id}; Path=/; Max-Age=${BASKET_COOKIE_MAX_AGE_S}; SameSite=Lax`,
    )
    expect(basketCookieLine(id, true)).toBe(
      `${BASKET_COOKIE}=${id}; Path=/; Max-Age=${BASKET_COOKIE_MAX_AGE_S}; SameSite=Lax; Secure`,
    )
  })

  it('forgets it when there is no basket', () => {
    expect(basketCookieLine(null, true)).toBe(`${BASKET_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`)
  })
})
