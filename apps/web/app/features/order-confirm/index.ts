/** The order confirmation's public face (spec §2 /order/confirm/{oid}). */
export { OrderConfirmation } from './order-confirmation.tsx'
export { useLiveOrderStatus } from './use-live-order-status.ts'
