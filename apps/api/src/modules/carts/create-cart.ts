import type { TCart, TCartAddress, THandoffMode, TOrderChannel } from '@deli/contracts'
import { isDeliveryHandoff } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError, notFound } from '../../platform/errors.ts'
import type { TNewGuestSession } from '../sessions/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { knownStore, readStoreForNewCart } from './known-stores.ts'
import { insertCartAtStore, type TNewCart, type TWrittenCart } from './new-cart-repository.ts'
import { presentCart } from './present-cart.ts'
import type { priceLine } from './product-line.ts'
import {
  assertDeliversTo,
  assertHandoffOffered,
  assertStoreTakesOrders,
  defaultHandoff,
} from './store-rules.ts'
import { cartLines, type TSalesChannel } from './tables.ts'

export const DELIVERY_NEEDS_ADDRESS =
  'Delivery needs an address: set it with PUT carts/{cartId}/handoff/delivery.'

/** A line priced by `product-line.ts`, ready to be stored with a new basket. */
export type TPricedLine = ReturnType<typeof priceLine>

/** Who opens the basket: a session, or a new guest's, written with the basket. */
type TCaller = { id: string; userId: string | null } | TNewGuestSession

type TCreateCart = {
  db: TQueryable
  config: TConfig
  /**
   * The caller's session and its member, asked for only once the basket is known to be acceptable: a
   * new guest's is written with the basket, in one statement (ADR 013, amended).
   */
  session: () => Promise<TCaller>
  menuId: number
  channel: TOrderChannel
  /** Where the basket is opened (ADR 061; default: the storefront). */
  salesChannel?: TSalesChannel
  handoffMode?: THandoffMode
  address?: TCartAddress
  lines?: TPricedLine[]
}

/** How many times a basket is judged against a store that keeps changing before giving up. */
const MAX_STORE_READS = 3

/**
 * Opens a basket on a store's menu for a session (spec §4 Location selection: "one is created"), the
 * one way a basket comes to exist: `POST carts` and re-order (`orders/repeat-order.ts`, which passes
 * its transaction, the order's delivery address and its repriced lines) both call it. The store is
 * the one this node knows, else read; the basket's insert writes only if the store's row is still that
 * version, and a changed store is read and judged again (ADR 013, amended).
 */
export async function createCart(options: TCreateCart): Promise<TCart> {
  const { db } = options
  const now = new Date()
  let found = knownStore(options.menuId)
  // A remembered store may have changed: it is read again before it refuses a basket.
  let remembered = found !== undefined
  let caller: TCaller | undefined
  for (let reads = 0; reads < MAX_STORE_READS; ) {
    if (!found) {
      found = await readStoreForNewCart(db, options.menuId)
      reads += 1
      remembered = false
    }
    if (!found) throw notFound('MENU_NOT_FOUND', 'We could not find that menu.')
    const newCart = remembered ? basketForOrNull(found.store, options) : basketFor(found.store, options)
    if (newCart) {
      caller ??= await options.session()
      const owner = 'tokenHash' in caller ? { tokenHash: caller.tokenHash } : { sessionId: caller.id }
      const written = await insertCartAtStore(db, newCart, owner, found.version, now)
      if (written) return presentNewCart(options, found.store, written, caller)
    }
    found = undefined
  }
  throw new Error(`the store of menu ${options.menuId} changed on each of ${MAX_STORE_READS} reads`)
}

/** `basketFor` at a store as this node remembers it: null where it would refuse (read it again). */
function basketForOrNull(store: TStoreRow, options: TCreateCart): Omit<TNewCart, 'sessionId'> | null {
  try {
    return basketFor(store, options)
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
}

/**
 * The basket a caller asks for at a store, or the error saying why the store will not take it: a
 * requested handoff must be offered; delivery needs an address inside the store's zone; without one
 * the basket starts with the store's default handoff. A catering line makes the basket catering
 * (ordered ahead).
 */
function basketFor(store: TStoreRow, options: TCreateCart): Omit<TNewCart, 'sessionId'> {
  const { handoffMode, address = null, lines = [] } = options
  assertStoreTakesOrders(store)
  const handoff = handoffMode ?? defaultHandoff(store)
  const deliveryAddress = isDeliveryHandoff(handoff) ? address : null
  if (handoffMode) {
    if (isDeliveryHandoff(handoffMode) && !address) {
      throw new AppError(422, 'DELIVERY_ADDRESS_REQUIRED', DELIVERY_NEEDS_ADDRESS)
    }
    assertHandoffOffered(store, handoffMode)
  }
  if (deliveryAddress) assertDeliversTo(store, deliveryAddress)
  const channel =
    options.channel === 'catering' || lines.some((line) => line.isCatering) ? 'catering' : 'mealtime'
  return {
    menuId: store.menuId,
    baseChannel: options.channel,
    channel,
    handoff,
    address: deliveryAddress,
    timeMode: channel === 'catering' ? 'advance' : 'asap',
    wantedAt: null,
    groupOrderId: null,
    salesChannel: options.salesChannel ?? 'web',
    resetMinutes: options.config.CART_RESET_MINUTES,
  }
}

/** The written basket as its guest sees it; a new guest's token is handed over now that it exists. */
async function presentNewCart(
  options: TCreateCart,
  store: TStoreRow,
  written: TWrittenCart,
  caller: TCaller,
): Promise<TCart> {
  const { db, config, lines = [] } = options
  const { row, newSession, timing, kitchen } = written
  const owner = 'tokenHash' in caller ? newSession && caller.started(newSession) : caller
  if (!owner) throw new Error('a new guest’s basket was written without its session')
  if (lines.length > 0) await db.insert(cartLines).values(lines.map((line) => ({ cartId: row.id, ...line })))
  // A new basket without lines has none to read back (ADR 027: one round trip fewer per create); its
  // owner's member is the caller's session's.
  const known = { timing, kitchen, ownerUserId: owner.userId }
  return presentCart(
    db,
    config,
    row,
    store,
    new Date(),
    undefined,
    lines.length === 0 ? { ...known, lines: [] } : known,
  )
}
