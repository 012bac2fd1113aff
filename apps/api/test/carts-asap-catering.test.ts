import { demoStores } from '@deli/demo-data'
import { isOpenAt, localDay } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addDays,
  addProduct,
  addSimple,
  cartUrl,
  expectCart,
  expectUnchanged,
  getCart,
  openCart,
  openEveryDay,
  pickStore,
  requiredChoices,
  setTime,
  steppedCateringProduct,
  type TSession,
  utensilsProduct,
} from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const PICKUP_GROUP = ['pickup', 'curbside', 'drivethru'] as const
const validate = (session: TSession, cartId: string) =>
  t.call({ method: 'POST', url: cartUrl(cartId, '/validate'), headers: session.headers })
const times = async (session: TSession, cartId: string, day: string): Promise<string[]> =>
  expectOk(
    await t.call({ method: 'GET', url: cartUrl(cartId, `/times?day=${day}`), headers: session.headers }),
  ).times

describe('ASAP', () => {
  it('is refused with 422 where the store is closed for the handoff now, and taken where it is open', async () => {
    const now = new Date()
    const pairs = demoStores
      .filter((store) => store.available && !store.comingSoon)
      .flatMap((store) =>
        PICKUP_GROUP.filter((handoff) => store.services[handoff]).map((handoff) => ({
          store,
          handoff,
          open: isOpenAt(store.hours[handoff] ?? [], now, store.timezone),
          // Still open an hour from now: ASAP has a slot today after the lead time (not its last minutes).
          openLater: isOpenAt(
            store.hours[handoff] ?? [],
            new Date(now.getTime() + 3_600_000),
            store.timezone,
          ),
        })),
      )
    const closed = pairs.find((pair) => !pair.open)
    const open = pairs.find((pair) => pair.open && pair.openLater)
    expect(closed ?? open).toBeDefined()
    if (closed) {
      const { cart, session } = await openCart(t, {
        menu_id: closed.store.menu_id,
        handoffMode: closed.handoff,
      })
      expect(cart.handoff).toBe(closed.handoff)
      expect(cart.time).toMatchObject({ asapAvailable: false, mode: 'advance', wanted: null })
      await addSimple(t, session, cart.id, 172)
      await expectUnchanged(t, session, cart.id, async () => {
        const response = await setTime(t, session, cart.id, { mode: 'asap' })
        expectError(response, 422, 'ORDER_TIME_INVALID')
        expect(response.json.errors).toHaveProperty('mode')
      })
      expectError(await validate(session, cart.id), 422, 'ORDER_TIME_INVALID')
    }
    if (open) {
      const { cart, session } = await openCart(t, { menu_id: open.store.menu_id, handoffMode: open.handoff })
      expect(cart.time).toMatchObject({ asapAvailable: true, mode: 'asap', wanted: null })
      const today = localDay(new Date(), open.store.timezone)
      const day = cart.time.days.find((candidate: string) => candidate > today)
      const [slot] = await times(session, cart.id, day)
      expectOk(await setTime(t, session, cart.id, { mode: 'advance', wanted: slot }))
      const back = expectOk(await setTime(t, session, cart.id, { mode: 'asap' }))
      expect(back.time).toMatchObject({ mode: 'asap', wanted: null })
    }
  })

  it('is unavailable at a store whose hours exclude now, which still offers its open days', async () => {
    const store = [...demoStores]
      .reverse()
      .find((candidate) => candidate.available && !candidate.comingSoon && openEveryDay(candidate))
    expect(store).toBeDefined()
    if (!store) return
    const openDay = addDays(localDay(new Date(), store.timezone), 2)
    const weekday = new Date(
      Date.UTC(Number(openDay.slice(0, 4)), Number(openDay.slice(4, 6)) - 1, Number(openDay.slice(6))),
    ).getUTCDay()
    await t.db.$client.query(
      `update stores set hours = jsonb_set(hours, '{pickup}', $1::jsonb) where id = $2`,
      [JSON.stringify([{ day: weekday, open: '10:00', close: '14:00' }]), store.id],
    )
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    expect(cart.time.asapAvailable).toBe(false)
    expect(cart.time.mode).toBe('advance')
    expect(cart.time.days[0]).toBe(openDay)
    expect(cart.time.earliest).toBe(`${openDay} 10:00`)
    for (const day of cart.time.days) {
      const date = new Date(
        Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6))),
      )
      expect(date.getUTCDay()).toBe(weekday)
    }
    const slots = await times(session, cart.id, openDay)
    expect(slots[0]).toBe(`${openDay} 10:00`)
    expect(slots.at(-1)).toBe(`${openDay} 13:45`)
    await addSimple(t, session, cart.id, 172)
    expectError(await setTime(t, session, cart.id, { mode: 'asap' }), 422, 'ORDER_TIME_INVALID')
    expectError(await validate(session, cart.id), 422, 'ORDER_TIME_INVALID')
    expectOk(await setTime(t, session, cart.id, { mode: 'advance', wanted: `${openDay} 12:00` }))
    expectOk(await validate(session, cart.id))
  })
})

