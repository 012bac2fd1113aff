/** The checkout feature's server-only face (route loaders; never bundled for the browser). */
export { requireCheckoutMember } from './checkout-member.server.ts'
