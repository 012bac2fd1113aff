import { OFFER_TEXTS } from '@deli/domain'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, PRODUCT_NAME, saveScreen, WELCOME_DISMISSED } from './helpers.ts'

/**
 * The optional welcome popup (spec §2 site popups): a guest's first visit to the home page
 * offers the welcome offer; closing it in any way is remembered in this browser (spec §3 store state
 * "popups"), and 'Sign Up' leads to sign-up. Every other journey starts with it dismissed (the
 * config's storageState); these start as a person who has never been here.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('welcome-test-started')) {
      sessionStorage.setItem('welcome-test-started', '1')
      localStorage.removeItem(key)
    }
  }, WELCOME_DISMISSED.name)
})

test('a first-time guest sees the welcome offer once; No Thanks is remembered', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/')
  const popup = page.getByRole('dialog', { name: `Welcome to ${PRODUCT_NAME}` })
  await expect(popup).toBeVisible()
  await expect(popup.getByText(OFFER_TEXTS.welcome.description)).toBeVisible()
  await expect(popup.getByRole('link', { name: 'Sign Up' })).toBeVisible()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'welcome-popup', { fullPage: false })
  await popup.getByRole('button', { name: 'No Thanks' }).click()
  await expect(popup).toBeHidden()
  await gotoReady(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog', { name: `Welcome to ${PRODUCT_NAME}` })).toHaveCount(0)
  await gotoReady(page, '/?utm=again')
  await expect(page.getByRole('dialog', { name: `Welcome to ${PRODUCT_NAME}` })).toHaveCount(0)
})

test('Sign Up leads to sign-up, and is remembered', async ({ page }) => {
  await gotoReady(page, '/')
  const popup = page.getByRole('dialog', { name: `Welcome to ${PRODUCT_NAME}` })
  await popup.getByRole('link', { name: 'Sign Up' }).click()
  await page.waitForURL((url) => url.pathname === '/account/signup')
  await expect(page.getByRole('dialog', { name: `Welcome to ${PRODUCT_NAME}` })).toHaveCount(0)
  await gotoReady(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(popup).toHaveCount(0)
})

test('not for a person who came by an invitation to a group order', async ({ page }) => {
  await gotoReady(page, '/?groupOrderId=00000000-0000-4000-8000-000000000000')
  const groupPanel = page.getByRole('dialog', { name: 'Group Order' })
  await expect(groupPanel).toBeVisible()
  await groupPanel.getByRole('button', { name: 'Close' }).first().click()
  await expect(groupPanel).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog', { name: `Welcome to ${PRODUCT_NAME}` })).toHaveCount(0)
})
