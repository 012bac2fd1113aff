import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'
import { API } from './cart-helpers.ts'
import { openStream } from './event-stream-client.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp, WEB_CLIENT } from './helper.ts'
import {
  cardToken,
  drain,
  fireNow,
  orderStore,
  readyCart,
  signInMember,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/** Node A answers the writes (app.inject); node B, on the same database, serves the live streams over HTTP. */
let t: TTestApp
let nodeB: FastifyInstance
let nodeBDb: TDatabase
let origin: string
const storeId = orderStore().id
const otherStoreId = storeId === 2 ? 3 : 2
let staff: TStaffSession
let member: TMember
const key = `app_name=${WEB_CLIENT.appName}&api_key=${WEB_CLIENT.key}`

beforeAll(async () => {
  t = await build()
  if (!t.config.DATABASE_URL) throw new Error('the test app has no DATABASE_URL')
  nodeBDb = createDatabase(t.config.DATABASE_URL, { max: 2 })
  nodeB = await buildApp({ config: t.config, db: nodeBDb, web: false, logger: false })
  origin = await nodeB.listen({ port: 0, host: '127.0.0.1' })
  afterAll(async () => {
    await nodeB.close()
    await nodeBDb.$client.end()
  })
  staff = await signInStaff(t, 'staff', [storeId])
  member = await signInMember(t)
})

async function placedOrder() {
  const { cart } = await readyCart(t, member)
  const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t)))
  await drain(t)
  // Placed ahead, it waits as scheduled until its fire time (ADR 066): the kitchen has it now.
  await fireNow(t, orderId)
  return orderId
}
const move = (orderId: string, status: string) =>
  t.call({
    method: 'PUT',
    url: `${API}/staff/orders/${orderId}/status`,
    payload: { status },
    headers: staff.headers,
  })

describe('GET /api/v1/staff/stores/{storeId}/events (server-sent events through LISTEN/NOTIFY)', () => {
  it("pushes a new order and each change, written on another node, to the store's board within 2 s", async () => {
    const stream = await openStream(`${origin}${API}/staff/stores/${storeId}/events?${key}`, staff.headers)
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream')
    expect((await stream.next('ready')).data).toEqual({ store_id: storeId })
    const orderId = await placedOrder()
    let event = await stream.next('order')
    while (event.data.status !== 'received') event = await stream.next('order')
    expect(event.data).toEqual({ order_id: orderId, store_id: storeId, status: 'received' })
    expectOk(await move(orderId, 'in_progress'))
    expect((await stream.next('order')).data).toEqual({
      order_id: orderId,
      store_id: storeId,
      status: 'in_progress',
    })
    stream.close()
  })

  it('refuses before streaming: no key 401, guest or member 401, another store 403, in the envelope', async () => {
    const url = `${origin}${API}/staff/stores/${storeId}/events`
    const refused = async (path: string, headers: Record<string, string>, status: number, code: string) => {
      const response = await fetch(path, { headers })
      expectError({ statusCode: response.status, json: await response.json() }, status, code)
    }
    await refused(url, staff.headers, 401, 'API_KEY_INVALID')
    await refused(`${url}?app_name=web&api_key=wrong`, staff.headers, 401, 'API_KEY_INVALID')
    await refused(`${url}?${key}`, {}, 401, 'SIGN_IN_REQUIRED')
    await refused(`${url}?${key}`, member.headers, 401, 'SIGN_IN_REQUIRED')
    await refused(
      `${origin}${API}/staff/stores/${otherStoreId}/events?${key}`,
      staff.headers,
      403,
      'FORBIDDEN',
    )
    await refused(`${origin}${API}/staff/stores/nope/events?${key}`, staff.headers, 400, 'VALIDATION_FAILED')
  })
})

describe('GET /api/v1/orders/{orderId}/events (the guest’s live status)', () => {
  it('answers the status at once and every change as staff move the order', async () => {
    const orderId = await placedOrder()
    const stream = await openStream(`${origin}${API}/orders/${orderId}/events?${key}`, member.headers)
    expect((await stream.next('status')).data).toEqual({
      order_id: orderId,
      store_id: storeId,
      status: 'received',
    })
    for (const status of ['in_progress', 'ready', 'completed']) {
      expectOk(await move(orderId, status))
      expect((await stream.next('status')).data.status).toBe(status)
    }
    stream.close()
  })

  it("is the order's member's only: guests 401, another member 404", async () => {
    const orderId = await placedOrder()
    const url = `${origin}${API}/orders/${orderId}/events?${key}`
    const guest = await fetch(url)
    expectError({ statusCode: guest.status, json: await guest.json() }, 401, 'SIGN_IN_REQUIRED')
    const other = await signInMember(t)
    const response = await fetch(url, { headers: other.headers })
    expectError({ statusCode: response.status, json: await response.json() }, 404, 'ORDER_NOT_FOUND')
  })
})
