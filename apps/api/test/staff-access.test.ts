import { demoStores } from '@deli/demo-data'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'
import { EVENT_STREAMS_PER_SESSION } from '../src/platform/event-stream.ts'
import { API } from './cart-helpers.ts'
import { openStream } from './event-stream-client.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { apiHeaders, build, KIOSK_CLIENT, staffTokenOf, type TTestApp, WEB_CLIENT } from './helper.ts'
import { invitationCalls } from './invitation-helpers.ts'
import {
  cardToken,
  drain,
  orderStore,
  readyCart,
  sellableProductId,
  signInMember,
  submitBody,
  submitWaiting,
} from './order-helpers.ts'
import {
  STAFF_PASSWORD,
  STAFF_TOTP_SECRET,
  signInStaff,
  staffLogIn,
  type TStaffSession,
  totpCode,
} from './staff-helpers.ts'

/**
 * Staff access ends when it should (ADR 044): a removed account's invitations, live streams that close
 * with the access they were opened under and are bounded per session, and tokens that never reach a
 * page script. Node A answers the writes (app.inject); node B, on the same database, serves the streams.
 */

const APP_CLIENT = { appName: 'app', key: 'test-app-key-123456' }
const clients = [WEB_CLIENT, KIOSK_CLIENT, APP_CLIENT].map((c) => `${c.appName}:${c.key}`).join(',')
let t: TTestApp
let nodeB: FastifyInstance
let nodeBDb: TDatabase
let origin: string
let admin: TStaffSession
const storeId = orderStore().id
const key = `app_name=${WEB_CLIENT.appName}&api_key=${WEB_CLIENT.key}`
const PASSWORD = 'Pastrami-on-rye-77'

