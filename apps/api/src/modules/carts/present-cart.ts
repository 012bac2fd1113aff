import type { TCart, TCartProduct } from '@deli/contracts'
import {
  cartCount,
  cartTotals,
  closedDaysAhead,
  isDeliveryHandoff,
  isLineAvailable,
  isUtensils,
  lineCalories,
  orderTimeFacts,
  quoteAsap,
  type TAsapQuote,
  type TKitchenLoad,
  toWantedTime,
} from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import {
  findHeldItems,
  findStoreTiming,
  type THeldItemsAt,
  type TStoreTiming,
} from '../availability/index.ts'
import type { TDaypartWithSlug } from '../menus/index.ts'
import { PRODUCT_IMAGE_BASE } from '../menus/index.ts'
import type { TMemberRewards } from '../rewards/index.ts'
import { findCartDiscounts } from '../rewards/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { basketMakeSeconds } from './basket-make-seconds.ts'
import { linesVisibleTo, type TCartAccess } from './cart-group.ts'
import { findCartLinesWithPrices } from './change-repository.ts'
import { findKitchenWork, kitchenLoad, type TKitchenWork } from './kitchen-repository.ts'
import { findMenuPrices, type TMenuPrice } from './repository.ts'
import { driveMinutes, kitchenStations, slotContext } from './slot-availability.ts'
import type { TCartLineRow, TCartRow } from './tables.ts'

function toCartProduct(
  line: TCartLineRow,
  price: TMenuPrice | undefined,
  availability: Pick<TCartProduct, 'available' | 'soldOut'>,
): TCartProduct {
  const image = price?.image
  const choices = line.choices.map((choice) => ({ id: choice.option_id, quantity: choice.quantity }))
  return {
    id: line.id,
    product_id: line.productId,
    name: line.name,
    quantity: line.quantity,
    cost: { unit: line.unitCost, total: line.unitCost * line.quantity },
    // Off the menu: no calories to count (the line cannot be ordered anyway).
    calories: price ? lineCalories(price, choices, line.quantity) : 0,
    choices: line.choices,
    instructions: line.instructions,
    recipient: line.recipient,
    image: image ? `${PRODUCT_IMAGE_BASE}${image}` : '',
    // The catalogue's flag (ADR 069); a line off the menu by its name, as before the flag.
    isUtensils: price ? price.isUtensils : isUtensils(line.name),
    ...availability,
  }
}

/** The delivery terms a store offers (fee and minimum in cents), or null when it does not deliver. */
export function deliveryTerms(store: TStoreRow) {
  return store.deliveryZone ? { fee: store.deliveryFeeCents, minimum: store.deliveryMinimumCents } : null
}

/**
 * What the caller already read in this request (ADR 033: no round trip twice): the basket's lines
 * (a new basket's: none) and their prices on its menu, the store's held items and timing at `now`,
 * and the member who owns the basket (null: a guest's) — the caller's own session when it is the owner.
 */
export type TKnownForCart = {
  lines?: TCartLineRow[]
  prices?: ReadonlyMap<number, TMenuPrice>
  held?: THeldItemsAt
  timing?: TStoreTiming
  ownerUserId?: string | null
  /** The owner's rewards state, read with the member's lock (submission). */
  memberRewards?: TMemberRewards
  /** The store's dayparts, read with the basket's lock (submission, ADR 060). */
  dayparts?: readonly TDaypartWithSlug[]
  /** The store's kitchen work (ADR 065), read with the basket's store. */
  kitchen?: TKitchenWork
}

/** The chain's configuration a basket answer reads: the default kitchen stations (ADR 065). */
export type TCartConfig = Pick<TConfig, 'KITCHEN_STATIONS'>
const NO_HELD_ITEMS: THeldItemsAt = { products: new Set(), options: new Set(), changesAt: null }

/**
 * The API's Cart (spec §3) for a basket row: lines, order time in the store's zone, totals in cents.
 * A participant of a host-pays group sees only their own lines, totalled without the host's fees.
 */
export async function presentCart(
  db: TQueryable,
  config: TCartConfig,
  cart: TCartRow,
  store: TStoreRow,
  now: Date = new Date(),
  access?: TCartAccess,
  known: TKnownForCart = {},
): Promise<TCart> {
  return (await presentCartForKitchen(db, config, cart, store, now, access, known)).cart
}

/**
 * A basket presented with what the kitchen makes of it (ADR 065): its make time, its ASAP quote and the
 * kitchen's load it was quoted on (null when none was read).
 */
