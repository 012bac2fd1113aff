import { bagButton } from './cart-helpers.ts'
import {
  CHECKOUT_SIGN_IN,
  CHECKOUT_TEXTS,
  fillBag,
  fillCard,
  placeOrderButton,
  placeOrderPayingInStore,
  signUpThroughApi,
  storeFor,
  TEST_CARD,
} from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, waitForHydration } from './helpers.ts'

const UNKNOWN_ORDER = '00000000-0000-4000-8000-000000000000'

test('a guest opening /order/checkout is sent to sign in with the checkout notice', async ({ page }) => {
  const response = await page.goto('/order/checkout')
  await waitForHydration(page)
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(CHECKOUT_SIGN_IN)
  expect(response?.status()).toBe(200)
  await expect(page.getByText(CHECKOUT_TEXTS.signInBeforeCheckout)).toBeVisible()
  await expectAccessible(page)
  // /order is the order area: it opens checkout (and so sign-in for a guest).
  await page.goto('/order')
  await page.waitForURL((url) => url.pathname === '/account/signin')
})

test('a member without a basket sees an empty checkout with a way to the menu', async ({ page }) => {
  await gotoReady(page, '/')
  await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByText('Your Bag is currently empty')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go To Menu' })).toHaveAttribute('href', '/menu')
  await expect(placeOrderButton(page)).toHaveCount(0)
  await expectAccessible(page)
})

test("unknown and other members' orders are the 404 page, for the page and its calendar", async ({
  page,
  browser,
}, testInfo) => {
  const store = await storeFor(page.request, 'pickup')
  await fillBag(page, store)
  await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')
  await placeOrderPayingInStore(page)
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const orderPath = new URL(page.url()).pathname

  const unknown = await page.goto(`/order/confirm/${UNKNOWN_ORDER}`)
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible()
  expect((await page.goto('/order/confirm/not-an-order'))?.status()).toBe(404)
  expect((await page.request.get(`/order/confirm/${UNKNOWN_ORDER}/calendar.ics`)).status()).toBe(404)

  // Another member: 404 for the order and its calendar.
  // Fresh browsers, with the welcome popup already dismissed like the test's own.
  const fresh = { storageState: testInfo.project.use.storageState }
  const other = await browser.newContext(fresh)
  const otherPage = await other.newPage()
  await gotoReady(otherPage, '/')
  await signUpThroughApi(otherPage)
  expect((await otherPage.goto(orderPath))?.status()).toBe(404)
  expect((await otherPage.request.get(`${orderPath}/calendar.ics`)).status()).toBe(404)
  await other.close()

  // A guest is asked to sign in first, and comes back to the order afterwards.
  const guest = await browser.newContext(fresh)
  const guestPage = await guest.newPage()
  await guestPage.goto(orderPath)
  await guestPage.waitForURL((url) => url.pathname === '/account/signin')
  expect(new URL(guestPage.url()).searchParams.get('redirect')).toBe(orderPath)
  // This is not checkout: no checkout notice.
  expect(new URL(guestPage.url()).searchParams.has('notice')).toBe(false)
  await expect(guestPage.getByText(CHECKOUT_TEXTS.signInBeforeCheckout)).toHaveCount(0)
  await guest.close()
})

test('/app/testcheckout: checkout without site chrome, on the test gateway, with the test cards', async ({
  page,
}) => {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  await signUpThroughApi(page)
  // The app hands over its basket id; its session is the cookie the app put in the web view.
  await page.evaluate(() => localStorage.removeItem('deli-order'))
  await page.goto(`/app/testcheckout?basket=${cart.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(bagButton(page)).toHaveCount(0)
  const testCards = page.getByRole('region', { name: 'Test cards' })
  await expect(testCards).toContainText(TEST_CARD.approve)
  await expect(testCards).toContainText(TEST_CARD.decline)
  await expect(page.getByLabel('Card number')).toBeVisible()
  await expectAccessible(page)
  await fillCard(page, { number: TEST_CARD.approve })
  await placeOrderButton(page).click()
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await expect(page.getByText(/^Order #\d+/)).toBeVisible()
})

test('/app/checkout without the session cookie is sent to sign in, with the way back', async ({ page }) => {
  await page.goto('/app/checkout?basket=00000000-0000-4000-8000-000000000000')
  await page.waitForURL((url) => url.pathname === '/account/signin')
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(
    '/app/checkout?basket=00000000-0000-4000-8000-000000000000',
  )
})
