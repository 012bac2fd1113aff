import { demoCatalog, demoStores } from '@deli/demo-data'
import { ORDER_LIMIT_TEXTS, ORDER_LIMITS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, addSimple, cartUrl, getCart, openCart, requiredChoices, type TAny } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  countRows,
  drain,
  orderStore,
  readyCart,
  scheduleOn,
  signInMember,
  submit,
  submitBody,
  type TMember,
} from './order-helpers.ts'
import { storeAppStaff, withStoreClient } from './rewards-helpers.ts'

/**
 * The order limits of ADR 042 on real PostgreSQL: open unpaid orders per member and per device
 * (also under parallel submissions), pay in store above the cap and for catering, lines per basket
 * and an order's total. Cancelling or picking up an order frees its place.
 */

let t: TTestApp
/** The order store's staff on its app: they move orders along (ADR 044). */
let staffHeaders: Record<string, string>
beforeAll(async () => {
  t = await build(withStoreClient)
  staffHeaders = (await storeAppStaff(t)).headers
})

const payInStore = (member: TMember, cartId: string, headers: TAny = {}) =>
  submit(t, member, submitBody(cartId, null), headers)

const setStatus = (orderId: string, status: string) =>
  t.call({
    method: 'PUT',
    url: `${API}/orders/${orderId}/status`,
    payload: { status },
    headers: staffHeaders,
  })

/** Places a pay-in-store order of a new basket; answers the order id (received after the worker). */
async function unpaidOrder(member: TMember, headers: TAny = {}): Promise<string> {
  const { cart } = await readyCart(t, member)
  const data = expectOk(await payInStore(member, cart.id, headers))
  await drain(t)
  return data.id as string
}

/** Sellable mealtime products of the order store, not utensils, `count` of them. */
function sellableProducts(count: number): number[] {
  const store = demoStores.find((candidate) => candidate.menu_id === orderStore().menu_id)
  return demoCatalog
    .filter((category) => category.superCategory === 'mealtime')
    .flatMap((category) => category.products)
    .filter(
      (product) =>
        !/utensils/i.test(product.name) &&
        !store?.unavailableProductIds.includes(product.product_id) &&
        product.product_id > 0,
    )
    .slice(0, count)
    .map((product) => product.product_id)
}

const openUnpaidOf = (userId: string) =>
  countRows(
    t,
    `select count(*) from orders where user_id = $1 and payment_type = 'instore'
       and status in ('pending', 'received', 'in_progress', 'ready')`,
    [userId],
  )

describe('open unpaid orders per member', () => {
  it('takes two pay-in-store orders, refuses the third with a sentence; a card still works', async () => {
    const member = await signInMember(t)
    await unpaidOrder(member)
    await unpaidOrder(member)
    const { cart } = await readyCart(t, member)
    const refused = await payInStore(member, cart.id)
    expectError(refused, 422, 'CARD_REQUIRED')
    expect(refused.json.message).toBe(ORDER_LIMIT_TEXTS.unpaidPerMember)
    expect(refused.json.errors).toEqual({ payments: ORDER_LIMIT_TEXTS.unpaidPerMember })
    // Nothing was written: no order, no slot, the basket still active.
    expect(await countRows(t, 'select count(*) from orders where cart_id = $1', [cart.id])).toBe(0)
    expect(await countRows(t, 'select count(*) from slot_bookings where cart_id = $1', [cart.id])).toBe(0)
    expect((await getCart(t, member, cart.id)).id).toBe(cart.id)
    expect(expectOk(await submit(t, member, submitBody(cart.id, await cardToken(t)))).status).toBe('waiting')
  })

  it('lets six parallel pay-in-store submissions of one member through only twice', async () => {
    const member = await signInMember(t)
    const baskets = await Promise.all(Array.from({ length: 6 }, () => readyCart(t, member)))
    const answers = await Promise.all(baskets.map(({ cart }) => payInStore(member, cart.id)))
    const accepted = answers.filter((answer) => answer.statusCode === 200)
    const refused = answers.filter((answer) => answer.statusCode === 422)
    expect(accepted).toHaveLength(ORDER_LIMITS.openUnpaidPerMember)
    expect(refused).toHaveLength(6 - ORDER_LIMITS.openUnpaidPerMember)
    for (const answer of refused) expect(answer.json.message).toBe(ORDER_LIMIT_TEXTS.unpaidPerMember)
    const cartIds = baskets.map(({ cart }) => cart.id)
    expect(await countRows(t, 'select count(*) from slot_bookings where cart_id = any($1)', [cartIds])).toBe(
      2,
    )
    expect(await openUnpaidOf(member.userId)).toBe(2)
  })

  it('frees a place when an order is cancelled or picked up', async () => {
    const member = await signInMember(t)
    const first = await unpaidOrder(member)
    const second = await unpaidOrder(member)
    const { cart } = await readyCart(t, member)
    expectError(await payInStore(member, cart.id), 422, 'CARD_REQUIRED')
    expectOk(await setStatus(first, 'cancelled'))
    expectOk(await payInStore(member, cart.id))
    await drain(t)
    const next = await readyCart(t, member)
    expectError(await payInStore(member, next.cart.id), 422, 'CARD_REQUIRED')
    for (const status of ['in_progress', 'ready', 'completed']) expectOk(await setStatus(second, status))
    expectOk(await payInStore(member, next.cart.id))
  })

  it('frees a place when the submission fails', async () => {
    const member = await signInMember(t)
    await unpaidOrder(member)
    const failed = await unpaidOrder(member)
    await t.db.$client.query(`update orders set status = 'failed' where id = $1`, [failed])
    await unpaidOrder(member)
  })
})

