import { ZBoardSchema, ZOrderSchema } from '@deli/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { openStream } from './event-stream-client.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp, WEB_CLIENT } from './helper.ts'
import {
  CURBSIDE_CAR,
  curbsideOrder,
  getOrder,
  orderStore,
  placeOrder,
  signInMember,
  type TMember,
} from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

let t: TTestApp
let origin: string
let staff: TStaffSession
let member: TMember
const storeId = orderStore().id
const key = `app_name=${WEB_CLIENT.appName}&api_key=${WEB_CLIENT.key}`
beforeAll(async () => {
  t = await build()
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
  staff = await signInStaff(t, 'staff', [storeId])
  member = await signInMember(t)
})

const arrive = (
  orderId: string,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = member.headers,
) => t.call({ method: 'POST', url: `${API}/orders/${orderId}/arrival`, payload, headers })
const move = (orderId: string, status: string) => moveAsStaff(t, staff, orderId, status)
const ticketOf = async (orderId: string) =>
  ZBoardSchema.parse(
    expectOk(
      await t.call({ method: 'GET', url: `${API}/staff/stores/${storeId}/board`, headers: staff.headers }),
    ),
  ).tickets.find((ticket) => ticket.id === orderId)

describe("POST /api/v1/orders/{orderId}/arrival (curbside 'I'm here')", () => {
  it('records the arrival and where the guest parked; the board shows it with the car, pushed at once', async () => {
    const orderId = await curbsideOrder(t, member)
    expect((await getOrder(t, member, orderId)).arrival).toBeNull()
    const stream = await openStream(`${origin}${API}/staff/stores/${storeId}/events?${key}`, staff.headers)
    await stream.next('ready')

    const before = Date.now()
    const order = ZOrderSchema.parse(expectOk(await arrive(orderId, { spot: '  Spot 4, by the door ' })))
    expect(order.arrival?.spot).toBe('Spot 4, by the door')
    expect(Date.parse(order.arrival?.at ?? '')).toBeGreaterThanOrEqual(before - 1000)

    let event = await stream.next('order')
    while (event.data.order_id !== orderId) event = await stream.next('order')
    expect(event.data).toEqual({ order_id: orderId, store_id: storeId, status: 'received' })
    stream.close()

    const ticket = await ticketOf(orderId)
    expect(ticket?.car).toEqual(CURBSIDE_CAR)
    expect(ticket?.arrival).toEqual(order.arrival)
    expect((await getOrder(t, member, orderId)).arrival).toEqual(order.arrival)
  })

  it('keeps the first arrival time when said again, taking a new spot (the spot is optional)', async () => {
    const orderId = await curbsideOrder(t, member)
    const first = ZOrderSchema.parse(expectOk(await arrive(orderId))).arrival
    expect(first?.spot).toBe('')
    expectOk(await move(orderId, 'in_progress'))
    expectOk(await move(orderId, 'ready'))
    const again = ZOrderSchema.parse(expectOk(await arrive(orderId, { spot: 'Spot 7' }))).arrival
    expect(again).toEqual({ at: first?.at, spot: 'Spot 7' })
  })

  it('refuses a pickup order and a curbside order already handed over or cancelled: 409, nothing written', async () => {
    const pickup = await placeOrder(t, member)
    const refused = await arrive(pickup)
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe("'I'm here' is for curbside pickup orders.")
    expect((await getOrder(t, member, pickup)).arrival).toBeNull()

    const handedOver = await curbsideOrder(t, member)
    for (const status of ['in_progress', 'ready', 'completed']) expectOk(await move(handedOver, status))
    const late = await arrive(handedOver)
    expectError(late, 409, 'CONFLICT')
    expect(late.json.message).toBe('This order is picked up: there is nothing to bring out.')

    const cancelled = await curbsideOrder(t, member)
    expectOk(await move(cancelled, 'cancelled'))
    expectError(await arrive(cancelled), 409, 'CONFLICT')
    expect((await getOrder(t, member, cancelled)).arrival).toBeNull()
  })

  it('validates the spot and the order id', async () => {
    const orderId = await curbsideOrder(t, member)
    expectValidationError(await arrive(orderId, { spot: 'x'.repeat(41) }), 'spot')
    expectValidationError(await arrive(orderId, { spot: 'Spot\u00074' }), 'spot')
    expectValidationError(await arrive('not-an-order'), 'orderId')
    expect((await getOrder(t, member, orderId)).arrival).toBeNull()
  })

  it("is the order's member's only: guests and no session 401, another member and unknown orders 404", async () => {
    const orderId = await curbsideOrder(t, member)
    expectError(await arrive(orderId, {}, {}), 401, 'SIGN_IN_REQUIRED')
    const other = await signInMember(t)
    expectError(await arrive(orderId, {}, other.headers), 404, 'ORDER_NOT_FOUND')
    expectError(await arrive('00000000-0000-4000-8000-000000000000'), 404, 'ORDER_NOT_FOUND')
    expectError(await arrive(orderId, {}, staff.headers), 401, 'SIGN_IN_REQUIRED')
    expect((await getOrder(t, member, orderId)).arrival).toBeNull()
  })
})
