import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ZCartIdSchema } from './carts.ts'
import { isBasketId } from './constants.ts'

describe('a basket id in a URL or cookie (isBasketId) and in the API (ZCartIdSchema)', () => {
  it('both take a UUID', () => {
    for (const id of [randomUUID(), randomUUID().toUpperCase(), '00000000-0000-4000-8000-000000000000']) {
      expect(isBasketId(id), id).toBe(true)
      expect(ZCartIdSchema.safeParse(id).success, id).toBe(true)
    }
  })

  it('both refuse what is not one; the storefront also takes no id at all as "none"', () => {
    for (const bad of ['', 'basket', '123', `${randomUUID()}x`, ` ${randomUUID()}`, randomUUID().slice(1)]) {
      expect(isBasketId(bad), bad).toBe(false)
      expect(ZCartIdSchema.safeParse(bad).success, bad).toBe(false)
    }
    expect(isBasketId(null)).toBe(false)
    expect(isBasketId(undefined)).toBe(false)
  })
})
