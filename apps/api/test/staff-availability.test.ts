import { ZStoreAvailabilitySchema } from '@deli/contracts'
import { localDay, slotInstant } from '@deli/domain'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  API,
  addDays,
  addProduct,
  cartUrl,
  getCart,
  menuOf,
  productById,
  requiredChoices,
} from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  orderStore,
  ordersOfCart,
  readyCart,
  sellableProductId,
  submit,
  submitBody,
  type TMember,
} from './order-helpers.ts'
import {
  documentedRoutes,
  expectStoreRoleMatrix,
  signInStoreRoles,
  type TStaffCall,
  type TStaffSession,
} from './staff-helpers.ts'

/** Availability, ASAP pause, extra lead time and closed days (ADR 021). */

let t: TTestApp
const store = orderStore()
const storeId = store.id
const today = () => localDay(new Date(), store.timezone)
let staff: TStaffSession
let manager: TStaffSession
let otherManager: TStaffSession
let admin: TStaffSession
let member: TMember
beforeAll(async () => {
  t = await build()
  ;({ staff, manager, otherManager, admin, member } = await signInStoreRoles(t, storeId))
})

const as = (who: TStaffSession | TMember | null, call: TStaffCall) =>
  t.call({ ...call, headers: who?.headers ?? {} })
const base = (id: number | string = storeId) => `${API}/staff/stores/${id}`
const productId = sellableProductId(store.menu_id)

const readAvailability = (who: TStaffSession = staff) =>
  as(who, { method: 'GET', url: `${base()}/availability` })
const hold = (id: number, kind = 'product', length = 'indefinite', who: TStaffSession = manager) =>
  as(who, { method: 'PUT', url: `${base()}/holds`, payload: { kind, id, length } })
const release = (id: number, kind = 'product') =>
  as(manager, { method: 'DELETE', url: `${base()}/holds/${kind}/${id}` })
const setTiming = (asap_paused: unknown, extra_lead_minutes: unknown) =>
  as(manager, { method: 'PUT', url: `${base()}/timing`, payload: { asap_paused, extra_lead_minutes } })
const closeDay = (day: string, message: unknown = 'Closed for the storm. Stay safe!') =>
  as(manager, { method: 'PUT', url: `${base()}/closures/${day}`, payload: { message } })

afterEach(async () => {
  await t.db.$client.query(
    'DELETE FROM store_item_holds; DELETE FROM store_timing_overrides; DELETE FROM store_closures',
  )
})

describe('the staff role × store matrix of the availability routes', () => {
  const day = () => addDays(today(), 3)
  const calls = (): { call: TStaffCall; least: 'staff' | 'manager' }[] => [
    { call: { method: 'GET', url: `${base()}/availability` }, least: 'staff' },
    {
      call: {
        method: 'PUT',
        url: `${base()}/holds`,
        payload: { kind: 'product', id: productId, length: 'today' },
      },
      least: 'manager',
    },
    { call: { method: 'DELETE', url: `${base()}/holds/product/${productId}` }, least: 'manager' },
    {
      call: {
        method: 'PUT',
        url: `${base()}/timing`,
        payload: { asap_paused: true, extra_lead_minutes: 15 },
      },
      least: 'manager',
    },
    {
      call: { method: 'PUT', url: `${base()}/closures/${day()}`, payload: { message: 'Holiday' } },
      least: 'manager',
    },
    { call: { method: 'DELETE', url: `${base()}/closures/${day()}` }, least: 'manager' },
  ]

  it('covers every availability route of the OpenAPI document', async () => {
    const ours = await documentedRoutes(
      t,
      /\/staff\/stores\/\{storeId\}\/(availability|holds|timing|closures)/,
    )
    expect(ours).toHaveLength(calls().length)
  })

  it('managers of the store and chain admins may change; its staff only read; others 403, members and guests 401', async () => {
    await expectStoreRoleMatrix(t, { staff, manager, otherManager, admin, member }, calls())
  })

  it('refuses bad store ids: 400 for non-numbers, 404 to an admin for an unknown store', async () => {
    expectValidationError(await as(admin, { method: 'GET', url: `${base('nope')}/availability` }), 'storeId')
    expectError(
      await as(admin, { method: 'GET', url: `${base(999_999)}/availability` }),
      404,
      'STORE_NOT_FOUND',
    )
  })
})

