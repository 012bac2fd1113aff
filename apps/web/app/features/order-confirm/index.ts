/** The order confirmation's public face (spec §2 /order/confirm/{oid}). */
export { directionsUrl } from './directions-url.ts'
export { OrderConfirmation } from './order-confirmation.tsx'
export { useLiveOrderStatus } from './use-live-order-status.ts'