export type TPresentedForKitchen = {
  cart: TCart
  makeSeconds: number
  quote: TAsapQuote | null
  kitchen: TKitchenLoad | null
}

/** `presentCart`, with the basket's make time and its ASAP quote beside the Cart (validate, submission). */
export async function presentCartForKitchen(
  db: TQueryable,
  config: TCartConfig,
  cart: TCartRow,
  store: TStoreRow,
  now: Date = new Date(),
  access?: TCartAccess,
  known: TKnownForCart = {},
): Promise<TPresentedForKitchen> {
  // Lines and prices in one statement when neither is known; a caller that knows the lines (a new
  // basket, a re-order) has its prices read for them.
  const read = known.lines ? undefined : await findCartLinesWithPrices(db, cart.id)
  const allLines = known.lines ?? read?.lines ?? []
  const lines = linesVisibleTo(allLines, access)
  const isOwnLinesOnly = lines !== allLines
  const productIds = [...new Set(lines.map((line) => line.productId))]
  const prices = known.prices ?? read?.prices ?? (await findMenuPrices(db, cart.menuId, productIds))
  // A line is available while its menu sells it and no manager 86'd it or one of its options (ADR 021);
  // a basket without lines has nothing to check.
  const held = lines.length === 0 ? NO_HELD_ITEMS : (known.held ?? (await findHeldItems(db, store.id, now)))
  const products = lines.map((line) => {
    const price = prices.get(line.productId)
    const choiceIds = line.choices.map((choice) => choice.option_id)
    const onMenu = price?.isAvailable ?? false
    const soldOut = onMenu && !isLineAvailable(held, line.productId, choiceIds)
    return toCartProduct(line, price, { available: onMenu && !soldOut, soldOut })
  })
  const timing = known.timing ?? (await findStoreTiming(db, store, now))
  const context = slotContext(store, cart, timing, now)
  // A participant's own view of a group basket carries no discounts (group baskets have none).
  const discounts = isOwnLinesOnly
    ? []
    : await findCartDiscounts(
        db,
        cart,
        store,
        lines.map((line) => ({ ...line, categorySlug: prices.get(line.productId)?.categorySlug ?? '' })),
        now,
        { userId: known.ownerUserId, rewards: known.memberRewards },
      )
  // Kept per store context for the minute (the domain's orderTimeFacts): every answer carries them.
  const facts = orderTimeFacts(context)
  const makeSeconds = basketMakeSeconds(
    allLines.map((line) => ({ quantity: line.quantity, make: prices.get(line.productId)?.make })),
  )
  const { days } = facts
  // ASAP's earliest is the honest quote (ADR 065): now + the wait for a station + this basket's make
  // time. None (the store closes before it would be ready): ASAP is off and the earliest is the first slot.
  // The kitchen's plan (ADR 065): read for a quote, or known (it rode the lock) for an order ahead's room.
  const kitchen =
    facts.asapAvailable || known.kitchen
      ? kitchenLoad(
          kitchenStations(store, config),
          known.kitchen ?? (await findKitchenWork(db, store.id, now)),
        )
      : null
  const quote =
    facts.asapAvailable && kitchen
      ? quoteAsap(context, kitchen, makeSeconds, driveMinutes(cart.handoff))
      : null
  const asapAvailable = quote !== null
  const earliest = quote?.wanted ?? facts.earliest
  const isDelivery = isDeliveryHandoff(cart.handoff)
  const delivery = deliveryTerms(store)
  const presented: TCart = {
    id: cart.id,
    menu_id: cart.menuId,
    store_id: store.id,
    channel: cart.channel,
    handoff: cart.handoff,
    address: isDelivery ? cart.address : null,
    time: {
      // ASAP is shown as order-ahead when the store cannot take it now (spec §4: advance forced).
      mode: cart.timeMode === 'asap' && asapAvailable ? 'asap' : 'advance',
      wanted:
        cart.timeMode === 'advance' && cart.wantedAt ? toWantedTime(cart.wantedAt, store.timezone) : null,
      earliest,
      asapAvailable,
      timezone: store.timezone,
      days,
      closed: timing.closures.length === 0 ? [] : closedDaysAhead(context, timing.closures),
    },
    products,
    discounts,
    payments: [],
    totals: cartTotals({
      lineTotals: products.map((product) => product.cost.total),
      taxRateBps: store.taxRateBps,
      deliveryFee: isDelivery && delivery && !isOwnLinesOnly ? delivery.fee : 0,
      discounts,
    }),
    delivery,
    count: cartCount(lines),
    reset: cart.resetAt.toISOString(),
  }
  return { cart: presented, makeSeconds, quote, kitchen }
}