describe('86-ing an item or an option', () => {
  it('takes the product off the menu at once, refuses adding it, and tells a basket holding it', async () => {
    const { cart } = await readyCart(t, member, { productId })
    const data = ZStoreAvailabilitySchema.parse(expectOk(await hold(productId)))
    const name = productById(productId).name
    expect(data.holds).toEqual([{ kind: 'product', id: productId, name, until: null }])
    expect((await menuOf(t, store.menu_id)).has(productId)).toBe(false)

    const sentence = `Sorry, ${name} is not available right now. Please remove it from your bag.`
    const refused = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload: { product_id: productId, quantity: 1, choices: requiredChoices(productId) },
      headers: member.headers,
    })
    expectError(refused, 422, 'PRODUCT_UNAVAILABLE')
    expect(refused.json.message).toBe(sentence)

    const held = await getCart(t, member, cart.id)
    expect(held.products).toHaveLength(1)
    expect(held.products[0].available).toBe(false)
    // Sold out by its manager, not off the menu: the bag says which.
    expect(held.products[0].soldOut).toBe(true)
    const validate = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/validate'),
      headers: member.headers,
    })
    expectError(validate, 422, 'PRODUCT_UNAVAILABLE')
    expect(validate.json.message).toBe(sentence)
    expect(validate.json.errors).toEqual({ [String(held.products[0].id)]: sentence })

    // Checkout's submit refuses the same way, and places no order.
    const submitted = await submit(t, member, submitBody(cart.id, null))
    expectError(submitted, 422, 'PRODUCT_UNAVAILABLE')
    expect(submitted.json.message).toBe(sentence)
    expect(await ordersOfCart(t, cart.id)).toBe(0)

    expectOk(await release(productId))
    expect((await menuOf(t, store.menu_id)).has(productId)).toBe(true)
    expectOk(await t.call({ method: 'POST', url: cartUrl(cart.id, '/validate'), headers: member.headers }))
  })

  it("ends a 'today' hold at the store's next local midnight", async () => {
    const data = ZStoreAvailabilitySchema.parse(expectOk(await hold(productId, 'product', 'today')))
    const midnight = slotInstant(`${addDays(today(), 1)} 00:00`, store.timezone)
    expect(data.holds[0]?.until).toBe(midnight?.toISOString())
    // Ended holds are no holds.
    await t.db.$client.query("UPDATE store_item_holds SET until = now() - interval '1 minute'")
    expect((await menuOf(t, store.menu_id)).has(productId)).toBe(true)
    expect(ZStoreAvailabilitySchema.parse(expectOk(await readAvailability())).holds).toEqual([])
  })

  it('takes an option off the menu and refuses a line that chooses it', async () => {
    const product = [...(await menuOf(t, store.menu_id)).values()].find((candidate) =>
      candidate.optionGroups.some(
        (group: { min: number; options: unknown[] }) => group.options.length > group.min,
      ),
    )
    expect(product).toBeDefined()
    const group = product?.optionGroups.find(
      (g: { min: number; options: unknown[] }) => g.options.length > g.min,
    )
    const option = group.options[0] as { id: number; name: string }
    const { cart } = await readyCart(t, member)
    const choices = [
      ...requiredChoices(product?.product_id).filter((choice) => choice.id !== option.id),
      { id: option.id, quantity: 1 },
    ]
    const line = { product_id: product?.product_id, quantity: 1, choices }
    await addProduct(t, member, cart.id, line)
    expectOk(await hold(option.id, 'option'))
    const validate = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/validate'),
      headers: member.headers,
    })
    expectError(validate, 422, 'PRODUCT_UNAVAILABLE')
    expect(validate.json.message).toBe(
      `Sorry, ${product?.name} with ${option.name} is not available right now. Please remove it from your bag.`,
    )
    const after = (await menuOf(t, store.menu_id)).get(product?.product_id)
    const optionIds = after?.optionGroups.flatMap((g: { options: { id: number }[] }) =>
      g.options.map((o) => o.id),
    )
    expect(optionIds).not.toContain(option.id)

    const refused = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload: line,
      headers: member.headers,
    })
    expectError(refused, 422, 'PRODUCT_UNAVAILABLE')
    expect(refused.json.message).toBe(
      `Sorry, ${option.name} is not available right now. Please remove it from your bag.`,
    )
  })

  it('refuses an item the menu does not have (404) and bad bodies (400, clear sentences)', async () => {
    expectError(await hold(999_999), 404, 'PRODUCT_NOT_FOUND')
    const bad = await as(manager, {
      method: 'PUT',
      url: `${base()}/holds`,
      payload: { kind: 'dish', id: 1, length: 'week' },
    })
    expectValidationError(bad, 'kind')
    expect(bad.json.errors.kind).toBe("Choose 'product' or 'option'.")
    expect(bad.json.errors.length).toBe("Choose 'today' or 'indefinite'.")
    expectValidationError(await hold(-3), 'id')
    expectValidationError(await as(manager, { method: 'DELETE', url: `${base()}/holds/dish/1` }), 'kind')
  })
})

