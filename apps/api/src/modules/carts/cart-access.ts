import type { TCart } from '@deli/contracts'
import { isBasketExpired, TEXTS } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findStoreByMenuId } from '../stores/repository.ts'
import type { TStoreRow } from '../stores/tables.ts'
import { presentCart } from './present-cart.ts'
import { findCartRow, lockCartRow, touchCart } from './repository.ts'
import type { TCartRow } from './tables.ts'

export const cartNotFound = () => new AppError(404, 'CART_NOT_FOUND', 'We could not find that basket.')
/** A basket past its reset instant (the domain's basket expiry): 410 with the spec's timed-out message. */
export const cartExpired = () => new AppError(410, 'CART_EXPIRED', TEXTS.basketTimedOut)
export const CART_SUBMITTED_MESSAGE =
  'This basket has been submitted as an order and can no longer be changed. Start a new order to add items.'

/** What every basket operation gets: the caller's session, the app's database and config. */
export type TCartCaller = { db: TDatabase; config: TConfig; sessionId: string | null }

/**
 * The basket if it belongs to this session and is still active; any other basket does not exist
 * for the caller (404). A submitted basket is frozen (409 CART_SUBMITTED). Past its reset time it
 * is gone too: 410 with the spec's timed-out message.
 */
function assertOwnedActive(cart: TCartRow | undefined, sessionId: string | null, now: Date): TCartRow {
  if (!cart || !sessionId || cart.sessionId !== sessionId) throw cartNotFound()
  if (cart.status === 'submitted') throw new AppError(409, 'CART_SUBMITTED', CART_SUBMITTED_MESSAGE)
  if (cart.status !== 'active') throw cartNotFound()
  if (isBasketExpired(cart.resetAt, now.getTime())) throw cartExpired()
  return cart
}

export async function storeOfCart(db: TQueryable, cart: Pick<TCartRow, 'menuId'>): Promise<TStoreRow> {
  const store = await findStoreByMenuId(db, cart.menuId)
  if (!store) throw cartNotFound()
  return store
}

/** The caller's active basket row (no lock), or 404 / 410. */
export async function findOwnedCart(caller: TCartCaller, cartId: string): Promise<TCartRow> {
  return assertOwnedActive(await findCartRow(caller.db, cartId), caller.sessionId, new Date())
}

/** Reads the caller's basket (no lock) with its store. */
export async function readOwnedCart(caller: TCartCaller, cartId: string) {
  const cart = await findOwnedCart(caller, cartId)
  return { cart, store: await storeOfCart(caller.db, cart) }
}

export type TCartChange = { tx: TQueryable; cart: TCartRow; store: TStoreRow; now: Date }

/**
 * Runs one change of the caller's basket in a transaction holding the basket's row lock (so two
 * changes of one basket never interleave), pushes its reset time out, and answers the new Cart.
 * `change` may return column updates for the basket row.
 */
export async function changeOwnedCart(
  caller: TCartCaller,
  cartId: string,
  change: (context: TCartChange) => Promise<Partial<TCartRow> | undefined>,
): Promise<TCart> {
  return caller.db.transaction(async (tx) => {
    const now = new Date()
    const cart = assertOwnedActive(await lockCartRow(tx, cartId), caller.sessionId, now)
    const store = await storeOfCart(tx, cart)
    const updates = (await change({ tx, cart, store, now })) ?? {}
    const updated = await touchCart(tx, cartId, caller.config.CART_RESET_MINUTES, updates)
    if (!updated) throw cartNotFound()
    const storeNow = updated.menuId === store.menuId ? store : await storeOfCart(tx, updated)
    return presentCart(tx, updated, storeNow, now)
  })
}
