import { randomUUID } from 'node:crypto'
import { demoCatalog, demoStores } from '@deli/demo-data'
import { localDay, midDayTimeZone } from '@deli/domain'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { FIRE_ORDER_JOB } from '../src/modules/orders/index.ts'
import {
  API,
  addSimple,
  cartUrl,
  expectCreated,
  getCart,
  openCart,
  openEveryDay,
  pickStore,
  type TAny,
  type TSession,
} from './cart-helpers.ts'
import { expectOk, type TJson } from './expect-envelope.ts'
import type { TTestApp } from './helper.ts'

export const SUBMIT_URL = '/api/submit-background'
export const APPROVE_CARD = '4242 4242 4242 4242'
export const DECLINE_CARD = '4000 0000 0000 0002'
export const ERROR_CARD = '4000 0000 0000 0119'

/** A signed-in member: a real session (issued by POST carts) that the database marks as the member's. */
export type TMember = TSession & { userId: string; email: string }

/** A store open for pickup every day with curbside too, so a slot tomorrow always exists. */
export const orderStore = () => pickStore((store) => openEveryDay(store) && store.services.curbside)

/**
 * Puts the store in a time zone where it is now mid-day (domain `midDayTimeZone`), in this test file's
 * own database, before anything reads it: what the file asserts of ASAP quotes, the kitchen's plan and
 * the board's next hour then holds whatever the hour the suite runs at. Answers the zone.
 */
export async function putStoreAtMidDay(t: TTestApp, storeId: number): Promise<string> {
  const timezone = midDayTimeZone()
  await t.db.$client.query('update stores set timezone = $2 where id = $1', [storeId, timezone])
  return timezone
}

