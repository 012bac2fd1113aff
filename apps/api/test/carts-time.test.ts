import type { TDemoStore } from '@deli/demo-data'
import { daySlots, localDay, slotInstant } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addDays,
  addSimple,
  cartUrl,
  expectCart,
  expectUnchanged,
  fillSlot,
  getCart,
  openCart,
  openEveryDay,
  operationsOf,
  pickStore,
  setTime,
  type TSession,
} from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const times = async (session: TSession, cartId: string, day: string): Promise<string[]> => {
  const data = expectOk(
    await t.call({ method: 'GET', url: cartUrl(cartId, `/times?day=${day}`), headers: session.headers }),
  )
  expect(data.day).toBe(day)
  return data.times
}

/** A store open every day, in the given zone when one fits. */
const everyDayStore = (timezone?: string) =>
  pickStore((store) => openEveryDay(store) && (timezone === undefined || store.timezone === timezone))

const contextOf = (store: TDemoStore) => ({
  now: new Date(),
  timezone: store.timezone,
  periods: store.hours.pickup ?? [],
  leadMinutes: operationsOf(store).leadTimeMinutes,
  advanceDays: store.services.advancedays,
  channel: 'mealtime' as const,
})

/** A basket at `store` and the first open slot of a day after today. */
async function cartWithSlot(store: TDemoStore, dayIndex = 1) {
  const { cart, session } = await openCart(t, { menu_id: store.menu_id })
  const today = localDay(new Date(), store.timezone)
  const day = cart.time.days.filter((candidate: string) => candidate > today)[dayIndex - 1] as string
  const slots = await times(session, cart.id, day)
  expect(slots.length).toBeGreaterThan(0)
  return { cartId: cart.id as string, session, day, slots }
}

