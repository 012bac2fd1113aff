import { beforeAll, expect } from 'vitest'
import { API, openCart, type TAny, type TSession } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import { joinGroup, startGroup } from './group-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  orderStore,
  readyCart,
  signInMember,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import { addSoftPasskey } from './passkey-helpers.ts'
import { withStoreClient } from './rewards-helpers.ts'

/**
 * The authorization matrix's row types and harness (ADR 013), shared by authorization-matrix.test.ts (the
 * owner matrix) and authorization-matrix-reports.test.ts: one app, one placed order of its owner's and
 * the callers who are not the owner.
 */

export type TCaller = 'owner' | 'another member' | 'a guest' | 'no session'
export type TIds = {
  cartId: string
  lineId: string
  orderId: string
  addressId: string
  menuId: string
  groupOrderId: string
  passkeyId: string
  /** A usual order ('My usual') of the order's owner. */
  usualOrderId: string
}
export type TRefusal = [status: number, code: string]
export type TRow = {
  route: string
  request: (ids: TIds) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: TAny }
  /** How a non-owner is refused: one refusal for all, or per caller. */
  refused: TRefusal | Partial<Record<Exclude<TCaller, 'owner'>, TRefusal>>
  /** The owner's basket is submitted first (a submission to track). */
  submitted?: boolean
  /**
   * An event stream: it never ends for the owner, so the owner's side is in order-events.test.ts
   * (the stream opens with the status and follows every change); here, the refusals.
   */
  isStream?: boolean
  /**
   * A group-order row: the thing is a group order (ADR 015), owned by its host (`host`) or by a member
   * who joined it (`participant`: the routes that are a participant's own).
   */
  group?: 'host' | 'participant'
  /** The owner has a passkey (ADR 067) to rename or remove. */
  passkey?: true
  /** A usual order's row: the thing is a usual order the order's owner keeps. */
  usual?: boolean
}

export const CART_REFUSED: TRefusal = [404, 'CART_NOT_FOUND']
export const MEMBER_ONLY = (notFound: TRefusal): TRow['refused'] => ({
  'another member': notFound,
  'a guest': [401, 'SIGN_IN_REQUIRED'],
  'no session': [401, 'SIGN_IN_REQUIRED'],
})
export const ADDRESS = {
  address: '1500 Main St',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  lat: 32.78,
  lng: -96.8,
}

export function today(): string {
  return new Date().toISOString().slice(0, 10).replaceAll('-', '')
}

export function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')
}

let t: TTestApp
let order: { orderId: string }
let orderOwner: TMember
let callers: Record<Exclude<TCaller, 'owner'>, Record<string, string>>

/**
 * Builds the matrix's app before the file's tests (call it at the top of a test file): a placed
 * order of the owner's kind, another member, a guest with a basket and no session.
 */
export function useOwnerMatrix(): {
  app: () => TTestApp
  callerHeaders: (caller: Exclude<TCaller, 'owner'>) => Record<string, string>
  expectOnlyOwnerGetsIn: (row: TRow) => Promise<void>
} {
  beforeAll(async () => {
    t = await build({ SLOT_CAPACITY: '1000', ...withStoreClient })
    // One placed order of the owner's kind is enough for the order rows (they change nothing).
    const buyer = await signInMember(t)
    const { cart } = await readyCart(t, buyer)
    const orderId = await submitWaiting(t, buyer, submitBody(cart.id, await cardToken(t)))
    await drain(t)
    order = { orderId }
    orderOwner = buyer
    const stranger = await signInMember(t)
    const guest = await openCart(t, { menu_id: orderStore().menu_id })
    callers = { 'another member': stranger.headers, 'a guest': guest.session.headers, 'no session': {} }
  })
  return { app: () => t, callerHeaders: (caller) => callers[caller], expectOnlyOwnerGetsIn }
}

/** Refused to everyone but the owner, the same way as an id that does not exist; still there for its owner. */
async function expectOnlyOwnerGetsIn(row: TRow): Promise<void> {
  const { owner: cartOwner, ids } = await prepare(row)
  const isOrderRow = row.usual || row.request(ids).url.includes('/orders')
  const owner = isOrderRow ? orderOwner : cartOwner
  for (const caller of ['another member', 'a guest', 'no session'] as const) {
    const refusal = Array.isArray(row.refused) ? row.refused : row.refused[caller]
    if (!refusal) throw new Error(`${row.route}: no refusal for ${caller}`)
    const request = row.request(ids)
    const response = await t.call({ ...request, headers: callers[caller] })
    expectError(response, refusal[0], refusal[1])
  }
  if (row.isStream) return
  // Still there for its owner, who gets in (a business answer at most, never a refusal of access).
  const response = await t.call({ ...row.request(ids), headers: owner.headers })
  expect(response.statusCode, `${row.route} as owner: ${JSON.stringify(response.json)}`).toBeLessThan(500)
  expect([401, 403, 404]).not.toContain(response.statusCode)
}

/** A fresh basket with one line and a saved address of a new owner, so every row starts clean. */
async function prepare(row: TRow): Promise<{ owner: TSession; ids: TIds }> {
  if (row.group) return prepareGroup(row.group)
  const owner = await signInMember(t)
  const menuId = orderStore().menu_id
  const { cart } = await readyCart(t, owner, { menuId })
  if (row.submitted) await submitWaiting(t, owner, submitBody(cart.id, await cardToken(t)))
  const line = await t.db.$client.query<{ id: number }>('select id from cart_lines where cart_id = $1', [
    cart.id,
  ])
  const saved = await t.call({
    method: 'POST',
    url: `${API}/members/addresses`,
    payload: ADDRESS,
    headers: owner.headers,
  })
  const addressId = String(saved.json.data.addresses[0].id)
  const passkeyId = row.passkey ? String((await addSoftPasskey(t, owner.headers)).list[0]?.id) : 'none'
  return {
    owner,
    ids: {
      cartId: cart.id,
      lineId: String(line.rows[0]?.id),
      orderId: order.orderId,
      addressId,
      menuId: String(menuId),
      groupOrderId: 'none',
      passkeyId,
      usualOrderId: row.usual ? await keepUsualOrder() : 'none',
    },
  }
}

/** The order owner's order kept afresh as a usual order; answers its id. */
async function keepUsualOrder(): Promise<string> {
  await t.db.$client.query('delete from usual_orders where user_id = $1', [orderOwner.userId])
  const kept = await t.call({
    method: 'POST',
    url: `${API}/members/usual-orders`,
    payload: { order_id: order.orderId, name: 'My usual' },
    headers: orderOwner.headers,
  })
  return String(kept.json.data.usual_orders[0].id)
}

/** A fresh host-pays group order of a new host, and (for a participant's row) a member who joined it. */
async function prepareGroup(kind: 'host' | 'participant'): Promise<{ owner: TSession; ids: TIds }> {
  const { host, cart, group, menuId } = await startGroup(t)
  const owner =
    kind === 'host' ? host : (await joinGroup(t, group.id, 'Pat Doe', await signInMember(t))).session
  const ids = {
    cartId: cart.id,
    lineId: 'none',
    orderId: 'none',
    addressId: 'none',
    menuId: String(menuId),
    usualOrderId: 'none',
  }
  return { owner, ids: { ...ids, groupOrderId: group.id, passkeyId: 'none' } }
}
