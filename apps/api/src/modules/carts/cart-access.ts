import type { TCart } from '@deli/contracts'
import { isBasketExpired, TEXTS } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { THeldItemsAt } from '../availability/index.ts'
import type { TDaypartWithSlug } from '../menus/index.ts'
import { sessionFoundFor, type TLiveSessionJson, type TPresentedSession } from '../sessions/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import {
  assertGroupRule,
  bumpCartGroup,
  resolveGroupAccess,
  type TCartAccess,
  type TCartRule,
} from './cart-group.ts'
import { lockCartForChange, type TNewCartLine, touchCartWithLines } from './change-repository.ts'
import { followHostBasket } from './group-baskets.ts'
import type { TKitchenWork } from './kitchen-repository.ts'
import { presentCart } from './present-cart.ts'
import { findCartRow, findCartWithStore, type TMenuProduct } from './repository.ts'
import type { TCartRow } from './tables.ts'

export type { TCartAccess, TCartRule } from './cart-group.ts'

export const cartNotFound = () => new AppError(404, 'CART_NOT_FOUND', 'We could not find that basket.')
/** A basket past its reset instant (the domain's basket expiry): 410 with the spec's timed-out message. */
export const cartExpired = () => new AppError(410, 'CART_EXPIRED', TEXTS.basketTimedOut)
export const CART_SUBMITTED_MESSAGE =
  'This basket has been submitted as an order and can no longer be changed. Start a new order to add items.'

/**
 * What every basket operation gets: the caller's session and its member (null: a guest; absent:
 * not read), the app's database and config.
 */
export type TCartCaller = { db: TDatabase; config: TConfig; sessionId: string | null; userId?: string | null }

/**
 * A change's caller as its route has it: the session its request presents, not yet read. The
 * basket's lock statement reads it (ADR 040: a change's own round trip for the session saved).
 */
export type TPresentedCaller = { db: TDatabase; config: TConfig; presented: TPresentedSession | null }

/** Who may change a basket: a caller with its session read, or one whose lock statement reads it. */
export type TCartChangeCaller = TCartCaller | TPresentedCaller

/**
 * The session a basket's statement read for a presented caller (null: none), kept alive on `db` (a
 * change's transaction, or the pool for a read).
 */
export async function sessionReadWith(
  db: TQueryable,
  found: TLiveSessionJson | null,
  presented: TPresentedSession | null,
): Promise<Pick<TCartCaller, 'sessionId' | 'userId'>> {
  const session = await sessionFoundFor(db, found, presented)
  return { sessionId: session?.id ?? null, userId: session?.userId ?? null }
}

/** The session a change's caller presents for its statement to read (null: its session is read). */
export const presentedOf = (caller: TCartChangeCaller): TPresentedSession | null =>
  'presented' in caller ? caller.presented : null

/** The caller's session: as read, or — presented — as its statement found it, kept alive on `db`. */
export async function sessionOfCaller(
  db: TQueryable,
  caller: TCartChangeCaller,
  found: TLiveSessionJson | null | undefined,
): Promise<Pick<TCartCaller, 'sessionId' | 'userId'>> {
  return 'presented' in caller ? sessionReadWith(db, found ?? null, caller.presented) : caller
}

/** What the access rules read of a basket row. */
type TCartState = Pick<TCartRow, 'sessionId' | 'status' | 'resetAt'>

/**
 * A basket that is still active: a submitted basket is frozen (409 CART_SUBMITTED); past its reset
 * time it is gone (410 with the spec's timed-out message); any other state does not exist (404).
 */
function assertActive<T extends TCartState>(cart: T, now: Date): T {
  if (cart.status === 'submitted') throw new AppError(409, 'CART_SUBMITTED', CART_SUBMITTED_MESSAGE)
  if (cart.status !== 'active') throw cartNotFound()
  if (isBasketExpired(cart.resetAt, now.getTime())) throw cartExpired()
  return cart
}

/** The basket if it belongs to this session and is still active; any other basket does not exist (404). */
export function assertOwnedActive<T extends TCartState>(
  cart: T | undefined,
  sessionId: string | null,
  now: Date,
): T {
  if (!cart || !sessionId || cart.sessionId !== sessionId) throw cartNotFound()
  return assertActive(cart, now)
}

/**
 * Who the caller is to this basket: its owner, or — for a basket in a group order — the host or a
 * participant (a host-pays participant uses the host's basket, ADR 015). Anyone else: 404.
 */
async function accessOf(
  db: TQueryable,
  cart: TCartRow | undefined,
  sessionId: string | null,
  now: Date,
): Promise<{ cart: TCartRow; access: TCartAccess }> {
  if (!cart || !sessionId) throw cartNotFound()
  if (!cart.groupOrderId) return { cart: assertOwnedActive(cart, sessionId, now), access: { kind: 'single' } }
  const access = await resolveGroupAccess(db, cart, sessionId)
  if (!access) throw cartNotFound()
  return { cart: assertActive(cart, now), access }
}

export async function storeOfCart(db: TQueryable, cart: Pick<TCartRow, 'menuId'>): Promise<TStoreRow> {
  const store = await findStoreByMenuId(db, cart.menuId)
  if (!store) throw cartNotFound()
  return store
}

