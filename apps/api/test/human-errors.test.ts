import { demoStores } from '@deli/demo-data'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, cartUrl, openCart } from './cart-helpers.ts'
import { expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

/** Validator wording a person must never read. */
const RAW = /Too big|Too small|expected |received|Invalid input|Invalid discriminator|Invalid option|<=|>=/

describe('every 400 speaks a human sentence', () => {
  it('says how long a field may be, not "Too big: expected string to have <=120 characters"', async () => {
    const response = await t.call({
      method: 'PUT',
      url: `${API}/stores/for-delivery-address`,
      payload: { address: 'a'.repeat(121), city: 'Dallas', state: 'TX', zip: '75201' },
    })
    expectValidationError(response, 'address')
    expect(response.json.message).toBe('Please check the address: Use at most 120 characters.')
    expect(response.json.errors.address).toBe('Use at most 120 characters.')
  })

  it('asks for a number, not "expected number, received NaN"', async () => {
    const response = await t.call({ method: 'GET', url: `${API}/locations?lat=abc&lng=-96.8` })
    expectValidationError(response, 'lat')
    expect(response.json.message).not.toMatch(RAW)
    expect(response.json.errors.lat).not.toMatch(RAW)
  })

  it('names the allowed choices of a union, not "Invalid discriminator value"', async () => {
    const store = demoStores.find((candidate) => candidate.available && !candidate.comingSoon)
    const { cart, session } = await openCart(t, { menu_id: store?.menu_id })
    const response = await t.call({
      method: 'PUT',
      url: cartUrl(cart.id, '/time'),
      payload: { mode: 'later' },
      headers: session.headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json.message).toMatch(/^Please check the /)
    expect(response.json.message).not.toMatch(RAW)
    for (const message of Object.values(response.json.errors as Record<string, string>))
      expect(message).not.toMatch(RAW)
  })
})
