import type { TCart } from '@deli/contracts'
import { deliveryMinimumError, isCartEmpty, isDeliveryHandoff, TEXTS } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TStoreRow } from '../stores/tables.ts'
import { readOwnedCart, type TCartCaller } from './cart-access.ts'
import { presentCart } from './present-cart.ts'
import { assertOrderTime } from './slot-availability.ts'
import { assertDeliversTo, assertHandoffOffered, assertStoreTakesOrders } from './store-rules.ts'
import type { TCartRow } from './tables.ts'

/**
 * Validates the basket before checkout: something to order, every item still sold, the store taking
 * orders for the handoff, a delivery address inside the zone with the minimum met, and an order
 * time that still holds (the slot re-checked for room). Answers the cart, or the first problem.
 */
export async function validateCart(caller: TCartCaller, cartId: string): Promise<TCart> {
  const { cart, store } = await readOwnedCart(caller, cartId)
  return assertCartOrderable(caller.db, caller.config, cart, store)
}

/** The checks of validateCart on a basket row already read (submission runs them under its lock). */
export async function assertCartOrderable(
  db: TQueryable,
  config: TConfig,
  cart: TCartRow,
  store: TStoreRow,
  now: Date = new Date(),
): Promise<TCart> {
  const presented = await presentCart(db, cart, store, now)
  if (isCartEmpty(presented.products)) throw new AppError(422, 'CART_EMPTY', TEXTS.emptyBagTitle)
  const gone = presented.products.filter((product) => !product.available)
  if (gone.length > 0) {
    const names = gone.map((product) => product.name).join(', ')
    throw new AppError(
      422,
      'PRODUCT_UNAVAILABLE',
      `No longer available at this store: ${names}. Please remove it from your bag.`,
    )
  }
  assertStoreTakesOrders(store)
  assertHandoffOffered(store, cart.handoff)
  if (isDeliveryHandoff(cart.handoff)) {
    const address = cart.address
    if (!address) throw new AppError(422, 'DELIVERY_ADDRESS_REQUIRED', 'Please add a delivery address.')
    assertDeliversTo(store, address)
    const belowMinimum = deliveryMinimumError(presented.totals.subtotal, store.deliveryMinimumCents)
    if (belowMinimum) throw new AppError(422, 'DELIVERY_MINIMUM_NOT_MET', belowMinimum)
  }
  await assertOrderTime(db, config, store, cart, now)
  return presented
}
