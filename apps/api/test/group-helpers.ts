import { ZGroupOrderSchema } from '@deli/contracts'
import { localDay } from '@deli/domain'
import { expect } from 'vitest'
import {
  API,
  addSimple,
  asToken,
  cartUrl,
  expectCreated,
  openEveryDay,
  pickStore,
  type TAny,
  type TSession,
} from './cart-helpers.ts'
import { expectOk, type TJson } from './expect-envelope.ts'
import { sessionTokenOf, type TTestApp } from './helper.ts'
import { sellableProductId, signInMember, type TMember } from './order-helpers.ts'

export const GROUP_URL = `${API}/carts/group`
export const groupUrl = (id: string, suffix = '') => `${GROUP_URL}/${id}${suffix}`

/** A store open every day for pickup that offers split-payment group orders (`split`) or does not. */
export const groupStore = (split = false) =>
  pickStore((store) => openEveryDay(store) && store.services.pickup && store.services.groupsplitpay === split)
export const hostPaysStore = () => groupStore(false)
export const splitStore = () => groupStore(true)

/** A group order that matches the contract; returns it. */
export function expectGroup(group: TJson): TAny {
  const parsed = ZGroupOrderSchema.safeParse(group)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true)
  return group
}

/** A signed-in member's basket at `menuId` with one item. */
export async function hostBasket(t: TTestApp, host: TMember, menuId: number): Promise<TAny> {
  const created = expectCreated(
    await t.call({
      method: 'POST',
      url: `${API}/carts`,
      payload: { menu_id: menuId },
      headers: host.headers,
    }),
  )
  return addSimple(t, host, created.id, sellableProductId(menuId))
}

export type TGroupSetup = { host: TMember; cart: TAny; group: TAny; menuId: number }

/** A host member (Ada Lovelace) with a basket and an open group order on it. */
export async function startGroup(
  t: TTestApp,
  options: { paymentType?: 'host' | 'split'; body?: TAny } = {},
): Promise<TGroupSetup> {
  const paymentType = options.paymentType ?? 'host'
  const menuId = (paymentType === 'split' ? splitStore() : hostPaysStore()).menu_id
  const host = await signInMember(t, menuId)
  const cart = await hostBasket(t, host, menuId)
  const payload = {
    cart_id: cart.id,
    menu_id: menuId,
    payment_type: paymentType,
    handoff: 'pickup',
    ...options.body,
  }
  const response = await t.call({ method: 'POST', url: GROUP_URL, payload, headers: host.headers })
  const group = expectGroup(expectCreated(response))
  return { host, cart, group, menuId }
}

/** Joins a group under `name`: with `session` as that session, else as a new guest (the issued token). */
export async function joinGroup(
  t: TTestApp,
  groupId: string,
  name: string,
  session?: TSession,
): Promise<{ session: TSession; group: TAny }> {
  const response = await t.call({
    method: 'POST',
    url: groupUrl(groupId, '/join'),
    payload: { name },
    headers: session?.headers ?? {},
  })
  const group = expectGroup(expectOk(response))
  // The web channel gets its new session as the deli_session cookie only (no token header for browsers).
  const token = sessionTokenOf(response) ?? session?.token ?? ''
  expect(token.length).toBeGreaterThan(0)
  return { session: session ?? { token, headers: asToken(token) }, group }
}

export const getGroup = (t: TTestApp, groupId: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: groupUrl(groupId), headers })

/** Adds one item of the store's first sellable product to a basket as `session`. */
export const addItem = (t: TTestApp, session: TSession, cartId: string, menuId: number, quantity = 1) =>
  addSimple(t, session, cartId, sellableProductId(menuId), quantity)

/** Moves a group's deadline into the past, straight in the database (the clock cannot be moved). */
export async function passDeadline(t: TTestApp, groupId: string): Promise<void> {
  await t.db.$client.query(
    `update group_orders set deadline_at = now() - interval '1 minute', version = version + 1 where id = $1`,
    [groupId],
  )
}

export const cartOf = (t: TTestApp, session: TSession, cartId: string) =>
  t.call({ method: 'GET', url: cartUrl(cartId), headers: session.headers })

/** The manager closed a group's store (its `location`) for today with `message`: it is closed now. */
export async function closeStoreToday(
  t: TTestApp,
  store: { id: number; timezone: string },
  message: string,
): Promise<void> {
  await t.db.$client.query('INSERT INTO store_closures (store_id, day, message) VALUES ($1, $2, $3)', [
    store.id,
    localDay(new Date(), store.timezone),
    message,
  ])
}

/** The stores closed by closeStoreToday open again. */
export async function reopenStores(t: TTestApp, storeIds: number[]): Promise<void> {
  await t.db.$client.query('DELETE FROM store_closures WHERE store_id = ANY($1)', [storeIds])
}
