import { BASKET_COOKIE } from '@deli/contracts/constants'
import type { BrowserContext } from '@playwright/test'
import {
  fillBag,
  placeOrderButton,
  placeOrderPayingInStore,
  signUpThroughApi,
  storeFor,
} from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, money } from './helpers.ts'

/**
 * ADR 039: the browser keeps a copy of the order context's basket id in a cookie, and the checkout's
 * server render reads it, so the form arrives in the HTML instead of after hydration.
 */
const basketCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === BASKET_COOKIE)

test('the checkout arrives rendered with the basket the cookie names; the cookie follows the basket', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  const member = await signUpThroughApi(page)
  const line = cart.products[0]
  expect(line, 'a line in the basket').toBeTruthy()

  // Any page load copies localStorage's basket id into the cookie.
  await gotoReady(page, '/')
  // (localStorage is read in an effect just after hydration.)
  await expect.poll(async () => (await basketCookie(context))?.value).toBe(cart.id)
  const cookie = await basketCookie(context)
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.path).toBe('/')

  // Without JavaScript the server's HTML alone shows the whole form: lines, totals, store, contact.
  const htmlOnly = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  })
  try {
    const plain = await htmlOnly.newPage()
    await plain.goto('/order/checkout')
    await expect(plain.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await expect(plain.getByText('Loading your order')).toHaveCount(0)
    await expect(plain.getByRole('form', { name: 'Checkout' })).toBeVisible()
    await expect(plain.getByLabel('First name')).toHaveValue(member.first_name)
    // The header already knows the member the page's sign-in check found: no 'Sign In' above their details.
    await expect(plain.getByRole('banner').getByRole('link', { name: member.first_name })).toBeVisible()
    await expect(plain.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0)
    await expect(plain.getByLabel('Email')).toHaveValue(member.email)
    await expect(plain.getByRole('main').getByText(store.name).first()).toBeVisible()
    await expect(
      plain
        .getByRole('complementary')
        .getByText(line?.name ?? '')
        .first(),
    ).toBeVisible()
    await expect(
      plain.getByRole('complementary').getByText(money(cart.totals.total), { exact: true }),
    ).toBeVisible()
    // Until the page is interactive the form is inert (nothing typed into it is lost, nothing is
    // submitted natively), and without JavaScript it says what is missing.
    await expect(plain.locator('.checkout-ready')).toHaveAttribute('inert', '')
    // (Chromium with script execution off still parses <noscript> as text: the HTML is read instead.)
    const html = await (await page.request.get('/order/checkout')).text()
    expect(html).toContain(
      '<noscript><p class="checkout-submit__noscript">Turn on JavaScript to place your order.</p>',
    )
  } finally {
    await htmlOnly.close()
  }

  // With JavaScript the page hydrates onto the same markup (no hydration error) and works.
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await gotoReady(page, '/order/checkout')
  await expect(page.locator('.checkout-ready')).not.toHaveAttribute('inert')
  await expect(placeOrderButton(page)).toBeEnabled()
  await expect(page.getByText('Loading your order')).toHaveCount(0)
  await expect(page.getByText('Turn on JavaScript to place your order.')).toBeHidden()
  await expectAccessible(page)
  expect(problems).toEqual([])

  await placeOrderPayingInStore(page)
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  // The basket is done with: its cookie goes with it.
  await expect.poll(() => basketCookie(context)).toBeUndefined()
})

test('a cookie naming a basket that is not the visitor’s renders the spinner, then the browser’s own basket', async ({
  page,
  context,
  baseURL,
}) => {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  await signUpThroughApi(page)
  const strange = '00000000-0000-4000-8000-000000000000'
  await context.addCookies([{ name: BASKET_COOKIE, value: strange, url: baseURL as string }])

  const html = await (await page.request.get('/order/checkout')).text()
  expect(html).toContain('Loading your order')
  expect(html).not.toContain('aria-label="Checkout"')

  await gotoReady(page, '/order/checkout')
  await expect(page.getByRole('form', { name: 'Checkout' })).toBeVisible()
  await expect(placeOrderButton(page)).toBeEnabled()
  // localStorage wins, and the cookie follows it again.
  await expect.poll(async () => (await basketCookie(context))?.value).toBe(cart.id)
})
