import type { TCart, TCartAddress, THandoffMode, TOrderChannel } from '@deli/contracts'
import { isDeliveryHandoff } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError, notFound } from '../../platform/errors.ts'
import type { TNewGuestSession } from '../sessions/index.ts'
import { insertCart, insertGuestCart, type TNewCart } from './insert-cart.ts'
import { presentCart } from './present-cart.ts'
import type { priceLine } from './product-line.ts'
import { findStoreForNewCart } from './repository.ts'
import {
  assertDeliversTo,
  assertHandoffOffered,
  assertStoreTakesOrders,
  defaultHandoff,
} from './store-rules.ts'
import { cartLines, type TSalesChannel } from './tables.ts'

export const DELIVERY_NEEDS_ADDRESS =
  'Delivery needs an address: set it with PUT carts/{cartId}/handoff/delivery.'

type TCaller = { id: string; userId: string | null } | TNewGuestSession

/** Writes the basket for its caller: a new guest's with their session, in one statement (ADR 013, amended). */
async function insertFor(db: TQueryable, cart: Omit<TNewCart, 'sessionId'>, caller: TCaller) {
  if (!('tokenHash' in caller)) {
    return { row: await insertCart(db, { ...cart, sessionId: caller.id }), ownerUserId: caller.userId }
  }
  const { row, session } = await insertGuestCart(db, { ...cart, tokenHash: caller.tokenHash })
  return { row, ownerUserId: caller.started(session).userId }
}

/** A line priced by `product-line.ts`, ready to be stored with a new basket. */
export type TPricedLine = ReturnType<typeof priceLine>

/**
 * Opens a basket on a store's menu for a session (spec §4 Location selection: "one is created"), the
 * one way a basket comes to exist: `POST carts` and re-order (`orders/repeat-order.ts`, which passes
 * its transaction, the order's delivery address and its repriced lines) both call it. A requested
 * handoff must be offered; delivery needs an address inside the store's zone; without one the basket
 * starts with the store's default handoff. A catering line makes the basket catering (ordered ahead).
 */
export async function createCart(options: {
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
}): Promise<TCart> {
  const { db, config, handoffMode, address = null, lines = [] } = options
  // The store with its timing in one statement: the new basket's order time reads it.
  const found = await findStoreForNewCart(db, options.menuId, new Date())
  if (!found) throw notFound('MENU_NOT_FOUND', 'We could not find that menu.')
  const { store, timing, kitchen } = found
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
  const newCart: Omit<TNewCart, 'sessionId'> = {
    menuId: store.menuId,
    baseChannel: options.channel,
    channel,
    handoff,
    address: deliveryAddress,
    timeMode: channel === 'catering' ? 'advance' : 'asap',
    wantedAt: null,
    groupOrderId: null,
    salesChannel: options.salesChannel ?? 'web',
    resetMinutes: config.CART_RESET_MINUTES,
  }
  const { row, ownerUserId } = await insertFor(db, newCart, await options.session())
  if (lines.length > 0) await db.insert(cartLines).values(lines.map((line) => ({ cartId: row.id, ...line })))
  // A new basket without lines has none to read back (ADR 027: one round trip fewer per create); its
  // owner's member is the caller's session's.
  const known = { timing, kitchen, ownerUserId }
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
