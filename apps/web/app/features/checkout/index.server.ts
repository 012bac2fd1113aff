/** The checkout feature's server-only face (route loaders; never bundled for the browser). */
export { loadCheckoutStart, loadMemberCheckout } from './checkout-start.server.ts'
