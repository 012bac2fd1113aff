/**
 * The /account page's public face (spec §2 /account, §4 Re-order, §6 Member): points and offers,
 * favourites, order history with the Order Summary modal and re-order, saved addresses, profile and
 * sign-out. It builds on the account, locations, order-control, delivery, cart and checkout features
 * and is imported by `routes/account.tsx` only, so the site chrome never loads it.
 */
export { AccountPage } from './account-page.tsx'
