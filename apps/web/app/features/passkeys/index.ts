/**
 * Passkeys in the storefront (ADR 067): the account page's list (add, rename, remove) and the sign-in
 * page's 'Sign in with a passkey'. Loaded by `routes/account-signin.tsx` and the account page only;
 * `@simplewebauthn/browser` itself is `import()`ed when a ceremony starts.
 */
export { PasskeySignIn } from './passkey-sign-in.tsx'
export { PasskeysSection } from './passkeys-section.tsx'