/** The caller's own active basket row (no lock), or 404 / 410: owners only, never a participant. */
export async function findOwnedCart(caller: TCartCaller, cartId: string): Promise<TCartRow> {
  return assertOwnedActive(await findCartRow(caller.db, cartId), caller.sessionId, new Date())
}

/** Reads the caller's own basket (no lock) with its store, in one statement. */
export async function readOwnedCart(caller: TCartCaller, cartId: string) {
  const found = await findCartWithStore(caller.db, cartId)
  const cart = assertOwnedActive(found?.cart, caller.sessionId, new Date())
  if (!found?.store) throw cartNotFound()
  return { cart, store: found.store }
}

/**
 * Reads a basket the caller may see (no lock): its owner, or a participant of its group order; with
 * a `rule`, also checks the caller may make that kind of change (403 / 409 with a sentence).
 */
export async function readCart(caller: TCartCaller, cartId: string, rule?: TCartRule) {
  const now = new Date()
  const { cart, access } = await accessOf(
    caller.db,
    await findCartRow(caller.db, cartId),
    caller.sessionId,
    now,
  )
  if (rule) assertGroupRule(access, rule, now)
  return { cart, access, store: await storeOfCart(caller.db, cart) }
}

/** The host of a split group changed the handoff or time: the participants' baskets follow (spec §4). */
function changesHostsTerms(access: TCartAccess, updates: Partial<TCartRow>): boolean {
  if (access.kind !== 'group' || access.role !== 'host' || access.group.paymentType !== 'split') return false
  return ['handoff', 'address', 'timeMode', 'wantedAt'].some((column) => column in updates)
}

export type TCartChange = {
  tx: TQueryable
  cart: TCartRow
  store: TStoreRow
  now: Date
  access: TCartAccess
  /** The store's held items at `now`, read with the basket's lock (the answer reuses them). */
  held: THeldItemsAt
  /** The store's dayparts (ADR 060), read with the basket's lock. */
  dayparts: TDaypartWithSlug[]
  /** The store's kitchen work (ADR 065), read with the basket's lock: its plan for a chosen time's room. */
  kitchen: TKitchenWork
  /** With `options.productId`: that product on the basket's menu, read with the lock (null: not listed). */
  product: TMenuProduct | null
  /** With `options.productId`: the lines the basket holds before the change. */
  lineCount: number
  /** Adds a line: written by the statement that touches the basket and reads its lines back. */
  addLine: (line: Omit<TNewCartLine, 'cartId'>) => void
}

/**
 * Runs one change of a basket in a transaction holding the basket's row lock (so two changes of one
 * basket never interleave), pushes its reset time out, and answers the new Cart as the caller sees it.
 * `change` may return column updates for the basket row. In a group order, `rule` says who may make
 * the change (default: its owner, and the host — never a participant), and the group's version moves.
 */
export async function changeOwnedCart(
  caller: TCartChangeCaller,
  cartId: string,
  change: (context: TCartChange) => Promise<Partial<TCartRow> | undefined>,
  rule: TCartRule = { hostOnly: TEXTS.groupHostOnly },
  options: { productId?: number } = {},
): Promise<TCart> {
  return caller.db.transaction(async (tx) => {
    const now = new Date()
    // The basket's row lock, its store, the store's timing and holds (and the product, and a presented
    // caller's session) in one statement.
    const locked = await lockCartForChange(tx, cartId, now, options.productId ?? null, presentedOf(caller))
    const session = await sessionOfCaller(tx, caller, locked?.session)
    const { cart, access } = await accessOf(tx, locked?.cart, session.sessionId, now)
    assertGroupRule(access, rule, now)
    if (!locked?.store) throw cartNotFound()
    const { store, held, dayparts, timing, kitchen, product, lineCount } = locked
    let added: TNewCartLine | undefined
    const addLine = (line: Omit<TNewCartLine, 'cartId'>) => {
      added = { ...line, cartId }
    }
    const context = { tx, cart, store, now, access, held, dayparts, kitchen, product, lineCount, addLine }
    const updates = (await change(context)) ?? {}
    // The new row (and the added line) with its lines priced on its menu, in one statement.
    const touched = await touchCartWithLines(tx, cartId, caller.config.CART_RESET_MINUTES, updates, added)
    if (!touched) throw cartNotFound()
    await bumpCartGroup(tx, touched.cart)
    if (changesHostsTerms(access, updates)) await followHostBasket(tx, touched.cart, store)
    const known = {
      lines: touched.lines,
      prices: touched.prices,
      // The caller of a basket of one is its owner: its session's member owns the basket.
      ownerUserId: access.kind === 'single' ? session.userId : undefined,
    }
    if (touched.cart.menuId !== store.menuId)
      return presentCart(
        tx,
        caller.config,
        touched.cart,
        await storeOfCart(tx, touched.cart),
        now,
        access,
        known,
      )
    return presentCart(tx, caller.config, touched.cart, store, now, access, {
      ...known,
      held,
      timing,
      kitchen,
    })
  })
}