beforeAll(async () => {
  t = await build({ API_KEYS: clients, AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  if (!t.config.DATABASE_URL) throw new Error('the test app has no DATABASE_URL')
  nodeBDb = createDatabase(t.config.DATABASE_URL, { max: 2 })
  nodeB = await buildApp({ config: t.config, db: nodeBDb, web: false, logger: false })
  origin = await nodeB.listen({ port: 0, host: '127.0.0.1' })
  afterAll(async () => {
    await nodeB.close()
    await nodeBDb.$client.end()
  })
  admin = await signInStaff(t, 'admin')
})

const board = (staff: TStaffSession) =>
  openStream(`${origin}${API}/staff/stores/${storeId}/events?${key}`, staff.headers)
const removeAccount = (id: string) =>
  t.call({ method: 'DELETE', url: `${API}/staff/accounts/${id}`, headers: admin.headers })

describe('removing a staff account', () => {
  it('withdraws the invitations it sent that are still pending; an accepted one keeps its account', async () => {
    const manager = await signInStaff(t, 'manager', [storeId])
    const calls = invitationCalls(() => t, { storeId, inviter: () => manager, password: PASSWORD })
    const pending = await calls.invited()
    const accepted = await calls.invited()
    const newcomer = expectOk(await calls.accept(accepted.token))

    expectOk(await removeAccount(manager.id))
    expectError(await calls.preview(pending.token), 410, 'INVITATION_REVOKED')
    expectError(await calls.accept(pending.token), 410, 'INVITATION_REVOKED')
    expectOk(await staffLogIn(t, newcomer.email, PASSWORD))
    const { rows } = await t.db.$client.query<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from staff_invitations where id = $1',
      [accepted.id],
    )
    expect(rows).toEqual([{ revoked: false }])
  })
})

describe('live streams end with the access they were opened under', () => {
  it("a staff member's sign-out closes their board stream at once; another session's stays", async () => {
    const staff = await signInStaff(t, 'staff', [storeId])
    const tablet = await board(staff)
    await tablet.next('ready')
    const tabletSession = await sessionIdOf(staff)
    const phoneLogIn = await staffLogIn(t, staff.email, STAFF_PASSWORD)
    const phone = await board({ ...staff, headers: { 'staff-token': String(staffTokenOf(phoneLogIn)) } })
    await phone.next('ready')
    const phoneSession = (await sessionIdsOf(staff)).find((id) => id !== tabletSession)

    expectOk(await t.call({ method: 'POST', url: `${API}/staff/logout`, headers: staff.headers }))
    expect(await tablet.endsWithin()).toBe(true)
    // Both notifications would have come in the one that ended the tablet's: the phone's is still open.
    expect(nodeB.orderEvents.streams.countFor(`staff-session:${phoneSession}`)).toBe(1)
    phone.close()
  })

  it('removing the account closes every stream of it; reconnecting is refused', async () => {
    const staff = await signInStaff(t, 'staff', [storeId])
    const stream = await board(staff)
    await stream.next('ready')
    expectOk(await removeAccount(staff.id))
    expect(await stream.endsWithin()).toBe(true)
    expect((await board(staff)).response.status).toBe(401)
  })

  it('a change of role or stores closes the streams; the new access is checked on reconnect', async () => {
    const manager = await signInStaff(t, 'manager', [storeId])
    const first = await board(manager)
    await first.next('ready')
    await t.db.$client.query("update staff_accounts set role = 'staff' where id = $1", [manager.id])
    expect(await first.endsWithin()).toBe(true)
    const second = await board(manager)
    await second.next('ready')
    await t.db.$client.query('delete from staff_stores where staff_id = $1', [manager.id])
    expect(await second.endsWithin()).toBe(true)
    expect((await board(manager)).response.status).toBe(403)
  })

  it("a member's sign-out closes their order's stream", async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t)))
    await drain(t)
    const stream = await openStream(`${origin}${API}/orders/${orderId}/events?${key}`, member.headers)
    await stream.next('status')
    expectOk(await t.call({ method: 'POST', url: `${API}/users/logout`, headers: member.headers }))
    expect(await stream.endsWithin()).toBe(true)
  })

  it(`a session holds at most ${EVENT_STREAMS_PER_SESSION} streams on a node: the oldest closes when another opens`, async () => {
    const staff = await signInStaff(t, 'staff', [storeId])
    const streams = []
    for (let i = 0; i <= EVENT_STREAMS_PER_SESSION; i++) {
      const stream = await board(staff)
      await stream.next('ready')
      streams.push(stream)
    }
    const [oldest, ...rest] = streams
    expect(await oldest?.endsWithin()).toBe(true)
    expect(nodeB.orderEvents.streams.countFor(`staff-session:${await sessionIdOf(staff)}`)).toBe(
      EVENT_STREAMS_PER_SESSION,
    )
    for (const stream of rest) stream.close()
  })
})

describe('every store-side change is recorded: who, which store, what, when', () => {
  it("a manager's holds, timing, closures, hours, capacity and kiosks each leave one staff action", async () => {
    const store = demoStores.find((candidate) => candidate.id === storeId)
    if (!store) throw new Error('no store')
    const manager = await signInStaff(t, 'manager', [storeId])
    const base = `${API}/staff/stores/${storeId}`
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')
    const productId = sellableProductId(store.menu_id)
    const calls: { method: 'PUT' | 'DELETE' | 'POST'; url: string; payload?: object }[] = [
      { method: 'PUT', url: `${base}/holds`, payload: { kind: 'product', id: productId, length: 'today' } },
      { method: 'DELETE', url: `${base}/holds/product/${productId}` },
      { method: 'PUT', url: `${base}/timing`, payload: { asap_paused: false, extra_lead_minutes: 0 } },
      { method: 'PUT', url: `${base}/closures/${day}`, payload: { message: 'Inventory day' } },
      { method: 'DELETE', url: `${base}/closures/${day}` },
      { method: 'PUT', url: `${base}/hours/pickup`, payload: { periods: store.hours.pickup } },
      { method: 'PUT', url: `${base}/capacity`, payload: { slot_capacity: null } },
      { method: 'POST', url: `${base}/kiosks`, payload: { name: 'Counter' } },
    ]
    for (const call of calls) expectOk(await t.call({ ...call, headers: manager.headers }))
    const { rows: kiosks } = await t.db.$client.query<{ id: string }>(
      'select id from kiosks where created_by = $1',
      [manager.id],
    )
    const kioskId = kiosks[0]?.id
    expectOk(
      await t.call({ method: 'DELETE', url: `${API}/staff/kiosks/${kioskId}`, headers: manager.headers }),
    )
    const { rows } = await t.db.$client.query(
      `select staff_name, store_id, action, subject, created_at <= now() as dated
         from staff_actions where staff_id = $1 order by created_at, action`,
      [manager.id],
    )
    const recorded = (action: string, subject: string | null) => ({
      staff_name: 'Test manager',
      store_id: storeId,
      action,
      subject,
      dated: true,
    })
    expect(rows).toEqual([
      recorded('item.hold', `product:${productId}`),
      recorded('item.release', `product:${productId}`),
      recorded('store.timing', null),
      recorded('store.close-day', day),
      recorded('store.reopen-day', day),
      recorded('store.hours', 'pickup'),
      recorded('store.capacity', null),
      recorded('kiosk.set-up', kioskId ?? ''),
      recorded('kiosk.remove', kioskId ?? ''),
    ])
    // A hold and its release carry the item's name, so the store's activity reads it (ADR 044).
    const { rows: named } = await t.db.$client.query(
      `select detail->>'name' as name from staff_actions
        where staff_id = $1 and action like 'item.%' order by created_at, action`,
      [manager.id],
    )
    const { rows: product } = await t.db.$client.query('select name from products where id = $1', [productId])
    expect(named).toEqual([{ name: product[0]?.name }, { name: product[0]?.name }])
    expect(product[0]?.name).toEqual(expect.any(String))
  })
})

