/**
 * The account forms (spec §2 account routes, §5 form rules): sign-in (and the email-and-password form
 * staff sign-in shares), sign-up with its confirmation link, forgot and reset password, the profile
 * section and the new delivery address form; its parts (fields, summary, the form hook)
 * build the staff invitation forms. Built on the account feature's session;
 * loaded by the account routes, the /account page and the staff sign-in, never by the site chrome.
 */

export { emailField, newPasswordFields } from './account-fields.ts'
export { AddAddressForm } from './add-address-form.tsx'
export { ConfirmSignUp } from './confirm-sign-up.tsx'
export { CredentialsForm, type TCredentials } from './credentials-form.tsx'
export { ForgotPasswordForm } from './forgot-password-form.tsx'
export { AccountCard, FormSummary, TextField } from './form-parts.tsx'
export { NewPasswordFields } from './new-password-fields.tsx'
export { ProfileSection } from './profile-section.tsx'
export { ResetPasswordForm } from './reset-password-form.tsx'
export { SignInForm } from './sign-in-form.tsx'
export { SignUpForm } from './sign-up-form.tsx'
export { type TAccountForm, useAccountForm } from './use-account-form.ts'
