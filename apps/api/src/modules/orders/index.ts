/** The front door of the orders module (ADR 050): what other modules, flows and the app may use. */
export { acceptOrder } from './accept-order.ts'
export { assertOrderLimits } from './assert-order-limits.ts'
export { announceSettlement, awaitSettlement } from './await-settlement.ts'
export { bookSlot, type TBasketKitchen, type TBookedSlot } from './book-slot.ts'
export { cancelMemberOrder } from './cancel-member-order.ts'
export { assertCheckoutDetails, PAY_IN_STORE_LABEL, resolvePayment } from './checkout-rules.ts'
export { failOrder } from './fail-order.ts'
export { getKioskOrder } from './get-kiosk-order.ts'
export { getMemberOrder } from './get-member-order.ts'
export { getStoreOrder } from './get-store-order.ts'
export { listStoreOrders } from './list-store-orders.ts'
export {
  FIRE_ORDER_JOB,
  REFUND_ORDER_JOB,
  SUBMIT_ORDER_JOB,
  type TFireOrderJob,
  type TRefundOrderJob,
  type TSubmitOrderJob,
} from './order-job-names.ts'
export { orderMakeSeconds } from './order-make-seconds.ts'
export { orderMetrics } from './order-metrics.ts'
export { participantFiring, planFiring } from './plan-firing.ts'
export { arrivalOf, presentOrder, refundOf, trackOf } from './present-order.ts'
export { refundOrder } from './refund-order.ts'
export {
  countPaymentAttempt,
  findOrder,
  fireDueOrder,
  insertOrder,
  lockOrder,
  lockOrderWithStore,
  updateOrder,
} from './repository.ts'
export { rescheduleOrder } from './reschedule-order.ts'
export { orderRoutes } from './routes.ts'
export { searchStoreOrders } from './search-store-orders.ts'
export { startHeldOrder } from './start-held-order.ts'
export type { TOrderClient, TOrderRow } from './tables.ts'
export { updateOrderStatus } from './update-order-status.ts'
