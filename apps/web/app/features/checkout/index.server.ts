/** The checkout feature's server-only face (route loaders; never bundled for the browser). */
export { loadAppCheckout, loadCheckoutStart, loadMemberCheckout } from './checkout-start.server.ts'
