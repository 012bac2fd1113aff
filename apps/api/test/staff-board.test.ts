import { ZBoardSchema, ZBoardTicketSchema } from '@deli/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  fireNow,
  getOrder,
  orderStore,
  readyCart,
  signInMember,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

let t: TTestApp
const storeId = orderStore().id
const otherStoreId = storeId === 2 ? 3 : 2
let own: TStaffSession
let other: TStaffSession
let manager: TStaffSession
let admin: TStaffSession
let member: TMember
beforeAll(async () => {
  t = await build()
  own = await signInStaff(t, 'staff', [storeId])
  other = await signInStaff(t, 'staff', [otherStoreId])
  manager = await signInStaff(t, 'manager', [storeId, otherStoreId])
  admin = await signInStaff(t, 'admin')
  member = await signInMember(t)
})

async function placedOrder(guest: TMember = member) {
  const { cart } = await readyCart(t, guest)
  const orderId = await submitWaiting(t, guest, submitBody(cart.id, await cardToken(t)))
  await drain(t)
  // Placed ahead, it waits as scheduled (ADR 066): the board's tickets are orders the kitchen has.
  await fireNow(t, orderId)
  return orderId
}

const board = (id: number | string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `${API}/staff/stores/${id}/board`, headers })
const move = (orderId: string, status: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'PUT', url: `${API}/staff/orders/${orderId}/status`, payload: { status }, headers })

describe('GET /api/v1/staff/stores/{storeId}/board', () => {
  it("shows a new order as a ticket with what the kitchen needs, to the store's own staff", async () => {
    const orderId = await placedOrder()
    const data = ZBoardSchema.parse(expectOk(await board(storeId, own.headers)))
    expect(data.store.id).toBe(storeId)
    const ticket = data.tickets.find((candidate) => candidate.id === orderId)
    const order = await getOrder(t, member, orderId)
    expect(ticket).toMatchObject({
      number: order.number,
      status: 'received',
      handoff: order.handoff,
      ready: order.ready,
      guest: 'Ada Lovelace',
      is_late: false,
    })
    expect(ticket?.products.map((line) => line.name)).toEqual(
      order.products.map((line: { name: string }) => line.name),
    )
    // Sorted by promised time.
    const promised = data.tickets.map((candidate) => candidate.promised_at)
    expect([...promised].sort()).toEqual(promised)
  })

  it('marks a ticket late once its promised time has passed, and never shows pending or failed orders', async () => {
    const orderId = await placedOrder()
    await t.db.$client.query(`update orders set ready_at = now() - interval '5 minutes' where id = $1`, [
      orderId,
    ])
    const pending = await t.db.$client.query<{ id: string }>(
      `update orders set status = 'failed' where id = (select id from orders where store_id = $1 and id <> $2 limit 1) returning id`,
      [storeId, orderId],
    )
    expect(pending.rows).toHaveLength(1)
    const data = ZBoardSchema.parse(expectOk(await board(storeId, admin.headers)))
    expect(data.tickets.find((ticket) => ticket.id === orderId)?.is_late).toBe(true)
    expect(data.tickets.some((ticket) => ticket.id === pending.rows[0]?.id)).toBe(false)
    expect(data.tickets.every((ticket) => ticket.status !== 'pending' && ticket.status !== 'failed')).toBe(
      true,
    )
  })

  it('authorization: own store staff, managers and admins yes; another store 403; member and guest 401', async () => {
    expectOk(await board(storeId, own.headers))
    expectOk(await board(storeId, manager.headers))
    expectOk(await board(storeId, admin.headers))
    expectOk(await board(otherStoreId, other.headers))
    expectError(await board(storeId, other.headers), 403, 'FORBIDDEN')
    expectError(await board(otherStoreId, own.headers), 403, 'FORBIDDEN')
    expectError(await board(storeId, member.headers), 401, 'SIGN_IN_REQUIRED')
    expectError(await board(storeId), 401, 'SIGN_IN_REQUIRED')
  })

  it('refuses bad store ids with 4xx: 400 for non-numbers, 404 to an admin and 403 to staff for unknown stores', async () => {
    expectValidationError(await board('nope', admin.headers), 'storeId')
    expectError(await board(999_999, admin.headers), 404, 'STORE_NOT_FOUND')
    expectError(await board(999_999, own.headers), 403, 'FORBIDDEN')
  })
})

describe('PUT /api/v1/staff/orders/{orderId}/status', () => {
  it('moves an order new → in progress → ready → completed along the domain transitions', async () => {
    const orderId = await placedOrder()
    for (const status of ['in_progress', 'ready', 'completed']) {
      const ticket = ZBoardTicketSchema.parse(expectOk(await move(orderId, status, own.headers)))
      expect(ticket.status).toBe(status)
      expect((await getOrder(t, member, orderId)).status).toBe(status)
    }
    // Recently completed orders stay on the board's last column.
    const data = ZBoardSchema.parse(expectOk(await board(storeId, own.headers)))
    expect(data.tickets.find((ticket) => ticket.id === orderId)?.status).toBe('completed')
  })

  it('refuses a change the domain does not allow with 409 CONFLICT and writes nothing', async () => {
    const orderId = await placedOrder()
    const refused = await move(orderId, 'completed', own.headers)
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe('An order that is received cannot become completed.')
    expect((await getOrder(t, member, orderId)).status).toBe('received')
  })

  it('cancels an order while received (a manager)', async () => {
    const orderId = await placedOrder()
    expect(expectOk(await move(orderId, 'cancelled', manager.headers)).status).toBe('cancelled')
    expect((await getOrder(t, member, orderId)).status).toBe('cancelled')
  })

  it('authorization: own store staff, managers, admins; another store 403; member and guest 401', async () => {
    const orderId = await placedOrder()
    expectError(await move(orderId, 'in_progress', other.headers), 403, 'FORBIDDEN')
    expectError(await move(orderId, 'in_progress', member.headers), 401, 'SIGN_IN_REQUIRED')
    expectError(await move(orderId, 'in_progress'), 401, 'SIGN_IN_REQUIRED')
    expect((await getOrder(t, member, orderId)).status).toBe('received')
    expectOk(await move(orderId, 'in_progress', own.headers))
    expectOk(await move(orderId, 'ready', manager.headers))
    expectOk(await move(orderId, 'completed', admin.headers))
  })

  it('refuses bad input with 4xx in the envelope', async () => {
    const orderId = await placedOrder()
    expectValidationError(await move(orderId, 'received', own.headers), 'status')
    expectValidationError(await move('nope', 'ready', own.headers), 'orderId')
    expectError(
      await move('00000000-0000-4000-8000-000000000000', 'ready', own.headers),
      404,
      'ORDER_NOT_FOUND',
    )
  })
})
