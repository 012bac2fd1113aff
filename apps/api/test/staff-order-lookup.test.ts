import { STORE_ORDERS_PAGE_SIZE } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError, type TJson } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { drain, orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

/** A store's order lookup (ADR 071) on real PostgreSQL: what it finds, in which order, and for whom. */

let t: TTestApp
let member: TMember
let manager: TStaffSession
const store = orderStore()
let grace: { id: string; number: number }
let ada: { id: string; number: number }

const lookup = (who: { headers: Record<string, string> } | null, storeId: number, query = '') =>
  t.call({ method: 'GET', url: `${API}/staff/stores/${storeId}/orders${query}`, headers: who?.headers ?? {} })
const numberOf = async (id: string) =>
  (await t.db.$client.query<{ number: number }>('select number from orders where id = $1', [id])).rows[0]
    ?.number ?? 0

beforeAll(async () => {
  t = await build()
  member = await signInMember(t)
  manager = await signInStaff(t, 'manager', [store.id])
  const adaId = await placeOrder(t, member)
  const graceId = await placeOrder(t, member, {
    contact: {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '3125550199',
    },
  })
  ada = { id: adaId, number: await numberOf(adaId) }
  grace = { id: graceId, number: await numberOf(graceId) }
})

describe('GET staff/stores/{id}/orders', () => {
  it("lists the store's orders newest placed first, each as the board's ticket", async () => {
    const page = expectOk(await lookup(manager, store.id))
    expect(page.orders.map((order: TJson) => order.id)).toEqual([grace.id, ada.id])
    expect(page.next).toBeNull()
    expect(page.orders[0]).toMatchObject({
      number: grace.number,
      guest: 'Grace Hopper',
      phone: '3125550199',
      handoff: 'pickup',
      payment: { type: 'card' },
    })
    expect(page.orders[0].products.length).toBeGreaterThan(0)
  })

  it("finds an order by its number, the guest's name or email, or their phone typed any way", async () => {
    const found = async (q: string) =>
      expectOk(await lookup(manager, store.id, `?q=${encodeURIComponent(q)}`)).orders.map(
        (order: TJson) => order.id,
      )
    expect(await found(String(ada.number))).toEqual([ada.id])
    // As every screen and email writes it.
    expect(await found(`#${ada.number}`)).toEqual([ada.id])
    expect(await found('grace hop')).toEqual([grace.id])
    expect(await found('LOVELACE')).toEqual([ada.id])
    expect(await found('ada@example')).toEqual([ada.id])
    expect(await found('312-555-0199')).toEqual([grace.id])
    expect(await found('(214) 555')).toEqual([ada.id])
    // Wildcards are letters like any other; nothing matches them.
    expect(await found('%')).toEqual([])
    expect(await found('Nobody')).toEqual([])
  })

  it('pages by the last order: no order twice, none missed', async () => {
    // Copies of Ada's order, placed a second apart before it, fill more than a page.
    await t.db.$client.query(
      `insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone,
         lines, totals, payment_type, payment_label, contact, created_at)
       select gen_random_uuid(), user_id, store_id, menu_id, 'completed', handoff, asap, ready_at, timezone,
         lines, totals, payment_type, payment_label, contact, created_at - make_interval(secs => n)
       from orders, generate_series(1, $2::int) n where id = $1`,
      [ada.id, STORE_ORDERS_PAGE_SIZE],
    )
    const first = expectOk(await lookup(manager, store.id))
    expect(first.orders).toHaveLength(STORE_ORDERS_PAGE_SIZE)
    expect(first.next).toBe(first.orders.at(-1).id)
    const second = expectOk(await lookup(manager, store.id, `?before=${first.next}`))
    expect(second.next).toBeNull()
    const ids = [...first.orders, ...second.orders].map((order: TJson) => order.id)
    expect(new Set(ids).size).toBe(STORE_ORDERS_PAGE_SIZE + 2)
    expect(ids.slice(0, 2)).toEqual([grace.id, ada.id])
  })

  it("is a manager's or a chain admin's: refused to store staff, another store's manager and anyone not signed in", async () => {
    const admin = await signInStaff(t, 'admin')
    expect(expectOk(await lookup(admin, store.id)).orders.length).toBeGreaterThan(0)
    const staff = await signInStaff(t, 'staff', [store.id])
    const refused = await lookup(staff, store.id)
    expectError(refused, 403, 'FORBIDDEN')
    expect(refused.json.message).toBe("Only the store's manager or a chain admin can see or change this.")
    const other = demoStores.find((candidate) => candidate.id !== store.id && candidate.available)
    const otherManager = await signInStaff(t, 'manager', [other?.id ?? 0])
    expectError(await lookup(otherManager, store.id), 403, 'FORBIDDEN')
    expectError(await lookup(member, store.id), 401, 'SIGN_IN_REQUIRED')
    expectError(await lookup(null, store.id), 401, 'SIGN_IN_REQUIRED')
  })

  it("says a cancelled card order's refund: on its way, then given back; none for any other order", async () => {
    const orderId = await placeOrder(t, member)
    const number = await numberOf(orderId)
    expectOk(await moveAsStaff(t, manager, orderId, 'cancelled'))
    const refundOfIt = async () =>
      expectOk(await lookup(manager, store.id, `?q=%23${number}`)).orders.map((order: TJson) => order.refund)
    const [pending] = await refundOfIt()
    expect(pending).toMatchObject({ state: 'pending' })
    expect(pending.amount).toBeGreaterThan(0)
    await drain(t)
    expect(await refundOfIt()).toEqual([{ state: 'refunded', amount: pending.amount }])
    const others = expectOk(await lookup(manager, store.id, `?q=${ada.number}`)).orders
    expect(others.map((order: TJson) => [order.refund, order.refunded])).toEqual([[null, null]])
  })

  it('says what is wrong with a search or a page it cannot read', async () => {
    expectValidationError(await lookup(manager, store.id, `?q=${'a'.repeat(61)}`), 'q')
    expectValidationError(await lookup(manager, store.id, '?before=yesterday'), 'before')
    expectValidationError(await lookup(manager, 0), 'storeId')
  })
})