describe('GET /api/v1/carts/{cartId}/times', () => {
  it("lists the day's quarter-hour slots inside the store's pickup hours, as the domain rules give them", async () => {
    const store = everyDayStore('America/New_York')
    const { cartId, session, day, slots } = await cartWithSlot(store, 2)
    expect(slots).toEqual(daySlots(contextOf(store), day))
    for (const slot of slots) expect(slot).toMatch(new RegExp(`^${day} \\d{2}:(00|15|30|45)$`))
    expect([...slots].sort()).toEqual(slots)
    const open = (store.hours.pickup ?? []).find(
      (period) =>
        period.day ===
        new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T12:00:00Z`).getUTCDay(),
    )
    expect(slots[0]?.slice(9)).toBe(open?.open)
    expect(await times(session, cartId, day)).toEqual(slots)
  })

  it('lists no slot before now plus the lead time today, and none beyond advancedays or before today', async () => {
    const store = everyDayStore()
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const today = localDay(new Date(), store.timezone)
    const ready = Date.now() + operationsOf(store).leadTimeMinutes * 60_000 - 60_000
    for (const slot of await times(session, cart.id, today)) {
      expect(slotInstant(slot, store.timezone)?.getTime()).toBeGreaterThanOrEqual(ready)
    }
    expect(await times(session, cart.id, addDays(today, store.services.advancedays))).toEqual([])
    expect(await times(session, cart.id, addDays(today, -1))).toEqual([])
    expect(cart.time.days).not.toContain(addDays(today, store.services.advancedays))
  })

  it('refuses a malformed day with 400 VALIDATION_FAILED', async () => {
    const { cart, session } = await openCart(t, { menu_id: everyDayStore().menu_id })
    for (const query of ['?day=2026112', '?day=20261131', '?day=2026-11-21', '']) {
      const response = await t.call({
        method: 'GET',
        url: cartUrl(cart.id, `/times${query}`),
        headers: session.headers,
      })
      expectValidationError(response, 'day')
    }
  })
})

describe('PUT /api/v1/carts/{cartId}/time', () => {
  it('orders ahead at a listed slot, shown in the store’s own zone', async () => {
    const store = everyDayStore('America/New_York')
    const { cartId, session, slots } = await cartWithSlot(store)
    const wanted = slots[1] ?? slots[0]
    const cart = expectCart(expectOk(await setTime(t, session, cartId, { mode: 'advance', wanted })))
    expect(cart.time).toMatchObject({ mode: 'advance', wanted, timezone: store.timezone })
    expect((await getCart(t, session, cartId)).time.wanted).toBe(wanted)
  })

  it('refuses a past slot, an off-grid minute, a day beyond advancedays and a closed time with 422, changing nothing', async () => {
    const store = everyDayStore()
    const { cartId, session, day, slots } = await cartWithSlot(store)
    const chosen = expectOk(await setTime(t, session, cartId, { mode: 'advance', wanted: slots[0] }))
    expect(chosen.time.wanted).toBe(slots[0])
    const today = localDay(new Date(), store.timezone)
    const wrong = [
      `${addDays(today, -1)} 12:00`,
      `${day} 12:07`,
      `${addDays(today, store.services.advancedays)} 12:00`,
      `${day} 03:00`,
    ]
    for (const wanted of wrong) {
      await expectUnchanged(t, session, cartId, async () => {
        const response = await setTime(t, session, cartId, { mode: 'advance', wanted })
        expectError(response, 422, 'ORDER_TIME_INVALID')
        expect(response.json.errors).toHaveProperty('wanted')
      })
    }
  })

  it('refuses malformed times and modes with 400 VALIDATION_FAILED', async () => {
    const { cartId, session, day } = await cartWithSlot(everyDayStore())
    const bodies: [unknown, string | undefined][] = [
      [{ mode: 'advance', wanted: '2026-11-21 12:00' }, 'wanted'],
      [{ mode: 'advance', wanted: '20261131 12:00' }, 'wanted'],
      [{ mode: 'advance', wanted: `${day} 24:00` }, 'wanted'],
      [{ mode: 'advance', wanted: `${day}` }, 'wanted'],
      [{ mode: 'advance' }, 'wanted'],
      [{ mode: 'later' }, undefined],
      [{}, undefined],
    ]
    for (const [body, field] of bodies) {
      await expectUnchanged(t, session, cartId, async () =>
        expectValidationError(await setTime(t, session, cartId, body), field),
      )
    }
  })
})

describe('slot capacity', () => {
  const small = pickStore((store) => operationsOf(store).slotCapacity !== null)
  const capacity = operationsOf(small).slotCapacity ?? 0

  it('stops offering a full slot and refuses it with 409 SLOT_FULL', async () => {
    expect(capacity).toBeGreaterThan(0)
    const { cartId, session, day, slots } = await cartWithSlot(small)
    const slot = slots[2] ?? slots[0] ?? ''
    const instant = slotInstant(slot, small.timezone) as Date
    await fillSlot(t, small.id, instant, capacity - 1)
    expect(await times(session, cartId, day)).toContain(slot)
    await fillSlot(t, small.id, instant, 1)
    const after = await times(session, cartId, day)
    expect(after).not.toContain(slot)
    expect(after).toEqual(slots.filter((candidate) => candidate !== slot))
    await expectUnchanged(t, session, cartId, async () => {
      const response = await setTime(t, session, cartId, { mode: 'advance', wanted: slot })
      expectError(response, 409, 'SLOT_FULL')
      expect(response.json.message).toBe('That time is no longer available. Please choose another time.')
    })
  })

  it('checks the chosen slot again at validate: 409 SLOT_FULL once it filled up', async () => {
    const { cartId, session, slots } = await cartWithSlot(small, 2)
    const slot = slots[1] ?? slots[0] ?? ''
    await addSimple(t, session, cartId, 172, 2)
    expectOk(await setTime(t, session, cartId, { mode: 'advance', wanted: slot }))
    expectOk(await t.call({ method: 'POST', url: cartUrl(cartId, '/validate'), headers: session.headers }))
    await fillSlot(t, small.id, slotInstant(slot, small.timezone) as Date, capacity)
    const response = await t.call({
      method: 'POST',
      url: cartUrl(cartId, '/validate'),
      headers: session.headers,
    })
    expectError(response, 409, 'SLOT_FULL')
    expect((await getCart(t, session, cartId)).time.wanted).toBe(slot)
  })
})