describe('staff and kiosk tokens never reach a page script', () => {
  const logIn = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/staff/login`,
      payload: { email: admin.email, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
      headers,
    })

  it('the storefront channel gets the HttpOnly cookie only; an app (no Fetch Metadata) also the header', async () => {
    const web = await logIn(apiHeaders())
    expect(web.statusCode).toBe(200)
    expect(web.headers['x-staff-token']).toBeUndefined()
    expect(String(web.headers['set-cookie'])).toMatch(/deli_staff=[^;]+;.*HttpOnly/i)

    const pageScript = await logIn({
      ...apiHeaders(APP_CLIENT),
      'sec-fetch-mode': 'cors',
      'sec-fetch-site': 'same-origin',
    })
    expect(pageScript.statusCode).toBe(200)
    expect(pageScript.headers['x-staff-token']).toBeUndefined()

    const app = await logIn(apiHeaders(APP_CLIENT))
    const token = app.headers['x-staff-token']
    expect(typeof token).toBe('string')
    expectOk(
      await t.call({ method: 'GET', url: `${API}/staff/me`, headers: { 'staff-token': String(token) } }),
    )
  })

  it('setting a kiosk up answers no x-kiosk-token to a browser, only the HttpOnly cookie; an app gets it', async () => {
    const manager = await signInStaff(t, 'manager', [storeId])
    const setUp = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/staff/stores/${storeId}/kiosks`,
        payload: { name: 'Front counter' },
        headers: { ...headers, ...manager.headers },
      })
    const web = await setUp(apiHeaders())
    expect(web.statusCode).toBe(200)
    expect(web.headers['x-kiosk-token']).toBeUndefined()
    expect(String(web.headers['set-cookie'])).toMatch(/deli_kiosk=[^;]+;.*HttpOnly/i)
    const browserApp = await setUp({ ...apiHeaders(KIOSK_CLIENT), 'sec-fetch-mode': 'cors' })
    expect(browserApp.headers['x-kiosk-token']).toBeUndefined()
    const kioskApp = await setUp(apiHeaders(KIOSK_CLIENT))
    expect(typeof kioskApp.headers['x-kiosk-token']).toBe('string')
  })
})

async function sessionIdsOf(staff: TStaffSession): Promise<string[]> {
  const { rows } = await t.db.$client.query<{ id: string }>(
    'select id from staff_sessions where staff_id = $1',
    [staff.id],
  )
  return rows.map((row) => row.id)
}

async function sessionIdOf(staff: TStaffSession): Promise<string> {
  const ids = await sessionIdsOf(staff)
  expect(ids).toHaveLength(1)
  return ids[0] ?? ''
}