describe('open unpaid orders per device', () => {
  it("counts every member's pay-in-store orders from one device", async () => {
    const device = { device_id: `device-${crypto.randomUUID()}` }
    await unpaidOrder(await signInMember(t), device)
    await unpaidOrder(await signInMember(t), device)
    const third = await signInMember(t)
    const { cart } = await readyCart(t, third)
    const refused = await payInStore(third, cart.id, device)
    expectError(refused, 422, 'CARD_REQUIRED')
    expect(refused.json.message).toBe(ORDER_LIMIT_TEXTS.unpaidPerDevice)
    // Another device (or none) is not this one's count.
    expectOk(await payInStore(third, cart.id, { device_id: `device-${crypto.randomUUID()}` }))
  })

  it('lets four members submitting at once from one device through only twice', async () => {
    const device = { device_id: `device-${crypto.randomUUID()}` }
    const members = await Promise.all(Array.from({ length: 4 }, () => signInMember(t)))
    const baskets = await Promise.all(members.map((member) => readyCart(t, member)))
    const answers = await Promise.all(
      members.map((member, index) => payInStore(member, baskets[index]?.cart.id, device)),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(
      ORDER_LIMITS.openUnpaidPerDevice,
    )
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expectError(answer, 422, 'CARD_REQUIRED')
      expect(answer.json.message).toBe(ORDER_LIMIT_TEXTS.unpaidPerDevice)
    }
  })
})

describe('what pay in store may be', () => {
  it('needs a card above $100.00', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member, { quantity: 15 })
    expect(cart.totals.total).toBeGreaterThan(ORDER_LIMITS.payInStoreMaxTotal)
    const refused = await payInStore(member, cart.id)
    expectError(refused, 422, 'CARD_REQUIRED')
    expect(refused.json.message).toBe(ORDER_LIMIT_TEXTS.payInStoreTotal)
    expectOk(await submit(t, member, submitBody(cart.id, await cardToken(t))))
  })

  it('needs a card for a catering order', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    // A catering basket, ordered on its first day (at least two days ahead: the channel's own rule).
    await t.db.$client.query(
      `update carts set channel = 'catering', base_channel = 'catering' where id = $1`,
      [cart.id],
    )
    const [day] = (await getCart(t, member, cart.id)).time.days
    await scheduleOn(t, member, cart.id, day)
    const refused = await payInStore(member, cart.id)
    expectError(refused, 422, 'CARD_REQUIRED')
    expect(refused.json.message).toBe(ORDER_LIMIT_TEXTS.payInStoreCatering)
  })
})

describe('lines and total of an order', () => {
  it(`refuses a basket's ${ORDER_LIMITS.basketLines + 1}st line, and a submission of a basket above it`, async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    await t.db.$client.query(
      `insert into cart_lines (cart_id, product_id, name, quantity, unit_cost, choices, instructions, is_catering)
       select cart_id, product_id, name, 1, unit_cost, choices, instructions, is_catering
       from cart_lines, generate_series(1, $2) where cart_id = $1`,
      [cart.id, ORDER_LIMITS.basketLines - 1],
    )
    const [productId] = sellableProducts(1)
    const refused = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload: { product_id: productId, quantity: 1, choices: requiredChoices(productId as number) },
      headers: member.headers,
    })
    expectError(refused, 422, 'ORDER_LIMIT')
    expect(refused.json.message).toBe(ORDER_LIMIT_TEXTS.basketLines)
    expect(await countRows(t, 'select count(*) from cart_lines where cart_id = $1', [cart.id])).toBe(
      ORDER_LIMITS.basketLines,
    )
    // One more line written past the API: the submission refuses it.
    await t.db.$client.query(
      `insert into cart_lines (cart_id, product_id, name, quantity, unit_cost, choices, instructions, is_catering)
       select cart_id, product_id, name, 1, unit_cost, choices, instructions, is_catering
       from cart_lines where cart_id = $1 limit 1`,
      [cart.id],
    )
    const submitted = await submit(t, member, submitBody(cart.id, await cardToken(t)))
    expectError(submitted, 422, 'ORDER_LIMIT')
    expect(submitted.json.message).toBe(ORDER_LIMIT_TEXTS.basketLines)
  })

  it('refuses an order above $2,500.00 whatever its payment', async () => {
    const member = await signInMember(t)
    const { cart: created } = await openCart(t, { menu_id: orderStore().menu_id }, member.headers)
    for (const productId of sellableProducts(4)) await addSimple(t, member, created.id, productId, 99)
    const scheduled = await getCart(t, member, created.id)
    expect(scheduled.totals.total).toBeGreaterThan(ORDER_LIMITS.orderMaxTotal)
    await scheduleOn(t, member, created.id, scheduled.time.days[1])
    const refused = await submit(t, member, submitBody(created.id, await cardToken(t)))
    expectError(refused, 422, 'ORDER_LIMIT')
    expect(refused.json.message).toBe(ORDER_LIMIT_TEXTS.orderTotal)
    expect(await countRows(t, 'select count(*) from orders where cart_id = $1', [created.id])).toBe(0)
  })
})
