import type { TStaffRole } from '@deli/contracts'
import { demoCatalog, demoStores } from '@deli/demo-data'
import { lineKind, type TLineKind } from '@deli/domain'
import { API, addSimple, getCart, openCart, type TAny } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import type { TTestApp } from './helper.ts'
import { orderStore, scheduleAhead, signInMember, type TMember } from './order-helpers.ts'
import { signInStaff } from './staff-helpers.ts'

export const STORE_CLIENT = { appName: 'store', key: 'test-store-staff-key-123456' }
/** The store app's channel headers: they identify the app, never who acts (ADR 044). */
export const storeHeaders = { 'x-app-name': STORE_CLIENT.appName, 'x-api-key': STORE_CLIENT.key }
/** Test app overrides: the web and kiosk clients plus a store's API client. */
export const withStoreClient = {
  API_KEYS: `web:test-web-key-123456,kiosk:test-kiosk-key-123456,${STORE_CLIENT.appName}:${STORE_CLIENT.key}`,
}

/**
 * A store's app (client `store`) with a staff member of `storeId` signed in on it (ADR 044): store-side
 * calls act as that identified staff member, at their stores only.
 */
export async function storeAppStaff(t: TTestApp, storeId = orderStore().id, role: TStaffRole = 'staff') {
  const staff = await signInStaff(t, role, [storeId])
  return { ...staff, headers: { ...storeHeaders, ...staff.headers } }
}

/** The first product of a kind the order store sells, with its base price (no required choices' cost). */
export function productOfKind(kind: TLineKind, menuId = orderStore().menu_id) {
  const store = demoStores.find((candidate) => candidate.menu_id === menuId)
  for (const category of demoCatalog) {
    for (const product of category.products) {
      if (store?.unavailableProductIds.includes(product.product_id)) continue
      if (lineKind({ categorySlug: category.slug, name: product.name }) === kind) return product
    }
  }
  throw new Error(`no ${kind} on menu ${menuId}`)
}

/** A signed-in member with `points`, past the welcome offer's 30 days unless `isNew`. */
export async function memberWithPoints(t: TTestApp, points: number, options: { isNew?: boolean } = {}) {
  const member = await signInMember(t)
  await t.db.$client.query(
    `update users set points = $2, created_at = case when $3 then created_at else now() - interval '40 days' end where id = $1`,
    [member.userId, points, options.isNew ?? false],
  )
  return member
}

/** A member's new basket at the order store holding one of each kind given, ordered ahead. */
export async function basketWith(t: TTestApp, member: TMember, kinds: TLineKind[]): Promise<TAny> {
  const { cart } = await openCart(t, { menu_id: orderStore().menu_id }, member.headers)
  for (const kind of kinds) await addSimple(t, member, cart.id, productOfKind(kind).product_id)
  await scheduleAhead(t, member, cart.id)
  return getCart(t, member, cart.id)
}

export const redeem = (t: TTestApp, headers: Record<string, string>, payload: TAny) =>
  t.call({ method: 'POST', url: `${API}/rewards/redeem`, payload, headers })

export const rewardsOf = async (t: TTestApp, member: TMember) =>
  expectOk(await t.call({ method: 'GET', url: `${API}/rewards`, headers: member.headers }))

export async function balanceOf(t: TTestApp, userId: string): Promise<number> {
  const { rows } = await t.db.$client.query<{ points: number }>('select points from users where id = $1', [
    userId,
  ])
  return rows[0]?.points ?? Number.NaN
}

/** The line of a basket holding a product of `kind`. */
export const lineOfKind = (cart: TAny, kind: TLineKind) =>
  cart.products.find((line: TAny) => line.product_id === productOfKind(kind).product_id)