describe('pause ASAP and extra lead time', () => {
  it('pausing takes ASAP away from baskets at once; resuming gives it back while open', async () => {
    const { cart } = await readyCart(t, member)
    const before = (await getCart(t, member, cart.id)).time.asapAvailable
    const data = ZStoreAvailabilitySchema.parse(expectOk(await setTiming(true, 0)))
    expect(data.asap_paused).toBe(true)
    expect((await getCart(t, member, cart.id)).time.asapAvailable).toBe(false)
    // A basket opened, and a line added, read the store's timing in their own statements: paused too.
    const opened = await as(member, {
      method: 'POST',
      url: `${API}/carts`,
      payload: { menu_id: store.menu_id },
    })
    expect(opened.statusCode).toBe(201)
    expect(opened.json.data.time.asapAvailable).toBe(false)
    const added = await addProduct(t, member, cart.id, {
      product_id: productId,
      quantity: 1,
      choices: requiredChoices(productId),
    })
    expect(added.time.asapAvailable).toBe(false)
    const asap = await t.call({
      method: 'PUT',
      url: cartUrl(cart.id, '/time'),
      payload: { mode: 'asap' },
      headers: member.headers,
    })
    expectError(asap, 422, 'ORDER_TIME_INVALID')
    expectOk(await setTiming(false, 0))
    expect((await getCart(t, member, cart.id)).time.asapAvailable).toBe(before)
  })

  it('extra lead time pushes the earliest time back', async () => {
    const { cart } = await readyCart(t, member)
    expectOk(await setTiming(false, 90))
    const { earliest } = (await getCart(t, member, cart.id)).time
    const instant = slotInstant(earliest, store.timezone)
    expect(instant?.getTime()).toBeGreaterThanOrEqual(Date.now() + 90 * 60_000)
  })

  it('refuses a lead time off the list and a missing pause with 400 sentences', async () => {
    const odd = await setTiming(false, 17)
    expectValidationError(odd, 'extra_lead_minutes')
    expect(odd.json.errors.extra_lead_minutes).toBe(
      'Choose an extra lead time of 0, 15, 30, 45, 60, 90 minutes.',
    )
    expectValidationError(await setTiming('yes', 15), 'asap_paused')
  })
})

describe('close for a day', () => {
  it('a closed today has no ASAP and no slots; the closure is listed with its message', async () => {
    const { cart } = await readyCart(t, member)
    const data = ZStoreAvailabilitySchema.parse(expectOk(await closeDay(today())))
    expect(data.closures).toEqual([{ day: today(), message: 'Closed for the storm. Stay safe!' }])
    // A day past any store's window (60 days ahead at most) is not one a guest is told of.
    expectOk(await closeDay(addDays(today(), 60), 'Closed for the inventory.'))
    const { time } = await getCart(t, member, cart.id)
    expect(time.asapAvailable).toBe(false)
    expect(time.days).not.toContain(today())
    expect(time.closed).toEqual([{ day: today(), message: 'Closed for the storm. Stay safe!' }])
    const times = await t.call({
      method: 'GET',
      url: cartUrl(cart.id, `/times?day=${today()}`),
      headers: member.headers,
    })
    expect(expectOk(times).times).toEqual([])
    const location = expectOk(await t.call({ method: 'GET', url: `${API}/stores/${storeId}` }))
    expect(location.open).toBe(false)
    expect(location.opens).toBe('Closed for the storm. Stay safe!')
    // The store's page names the closed days guests may order for, not one past its window.
    expect(location.closed_days).toEqual([{ day: today(), message: 'Closed for the storm. Stay safe!' }])
    const listed = expectOk(
      await t.call({ method: 'GET', url: `${API}/locations/${store.menu_id}?byMenuId=true` }),
    )
    expect(listed.open).toBe(false)
  })

  it('a basket scheduled on a day then closed is refused at validate; reopening lets it through', async () => {
    const { cart, slot } = await readyCart(t, member)
    const day = slot.slice(0, 8)
    expectOk(await closeDay(day))
    const validate = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/validate'),
      headers: member.headers,
    })
    expectError(validate, 422, 'ORDER_TIME_INVALID')
    expect(validate.json.message).toBe('The store is closed that day. Please choose another day.')
    expect((await getCart(t, member, cart.id)).time.closed).toEqual([
      { day, message: 'Closed for the storm. Stay safe!' },
    ])
    expectOk(await as(manager, { method: 'DELETE', url: `${base()}/closures/${day}` }))
    expect((await getCart(t, member, cart.id)).time.closed).toEqual([])
    expectOk(await t.call({ method: 'POST', url: cartUrl(cart.id, '/validate'), headers: member.headers }))
  })

  it('refuses a past day, a non-day and an empty message with 400 sentences', async () => {
    const past = await closeDay(addDays(today(), -1))
    expectValidationError(past, 'day')
    expect(past.json.message).toBe('Choose today or a later day.')
    expectValidationError(await closeDay('20261399'), 'day')
    const empty = await closeDay(addDays(today(), 1), '  ')
    expectValidationError(empty, 'message')
    expect(empty.json.errors.message).toBe('Please tell guests why the store is closed.')
  })
})
