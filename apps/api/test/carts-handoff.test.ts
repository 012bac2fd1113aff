import { localDay, TEXTS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addSimple,
  cartUrl,
  DOWNTOWN_POINT,
  expectCart,
  expectUnchanged,
  getCart,
  openCart,
  operationsOf,
  pickStore,
  polygonStore,
  setHandoff,
  type TAny,
  type TSession,
  taxOf,
} from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const { store: downtown } = polygonStore()
const terms = operationsOf(downtown).delivery
const setDelivery = (session: TSession, cartId: string, payload: TAny) =>
  t.call({ method: 'PUT', url: cartUrl(cartId, '/handoff/delivery'), payload, headers: session.headers })

const ADDRESS = {
  address: '1500 Main St',
  building: 'Suite 200',
  city: 'Dallas',
  state: 'tx',
  zip: '75201',
  instructions: 'Front desk',
  ...DOWNTOWN_POINT,
}

async function downtownCart() {
  const { cart, session } = await openCart(t, { menu_id: downtown.menu_id })
  await addSimple(t, session, cart.id, 102, 2)
  return { cartId: cart.id as string, session }
}

describe('PUT /api/v1/carts/{cartId}/handoff', () => {
  it('switches between the pickup-group handoffs the store offers', async () => {
    const store = pickStore((candidate) => candidate.services.curbside && candidate.services.pickup)
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const curbside = expectCart(expectOk(await setHandoff(t, session, cart.id, 'curbside')))
    expect(curbside.handoff).toBe('curbside')
    expect(curbside.totals.deliveryFee).toBe(0)
    expect((await getCart(t, session, cart.id)).handoff).toBe('curbside')
    expect(expectOk(await setHandoff(t, session, cart.id, 'pickup')).handoff).toBe('pickup')
  })

  it('refuses a handoff the store does not offer: 422 HANDOFF_UNAVAILABLE, changing nothing', async () => {
    const { cartId, session } = await downtownCart()
    for (const mode of ['drivethru', 'curbside', 'dispatch'] as const) {
      expect(downtown.services[mode]).toBe(false)
      await expectUnchanged(t, session, cartId, async () => {
        const response = await setHandoff(t, session, cartId, mode)
        expectError(response, 422, 'HANDOFF_UNAVAILABLE')
        expect(response.json.errors).toHaveProperty('handoffMode')
      })
    }
  })

  it('refuses delivery without an address: 422 DELIVERY_ADDRESS_REQUIRED', async () => {
    const { cartId, session } = await downtownCart()
    await expectUnchanged(t, session, cartId, async () =>
      expectError(await setHandoff(t, session, cartId, 'delivery'), 422, 'DELIVERY_ADDRESS_REQUIRED'),
    )
  })

  it('refuses an unknown handoff with 400 VALIDATION_FAILED', async () => {
    const { cartId, session } = await downtownCart()
    await expectUnchanged(t, session, cartId, async () => {
      expectValidationError(await setHandoff(t, session, cartId, 'drone'), 'handoffMode')
      expectValidationError(await setHandoff(t, session, cartId, undefined), 'handoffMode')
    })
  })
})

