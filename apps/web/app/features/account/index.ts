/**
 * The account feature's public face: the member session (spec §3 Session state, §4 Session), the
 * member's data and the favourite heart — what the site chrome and other features need at once. It
 * imports no other feature, so every feature may build on it. The account forms (sign-in, sign-up,
 * password, profile, new address) are `features/account-forms`, which the account routes and
 * page load, so that none of them is in the storefront's first JavaScript; the /account page is
 * `features/account-page`, its rewards section and check-in popup `features/rewards`.
 */

export { FavouriteHeart } from './favourite-heart.tsx'
export {
  dropMemberData,
  memberKeys,
  useFavourites,
  useOrderHistory,
  useRewards,
  useSavedAddresses,
} from './member-queries.ts'
export { SessionKeeper } from './session-keeper.tsx'
export { safeRedirect } from './session-rules.ts'
export { signOutLocally, useSessionReady, useSessionStore, useUser } from './session-store.ts'
export { adoptSession } from './sign-in-member.ts'
export { useKnownUser } from './use-known-user.ts'
