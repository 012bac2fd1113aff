import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { gotoReady } from './helpers.ts'

/** The demo staff of the README (seeded with the demo chain). */
const PASSWORD = 'red-door-kitchen-2026'
export const DEMO_MANAGER = { email: 'manager@reddoordeli.example', password: PASSWORD }
export const DEMO_ADMIN = { email: 'admin@reddoordeli.example', password: PASSWORD }

/** Signs in at /staff and waits for the staff home (the list of the account's stores). */
export async function signInAtStaff(page: Page, who: { email: string; password: string }) {
  await gotoReady(page, '/staff')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}
