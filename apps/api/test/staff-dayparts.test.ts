import { demoCatalog } from '@deli/demo-data'
import { localDay, toWantedTime } from '@deli/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listChanges } from '../src/modules/audit/index.ts'
import { API, addSimple, cartUrl, openCart, setTime, type TAny } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, sellableProductId } from './order-helpers.ts'
import { signInStoreRoles, type TStaffSession } from './staff-helpers.ts'

/**
 * Dayparts (ADR 060): a category sold only in a window of store time, or one-offs by date. The server
 * has no fake clock, so every window is chosen around the real time in the store's zone.
 */

let t: TTestApp
const store = orderStore()
const productId = sellableProductId(store.menu_id)
const category = demoCatalog.find((c) => c.products.some((p) => p.product_id === productId))
if (!category) throw new Error('no category')
const categoryId = category.id
let staff: TStaffSession
let manager: TStaffSession
let otherManager: TStaffSession
beforeAll(async () => {
  t = await build()
  ;({ staff, manager, otherManager } = await signInStoreRoles(t, store.id))
})
afterAll(async () => {
  await t.app.close()
})

const url = `${API}/staff/stores/${store.id}/dayparts`
const put = (dayparts: TAny[], who: TStaffSession = manager) =>
  t.call({ method: 'PUT', url, payload: { dayparts }, headers: who.headers })
const nowMinutes = () => {
  const wanted = toWantedTime(new Date(), store.timezone)
  return Number(wanted.slice(9, 11)) * 60 + Number(wanted.slice(12, 14))
}
/** Two hours of store time that do not hold the store's now. */
const windowWithoutNow = () => {
  const m = nowMinutes()
  return m < 720 ? { start: m + 60, end: m + 180 } : { start: m - 300, end: m - 120 }
}
const rule = (overrides: TAny = {}) => ({
  category_id: categoryId,
  name: 'Breakfast',
  day: null,
  ...windowWithoutNow(),
  lead_minutes: 0,
  ...overrides,
})
const isoDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`
const menuProducts = async (): Promise<TAny[]> => {
  const menu = expectOk(await t.call({ method: 'GET', url: `${API}/menus/${store.menu_id}` }))
  return (menu.categories as TAny[]).flatMap((c) =>
    (c.products as TAny[]).map((p) => ({ ...p, categoryId: c.id })),
  )
}

describe('PUT staff/stores/{storeId}/dayparts', () => {
  it('managers of the store set them; its staff and other managers are refused', async () => {
    expectOk(await put([]))
    const refused = await put([], staff)
    expectError(refused, 403, 'FORBIDDEN')
    expect(refused.json.message).toBe("Only the store's manager or a chain admin can see or change this.")
    expectError(await put([], otherManager), 403, 'FORBIDDEN')
  })

  it('refuses a rule with a sentence naming its row', async () => {
    const backwards = await put([rule({ start: 600, end: 590 })])
    expectError(backwards, 422, 'VALIDATION_FAILED')
    expect(backwards.json.errors).toEqual({
      'dayparts.0':
        'Daypart 1: The end time must be at least 15 minutes after the start time, on the same day.',
    })
    const unknown = await put([rule(), rule({ category_id: 999_999 })])
    expect(unknown.json.errors).toEqual({
      'dayparts.1': 'Daypart 2: This store does not sell that category.',
    })
    const twice = await put([rule(), rule()])
    expect(twice.json.errors['dayparts.1']).toMatch(/already has a daypart for that day/)
    expectValidationError(await put([rule({ start: 'six' })]), 'start')
    expectValidationError(await put([rule({ day: '25/12/2026' })]), 'day')
  })
})

describe('a category outside its daypart', () => {
  it('shows as not available now, is refused now, and can be ordered ahead inside its window', async () => {
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const tomorrow = cart.time.days.find(
      (day: string) => day > localDay(new Date(), store.timezone),
    ) as string
    const [slot] = expectOk(
      await t.call({
        method: 'GET',
        url: cartUrl(cart.id, `/times?day=${tomorrow}`),
        headers: session.headers,
      }),
    ).times as string[]
    if (!slot) throw new Error('no slot tomorrow')
    const slotMinutes = Number(slot.slice(9, 11)) * 60 + Number(slot.slice(12, 14))
    const oneOff = rule({ day: isoDay(tomorrow), start: slotMinutes, end: Math.min(slotMinutes + 60, 1440) })
    const saved = expectOk(await put([rule(), oneOff]))
    expect(saved.dayparts).toHaveLength(2)
    expect(saved.categories.map((c: TAny) => c.id)).toContain(categoryId)

    // The menu keeps the products, each saying why (the cached menu was dropped by the change).
    const products = await menuProducts()
    const ours = products.filter((p) => p.categoryId === categoryId)
    expect(ours.length).toBeGreaterThan(0)
    for (const product of ours)
      expect(product.not_now).toMatch(/^Not available now: served \d+:\d\d [AP]M – /)
    expect(products.filter((p) => p.categoryId !== categoryId).every((p) => p.not_now === undefined)).toBe(
      true,
    )

    // ASAP now: refused with the domain's sentence.
    const refused = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload: { product_id: productId, quantity: 1, choices: [] },
      headers: session.headers,
    })
    expectError(refused, 422, 'PRODUCT_UNAVAILABLE')
    expect(refused.json.message).toMatch(/is served .* \(store time\) only; choose a time in that window\./)

    // Ordered ahead for tomorrow's slot, inside the one-off window: taken.
    expectOk(await setTime(t, session, cart.id, { mode: 'advance', wanted: slot }))
    await addSimple(t, session, cart.id, productId)
    expectOk(await t.call({ method: 'POST', url: cartUrl(cart.id, '/validate'), headers: session.headers }))

    // Tomorrow becomes a day off for the category: validate names the line.
    expectOk(await put([rule(), { ...oneOff, start: null, end: null }]))
    const invalid = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/validate'),
      headers: session.headers,
    })
    expectError(invalid, 422, 'PRODUCT_UNAVAILABLE')
    expect(invalid.json.message).toMatch(/ is not served on \w{3}, \w{3} \d+\.$/)

    const [change] = await listChanges(t.db, { entity: 'daypart', entityId: String(store.id), limit: 1 })
    expect(change).toMatchObject({ action: 'update', storeId: store.id })
    expect(change?.after).toMatchObject({ dayparts: [{ day: null }, { day: isoDay(tomorrow), start: null }] })

    // A window holding now: sold again, and the menu says nothing.
    const m = nowMinutes()
    expectOk(await put([rule({ start: Math.max(0, m - 30), end: Math.min(1440, m + 60) })]))
    expect((await menuProducts()).every((p) => p.not_now === undefined)).toBe(true)
    expectOk(await put([]))
  })
})
