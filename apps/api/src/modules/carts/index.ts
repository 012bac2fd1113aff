/** The front door of the carts module (ADR 050): what other modules, flows and the app may use. */
export { abandonExpiredCarts } from './abandon-expired-carts.ts'
export { plugBasketGroupPort, type TBasketGroupPort } from './basket-group-port.ts'
export { basketMakeSeconds } from './basket-make-seconds.ts'
export { cartExpired, cartNotFound, changeOwnedCart, storeOfCart, type TCartCaller } from './cart-access.ts'
export { findCartLinesWithPrices, lockCartForSubmission } from './change-repository.ts'
export { createCart, type TPricedLine } from './create-cart.ts'
export {
  claimHostLines,
  openGroupBasket,
  releaseGroupBaskets,
  removeParticipantLines,
  renameParticipantLines,
} from './group-baskets.ts'
export { keepValidTime } from './keep-valid-time.ts'
export { findKitchenWork, kitchenLoad, type TKitchenWork } from './kitchen-repository.ts'
export type { TPresentedForKitchen } from './present-cart.ts'
export { priceLine, sellableProduct } from './product-line.ts'
export { countSlotBookings, findCartRow, lockCartRow, markCartSubmittedSql, touchCart } from './repository.ts'
export { cartRoutes } from './routes.ts'
export {
  acceptedWantedTime,
  assertSlotHasRoom,
  availableSlots,
  kitchenStations,
  slotCapacity,
  slotContext,
  slotLoad,
  slotsWithRoom,
  type TSlotPlan,
} from './slot-availability.ts'
export { assertHandoffOffered, assertStoreTakesOrders } from './store-rules.ts'
export type { TCartRow } from './tables.ts'
export { assertCartOrderable } from './validate-cart.ts'