describe('PUT /api/v1/carts/{cartId}/handoff/delivery', () => {
  it('sets delivery inside the zone: address stored, delivery fee in the totals and untaxed', async () => {
    const { cartId, session } = await downtownCart()
    const cart = expectCart(expectOk(await setDelivery(session, cartId, ADDRESS)))
    expect(cart.handoff).toBe('delivery')
    expect(cart.address).toEqual({
      address: '1500 Main St',
      building: 'Suite 200',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      instructions: 'Front desk',
      default: false,
      ...DOWNTOWN_POINT,
    })
    const subtotal = cart.products.reduce((sum: number, line: TAny) => sum + line.cost.total, 0)
    const tax = taxOf(subtotal, downtown.taxRateBps)
    expect(cart.delivery).toEqual({ fee: terms?.feeCents, minimum: terms?.minimumCents })
    expect(cart.totals).toEqual({
      subtotal,
      discount: 0,
      taxRateBps: downtown.taxRateBps,
      tax,
      deliveryFee: terms?.feeCents,
      total: subtotal + tax + (terms?.feeCents ?? 0),
    })
    expect(await getCart(t, session, cartId)).toEqual(cart)
  })

  it("finds the address from its ZIP when no coordinates are sent (a radius store's zone)", async () => {
    const store = pickStore((candidate) => candidate.zip === '75204' && candidate.services.delivery)
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const { latitude: _lat, longitude: _lng, ...withoutPoint } = ADDRESS
    const delivered = expectOk(await setDelivery(session, cart.id, { ...withoutPoint, default: true }))
    expect(delivered.handoff).toBe('delivery')
    expect(delivered.address.default).toBe(true)
    expect(Math.abs(delivered.address.latitude - store.latitude)).toBeLessThan(0.1)
    expect(delivered.totals.deliveryFee).toBe(operationsOf(store).delivery?.feeCents)
  })

  it('sets dispatch where the store offers it, with the same delivery fee', async () => {
    const store = pickStore((candidate) => candidate.zip === '75204' && candidate.services.dispatch)
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    await addSimple(t, session, cart.id, 172)
    const dispatch = expectCart(
      expectOk(await setDelivery(session, cart.id, { ...ADDRESS, handoffMode: 'dispatch' })),
    )
    expect(dispatch.handoff).toBe('dispatch')
    expect(dispatch.address.zip).toBe('75201')
    expect(dispatch.totals.deliveryFee).toBe(operationsOf(store).delivery?.feeCents)
    expect(expectOk(await setHandoff(t, session, cart.id, 'delivery')).handoff).toBe('delivery')
  })

  it('refuses an address outside the zone: 422 DELIVERY_OUT_OF_ZONE, changing nothing', async () => {
    const { cartId, session } = await downtownCart()
    const outside = [
      { ...ADDRESS, latitude: 32.8628, longitude: -96.7918 },
      { ...ADDRESS, zip: '75204', latitude: undefined, longitude: undefined },
    ]
    for (const payload of outside) {
      await expectUnchanged(t, session, cartId, async () => {
        const response = await setDelivery(session, cartId, payload)
        expectError(response, 422, 'DELIVERY_OUT_OF_ZONE')
        expect(response.json.errors).toHaveProperty('address')
      })
    }
  })

  it('refuses an unknown ZIP without coordinates (GEO_NO_DETAILS) and a handoff the store lacks', async () => {
    const { cartId, session } = await downtownCart()
    await expectUnchanged(t, session, cartId, async () => {
      const unknown = await setDelivery(session, cartId, {
        ...ADDRESS,
        zip: '00000',
        latitude: undefined,
        longitude: undefined,
      })
      expectError(unknown, 422, 'GEO_NO_DETAILS')
      expect(unknown.json.message).toBe(TEXTS.noDeliveryLocations)
      expectError(
        await setDelivery(session, cartId, { ...ADDRESS, handoffMode: 'dispatch' }),
        422,
        'HANDOFF_UNAVAILABLE',
      )
    })
  })

  it('refuses malformed addresses with 400 VALIDATION_FAILED', async () => {
    const { cartId, session } = await downtownCart()
    const bodies: [TAny, string][] = [
      [{ ...ADDRESS, address: '' }, 'address'],
      [{ ...ADDRESS, city: ' ' }, 'city'],
      [{ ...ADDRESS, state: 'Texas' }, 'state'],
      [{ ...ADDRESS, zip: '7520' }, 'zip'],
      [{ ...ADDRESS, building: 'b'.repeat(41) }, 'building'],
      [{ ...ADDRESS, instructions: 'i'.repeat(201) }, 'instructions'],
      [{ ...ADDRESS, handoffMode: 'pickup' }, 'handoffMode'],
      [{ ...ADDRESS, latitude: 91 }, 'latitude'],
    ]
    for (const [payload, field] of bodies) {
      await expectUnchanged(t, session, cartId, async () =>
        expectValidationError(await setDelivery(session, cartId, payload), field),
      )
    }
  })

  it('switches back to pickup (no address, no fee) and to delivery again with the stored address', async () => {
    const { cartId, session } = await downtownCart()
    const delivery = expectOk(await setDelivery(session, cartId, ADDRESS))
    const pickup = expectCart(expectOk(await setHandoff(t, session, cartId, 'pickup')))
    expect(pickup.handoff).toBe('pickup')
    expect(pickup.address).toBeNull()
    expect(pickup.totals.deliveryFee).toBe(0)
    expect(pickup.totals.total).toBe(pickup.totals.subtotal + pickup.totals.tax)
    const again = expectOk(await setHandoff(t, session, cartId, 'delivery'))
    expect(again.handoff).toBe('delivery')
    expect(again.address).toEqual(delivery.address)
    expect(again.totals).toEqual(delivery.totals)
  })

  it('drops an order-ahead time that the delivery hours refuse, and keeps one they accept', async () => {
    const { cartId, session } = await downtownCart()
    const today = localDay(new Date(), downtown.timezone)
    const { days } = (await getCart(t, session, cartId)).time
    const day = days.find((candidate: string) => {
      if (candidate <= today) return false
      const date = new Date(
        `${candidate.slice(0, 4)}-${candidate.slice(4, 6)}-${candidate.slice(6)}T12:00:00Z`,
      )
      return (downtown.hours.delivery ?? []).some((period) => period.day === date.getUTCDay())
    }) as string
    const url = cartUrl(cartId, `/times?day=${day}`)
    const pickupSlots: string[] = expectOk(
      await t.call({ method: 'GET', url, headers: session.headers }),
    ).times
    const early = pickupSlots[0]
    const midday = pickupSlots.find((slot) => slot.endsWith(' 12:00'))
    const put = (wanted: string | undefined) =>
      t.call({
        method: 'PUT',
        url: cartUrl(cartId, '/time'),
        payload: { mode: 'advance', wanted },
        headers: session.headers,
      })
    expectOk(await put(early))
    expect(expectOk(await setDelivery(session, cartId, ADDRESS)).time.wanted).toBeNull()
    expectOk(await setHandoff(t, session, cartId, 'pickup'))
    expectOk(await put(midday))
    expect(expectOk(await setDelivery(session, cartId, ADDRESS)).time.wanted).toBe(midday)
  })
})