/** Creates a member row and a session signed in as that member (no sign-in flow: that is the members module's). */
export async function signInMember(t: TTestApp, menuId = orderStore().menu_id): Promise<TMember> {
  const email = `member-${randomUUID()}@example.com`
  const { rows } = await t.db.$client.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, phone)
     values ($1, 'not-a-real-hash', 'Ada', 'Lovelace', '2145550100') returning id`,
    [email],
  )
  const userId = rows[0]?.id
  if (!userId) throw new Error('no user')
  const { cart, session } = await openCart(t, { menu_id: menuId })
  await t.db.$client.query(
    'update sessions set user_id = $1 where id = (select session_id from carts where id = $2)',
    [userId, cart.id],
  )
  return { ...session, userId, email }
}

/** Orders the basket ahead at the first slot of the first day after today; answers the slot. */
export async function scheduleAhead(t: TTestApp, session: TSession, cartId: string): Promise<string> {
  const cart = await getCart(t, session, cartId)
  const day = cart.time.days.find((candidate: string) => candidate > localDay(new Date(), cart.time.timezone))
  return scheduleOn(t, session, cartId, day)
}

/** Orders the basket at the first slot of `day` (one of its `time.days`); answers the slot. */
export async function scheduleOn(
  t: TTestApp,
  session: TSession,
  cartId: string,
  day: string,
): Promise<string> {
  const url = cartUrl(cartId, `/times?day=${day}`)
  const [slot] = expectOk(await t.call({ method: 'GET', url, headers: session.headers })).times
  const payload = { mode: 'advance', wanted: slot }
  expectOk(await t.call({ method: 'PUT', url: cartUrl(cartId, '/time'), payload, headers: session.headers }))
  return slot as string
}

/** A member's basket at `menuId` with one item, ordered ahead (tomorrow's first slot). */
export async function readyCart(
  t: TTestApp,
  member: TMember,
  options: { menuId?: number; productId?: number; quantity?: number } = {},
): Promise<{ cart: TAny; slot: string }> {
  const menuId = options.menuId ?? orderStore().menu_id
  const response = await t.call({
    method: 'POST',
    url: `${API}/carts`,
    payload: { menu_id: menuId },
    headers: member.headers,
  })
  const created = expectCreated(response)
  await addSimple(
    t,
    member,
    created.id,
    options.productId ?? sellableProductId(menuId),
    options.quantity ?? 2,
  )
  const slot = await scheduleAhead(t, member, created.id)
  return { cart: await getCart(t, member, created.id), slot }
}

/** A mealtime product (not utensils) that the store sells. */
export function sellableProductId(menuId: number): number {
  const store = demoStores.find((candidate) => candidate.menu_id === menuId)
  const product = demoCatalog
    .filter((category) => category.superCategory === 'mealtime')
    .flatMap((category) => category.products)
    .find(
      (candidate) =>
        !/utensils/i.test(candidate.name) && !store?.unavailableProductIds.includes(candidate.product_id),
    )
  if (!product) throw new Error('no sellable product')
  return product.product_id
}

/** Tokenises a test card; answers the token. */
export async function cardToken(t: TTestApp, number = APPROVE_CARD): Promise<string> {
  const payload = { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' }
  const response = await t.call({ method: 'POST', url: `${API}/payments/test-cards`, payload })
  return expectCreated(response).token
}

export const submitBody = (cartId: string, token: string | null, overrides: TAny = {}) => ({
  id: cartId,
  data: {
    payments: [token ? { type: 'card', token } : { type: 'instore' }],
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '2145550100',
    ...overrides,
  },
})

export const submit = (t: TTestApp, session: TSession | null, body: TAny, headers: TAny = {}) =>
  t.call({
    method: 'POST',
    url: SUBMIT_URL,
    payload: body,
    headers: { ...(session?.headers ?? {}), ...headers },
  })

export const track = (t: TTestApp, session: TSession, cartId: string) =>
  t.call({ method: 'GET', url: cartUrl(cartId, '/submit/track'), headers: session.headers })

/** Submits and answers the order id of the waiting submission. */
export async function submitWaiting(t: TTestApp, session: TSession, body: TAny): Promise<string> {
  const data = expectOk(await submit(t, session, body))
  expect(data.status).toBe('waiting')
  return data.id as string
}

/** Runs the queued jobs in-process (deterministic: no polling, retries without their delay). */
export const drain = (t: TTestApp) => t.app.jobs.drain()

/**
 * The clock moves on to an order's fire time (ADR 066): its `fire_at` is now, and its fire job runs.
 * An order placed ahead waits as scheduled until then; tests about what follows fire it first.
 */
export async function fireNow(t: TTestApp, orderId: string): Promise<void> {
  // A drain runs jobs before their start time: the order's own job ran already and found it early.
  // This is that job again, at its time.
  await t.db.transaction(async (tx) => {
    await tx.execute(
      sql`update orders set fire_at = now() where id = ${orderId} and status in ('scheduled', 'held')`,
    )
    await t.app.jobs.send(FIRE_ORDER_JOB, { orderId }, { tx })
  })
  await drain(t)
}

export async function getOrder(t: TTestApp, session: TSession, orderId: string): Promise<TJson> {
  return expectOk(await t.call({ method: 'GET', url: `${API}/orders/${orderId}`, headers: session.headers }))
}

/** Rows of a table for one key, straight from the database (what the API must not show). */
export async function countRows(t: TTestApp, query: string, values: unknown[]): Promise<number> {
  const { rows } = await t.db.$client.query<{ count: string }>(query, values)
  return Number(rows[0]?.count ?? 0)
}

export const chargesOf = (t: TTestApp, orderId: string) =>
  countRows(
    t,
    `select count(*) from test_gateway_charges where idempotency_key = $1 and outcome = 'succeeded'`,
    [orderId],
  )
export const ordersOfCart = (t: TTestApp, cartId: string) =>
  countRows(t, 'select count(*) from orders where cart_id = $1', [cartId])
export const bookingsOfCart = (t: TTestApp, cartId: string) =>
  countRows(t, 'select count(*) from slot_bookings where cart_id = $1', [cartId])

export const CURBSIDE_CAR = { make: 'Subaru', model: 'Outback', color: 'Green' }

/**
 * A member's received order, answering its id: paid by card (or in store with `isPaid: false`), for
 * pickup or curbside (the car given at checkout), with the checkout contact's fields overridden.
 */
export async function placeOrder(
  t: TTestApp,
  member: TMember,
  options: { isPaid?: boolean; isCurbside?: boolean; contact?: TAny; isFired?: boolean } = {},
): Promise<string> {
  const { cart } = await readyCart(t, member)
  if (options.isCurbside) {
    expectOk(
      await t.call({
        method: 'PUT',
        url: cartUrl(cart.id, '/handoff'),
        payload: { handoffMode: 'curbside' },
        headers: member.headers,
      }),
    )
  }
  const token = options.isPaid === false ? null : await cardToken(t)
  const car = options.isCurbside ? { car: CURBSIDE_CAR } : {}
  const orderId = await submitWaiting(t, member, submitBody(cart.id, token, { ...car, ...options.contact }))
  await drain(t)
  if (options.isFired !== false) await fireNow(t, orderId)
  return orderId
}

/** A member's received curbside order (paid by card, the car given at checkout); answers its id. */
export const curbsideOrder = (t: TTestApp, member: TMember) => placeOrder(t, member, { isCurbside: true })
