/**
 * The account feature's public face: the member session (spec §3 Session state, §4 Session), the
 * member's data, the account forms and the favourite heart. The /account page itself, which builds on
 * the locations and cart features, is `account-page.tsx` (imported by its route only), so that this
 * face never imports another feature and the site chrome stays light.
 */

export { emailField } from './account-fields.ts'
export { ConfirmSignUp } from './confirm-sign-up.tsx'
export { FavouriteHeart } from './favourite-heart.tsx'
export { ForgotPasswordForm } from './forgot-password-form.tsx'
export { AccountCard, FormSummary, TextField } from './form-parts.tsx'
export { MailboxList } from './mailbox-list.tsx'
export {
  memberKeys,
  useFavourites,
  useOrderHistory,
  useRewards,
  useSavedAddresses,
} from './member-queries.ts'
export { ResetPasswordForm } from './reset-password-form.tsx'
export { SessionKeeper } from './session-keeper.tsx'
export { signOutLocally, useSessionReady, useUser } from './session-store.ts'
export { SignInForm } from './sign-in-form.tsx'
export { SignUpForm } from './sign-up-form.tsx'
export { useAccountForm } from './use-account-form.ts'
