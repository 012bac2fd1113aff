import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect } from './fixtures.ts'
import { gotoReady } from './helpers.ts'

/** The demo staff of the README (seeded with the demo chain). */
const PASSWORD = 'red-door-kitchen-2026'
/** The demo manager's and admin's authenticator secret (README; two-step sign-in, ADR 044). */
export const DEMO_TOTP_SECRET = 'REDDOORDELIDEMOKITCHENSTAFFTOTPQ'

export type TStaffLogin = { email: string; password: string; totpSecret?: string }
export const DEMO_MANAGER: TStaffLogin = {
  email: 'manager@reddoordeli.example',
  password: PASSWORD,
  totpSecret: DEMO_TOTP_SECRET,
}
export const DEMO_ADMIN: TStaffLogin = {
  email: 'admin@reddoordeli.example',
  password: PASSWORD,
  totpSecret: DEMO_TOTP_SECRET,
}

/** The demo store staff member (store 1; no authenticator: two-step sign-in is for managers and admins). */
export const DEMO_STORE_STAFF: TStaffLogin = { email: 'staff@reddoordeli.example', password: PASSWORD }

/** The authenticator's current code for a secret, computed as an authenticator app does (otpauth). */
export const totpCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate()

/** The body of POST staff/login for `who`: with the current code when they have an authenticator. */
export const staffLoginBody = (who: TStaffLogin) => ({
  email: who.email,
  password: who.password,
  ...(who.totpSecret ? { code: totpCode(who.totpSecret) } : {}),
})

/**
 * Signs in at /staff (with the second step's code for an account with an authenticator) and waits for
 * the staff home (the list of the account's stores).
 */
export async function signInAtStaff(page: Page, who: TStaffLogin) {
  await gotoReady(page, '/staff')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  if (who.totpSecret) {
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused()
    await page.getByLabel('Authentication code').fill(totpCode(who.totpSecret))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
  }
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}
