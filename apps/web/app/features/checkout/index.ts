/** The checkout feature's public face (spec §2 /order/checkout, /app/checkout, /app/testcheckout). */
export { AppCheckoutPage } from './app-checkout-page.tsx'
export { CheckoutPage, type TCheckoutVariant } from './checkout-page.tsx'
export { OrderLines } from './order-lines.tsx'
export { OrderPoints } from './order-points.tsx'