describe('catering', () => {
  const store = pickStore(
    (candidate) => openEveryDay(candidate) && candidate.unavailableProductIds.length === 0,
  )
  const boxed = steppedCateringProduct()
  const addBoxed = (session: TSession, cartId: string) =>
    addProduct(t, session, cartId, {
      product_id: boxed.product_id,
      quantity: boxed.quantities.min,
      choices: requiredChoices(boxed.product_id),
    })

  it('makes the basket catering: no ASAP, days from 2 days ahead, a sooner wanted time dropped', async () => {
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    expect(cart.channel).toBe('mealtime')
    const today = localDay(new Date(), store.timezone)
    const tomorrow = addDays(today, 1)
    const [soon] = await times(session, cart.id, tomorrow)
    expectOk(await setTime(t, session, cart.id, { mode: 'advance', wanted: soon }))
    const catering = await addBoxed(session, cart.id)
    expect(catering.channel).toBe('catering')
    expect(catering.time).toMatchObject({ asapAvailable: false, mode: 'advance', wanted: null })
    expect(catering.time.days[0]).toBe(addDays(today, 2))
    expect(catering.time.earliest.slice(0, 8)).toBe(addDays(today, 2))
    expect(await times(session, cart.id, today)).toEqual([])
    expect(await times(session, cart.id, tomorrow)).toEqual([])
    await expectUnchanged(t, session, cart.id, async () => {
      expectError(
        await setTime(t, session, cart.id, { mode: 'advance', wanted: soon }),
        422,
        'ORDER_TIME_INVALID',
      )
      expectError(await setTime(t, session, cart.id, { mode: 'asap' }), 422, 'ORDER_TIME_INVALID')
    })
    const [first] = await times(session, cart.id, catering.time.days[0])
    const scheduled = expectCart(
      expectOk(await setTime(t, session, cart.id, { mode: 'advance', wanted: first })),
    )
    expect(scheduled.time.wanted).toBe(first)
    expectOk(await validate(session, cart.id))
  })

  it('keeps a wanted time at least 2 days ahead, and goes back to mealtime once the catering line is removed', async () => {
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const later = addDays(localDay(new Date(), store.timezone), 3)
    const [slot] = await times(session, cart.id, later)
    expectOk(await setTime(t, session, cart.id, { mode: 'advance', wanted: slot }))
    const catering = await addBoxed(session, cart.id)
    expect(catering.channel).toBe('catering')
    expect(catering.time.wanted).toBe(slot)
    const lineId = catering.products[0].id
    const removed = expectOk(
      await t.call({
        method: 'DELETE',
        url: cartUrl(cart.id, `/products/${lineId}`),
        headers: session.headers,
      }),
    )
    expect(removed.channel).toBe('mealtime')
    expect(removed.time.wanted).toBe(slot)
    const today = localDay(new Date(), store.timezone)
    expect([today, addDays(today, 1)]).toContain(removed.time.days[0])
  })

  it('does not turn a basket catering for a catering utensils kit', async () => {
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const kit = utensilsProduct('catering')
    const added = await addSimple(t, session, cart.id, kit.product_id)
    expect(added.channel).toBe('mealtime')
    expect(added.count).toBe(0)
    expect((await getCart(t, session, cart.id)).products[0].isUtensils).toBe(true)
  })
})
