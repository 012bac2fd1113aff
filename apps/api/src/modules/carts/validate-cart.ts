import type { TCart } from '@deli/contracts'
import {
  deliveryMinimumError,
  isCartEmpty,
  isDeliveryHandoff,
  TEXTS,
  unavailableItemMessage,
} from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findHeldItems } from '../availability/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { assertLinesInDaypart } from './assert-daypart.ts'
import { readOwnedCart, type TCartCaller } from './cart-access.ts'
import { presentCartForKitchen, type TKnownForCart, type TPresentedForKitchen } from './present-cart.ts'
import { assertOrderTime } from './slot-availability.ts'
import { assertDeliversTo, assertHandoffOffered, assertStoreTakesOrders } from './store-rules.ts'
import type { TCartRow } from './tables.ts'

/**
 * Validates the basket before checkout: something to order, every item still sold, a redeemed reward
 * that still applies (REWARD_NOT_APPLICABLE with the reason), the store taking orders for the
 * handoff, a delivery address inside the zone with the minimum met, and an order time that still
 * holds (the slot re-checked for room). Answers the cart, or the first problem.
 */
export async function validateCart(caller: TCartCaller, cartId: string): Promise<TCart> {
  const { cart, store } = await readOwnedCart(caller, cartId)
  return (await assertCartOrderable(caller.db, caller.config, cart, store)).cart
}

/**
 * The checks of validateCart on a basket row already read (submission runs them under its lock,
 * passing what its lock statement read: the store's timing and held items, the basket's member).
 * `booksSlot`: the caller books the basket's slot under the slot's lock next (a single order's
 * submission), and that booking refuses a full slot with the same 409: the room is not counted twice.
 * `checksTime: false`: the order time is another's to check (a split participant's: the host's, ADR 015).
 */
export async function assertCartOrderable(
  db: TQueryable,
  config: TConfig,
  cart: TCartRow,
  store: TStoreRow,
  now: Date = new Date(),
  known: TKnownForCart = {},
  options: { booksSlot?: boolean; checksTime?: boolean } = {},
): Promise<TPresentedForKitchen> {
  const forKitchen = await presentCartForKitchen(db, config, cart, store, now, undefined, known)
  const presented = forKitchen.cart
  if (isCartEmpty(presented.products)) throw new AppError(422, 'CART_EMPTY', TEXTS.emptyBagTitle)
  const gone = presented.products.filter((product) => !product.available)
  const first = gone[0]
  if (first) {
    // Nothing is dropped: each unavailable line is named (an 86'd option by its own name).
    const held = known.held ?? (await findHeldItems(db, store.id, now))
    const lineName = (product: (typeof gone)[number]) => {
      const option = product.choices.find((choice) => held.options.has(choice.option_id))
      return option ? `${product.name} with ${option.name}` : product.name
    }
    const errors = Object.fromEntries(
      gone.map((product) => [String(product.id), unavailableItemMessage(lineName(product))]),
    )
    throw new AppError(422, 'PRODUCT_UNAVAILABLE', unavailableItemMessage(lineName(first)), errors)
  }
  const refusedReward = presented.discounts.find((discount) => discount.problem)
  if (refusedReward?.problem) {
    throw new AppError(422, 'REWARD_NOT_APPLICABLE', refusedReward.problem, { reward: refusedReward.problem })
  }
  assertStoreTakesOrders(store)
  assertHandoffOffered(store, cart.handoff)
  await assertLinesInDaypart(db, store, cart, presented.products, now, known)
  if (isDeliveryHandoff(cart.handoff)) {
    const address = cart.address
    if (!address) throw new AppError(422, 'DELIVERY_ADDRESS_REQUIRED', 'Please add a delivery address.')
    assertDeliversTo(store, address)
    const belowMinimum = deliveryMinimumError(presented.totals.subtotal, store.deliveryMinimumCents)
    if (belowMinimum) throw new AppError(422, 'DELIVERY_MINIMUM_NOT_MET', belowMinimum)
  }
  if (options.checksTime === false) return forKitchen
  const basket = { asapQuoted: forKitchen.quote !== null, makeSeconds: forKitchen.makeSeconds }
  await assertOrderTime(db, config, store, cart, basket, now, known.timing, { countRoom: !options.booksSlot })
  return forKitchen
}
