/**
 * The account feature's public face: the member session (spec §3 Session state, §4 Session), the
 * member's data, the account forms and sections, and the favourite heart. It imports no other feature,
 * so every feature may build on it; the /account page, which builds on the locations and cart
 * features, is its own feature (`features/account-page`).
 */

export { AddAddressForm } from './add-address-form.tsx'
export { ConfirmSignUp } from './confirm-sign-up.tsx'
export { CredentialsForm, type TCredentials } from './credentials-form.tsx'
export { FavouriteHeart } from './favourite-heart.tsx'
export { ForgotPasswordForm } from './forgot-password-form.tsx'
export { AccountCard } from './form-parts.tsx'
export { MailboxList, TextMessageList } from './mailbox-list.tsx'
export {
  dropMemberData,
  memberKeys,
  useFavourites,
  useOrderHistory,
  useRewards,
  useSavedAddresses,
} from './member-queries.ts'
export { ProfileSection } from './profile-section.tsx'
export { ResetPasswordForm } from './reset-password-form.tsx'
export { RewardsSection } from './rewards-section.tsx'
export { SessionKeeper } from './session-keeper.tsx'
export { signOutLocally, useSessionReady, useUser } from './session-store.ts'
export { SignInForm } from './sign-in-form.tsx'
export { SignUpForm } from './sign-up-form.tsx'
