import { BASKET_COOKIE } from '@deli/contracts/constants'
import type { Page } from '@playwright/test'
import { addFromProductPage, BAG_TEXTS, bagButton, orderableStore, plainProduct } from './cart-helpers.ts'
import { signUpThroughApi } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, runClockUntil } from './helpers.ts'

/** Spec §4/§9: on checkout the timed-out message follows 1000 ms after the guest is sent home. */
const TIMED_OUT_DELAY_MS = 1_000
const CART = /\/api\/v1\/carts\/[0-9a-f-]{36}$/

/** The order context the browser keeps (localStorage 'deli-order'). */
const orderContext = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('deli-order') ?? '{}') as { state?: Record<string, unknown> }).state ??
      {},
  )

test('a basket the server reports timed out (410 CART_EXPIRED) is abandoned and the order cleared', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  await addFromProductPage(page, store.menu_id, await plainProduct(request, store.menu_id))
  const before = await orderContext(page)
  expect(before.cartId).toEqual(expect.any(String))
  expect(before.location).toMatchObject({ menu_id: store.menu_id })

  await page.route(CART, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 410,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', message: BAG_TEXTS.timedOut, code: 'CART_EXPIRED' }),
        })
      : route.fallback(),
  )
  const abandoned = page.waitForRequest(
    (sent) => sent.method() === 'DELETE' && sent.url().endsWith(`/carts/${before.cartId}`),
  )
  await gotoReady(page, '/locations')
  await abandoned
  const alert = page.getByRole('alert').filter({ hasText: BAG_TEXTS.timedOut })
  await expect(alert).toBeVisible()
  await expect(page).toHaveURL(/\/locations$/)
  await expect.poll(async () => (await orderContext(page)).cartId).toBeNull()
  expect((await orderContext(page)).location).toBeNull()
  await expect(bagButton(page)).toHaveAccessibleName('Your Bag, 0 items')
  await expectAccessible(page, '.bag-notice')
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toBeHidden()
})

test('on checkout, a passed reset sends the member home and the message follows a second later', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  await addFromProductPage(page, store.menu_id, await plainProduct(request, store.menu_id))
  // Checkout is for members: sign in (the basket stays with the re-keyed session).
  await signUpThroughApi(page)
  const { cartId } = await orderContext(page)

  // The basket as the server answers the browser, with its reset time moved into the past. Without
  // the basket cookie the checkout's server render leaves the basket to the browser (ADR 039), so
  // this rewritten answer is the one the page sees.
  await page.context().clearCookies({ name: BASKET_COOKIE })
  await page.route(CART, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    // Only the live basket is rewritten; once abandoned, the server's own answer (404) passes through.
    if (!response.ok()) return route.fulfill({ response })
    const body = (await response.json()) as { data: { reset: string } }
    body.data.reset = new Date(Date.now() - 60_000).toISOString()
    return route.fulfill({ response, json: body })
  })
  // When the basket is abandoned (the timer starts), the guest lands home and the message appears,
  // in page time.
  await page.addInitScript(() => {
    const marks: Record<string, number> = {}
    ;(window as unknown as { __marks: Record<string, number> }).__marks = marks
    const send = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (init?.method === 'DELETE' && String(input).includes('/carts/')) marks.abandon ??= performance.now()
      return send(input, init)
    }
    const push = history.pushState.bind(history)
    history.pushState = (...args: Parameters<History['pushState']>) => {
      push(...args)
      if (location.pathname === '/' && !marks.home) marks.home = performance.now()
    }
    new MutationObserver(() => {
      if (!marks.alert && document.body?.textContent?.includes('Your basket timed out')) {
        marks.alert = performance.now()
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const abandoned = page.waitForRequest(
    (sent) => sent.method() === 'DELETE' && sent.url().endsWith(`/carts/${cartId}`),
  )
  // The delay is measured on the page's clock, paused and run 10 ms at a time: the marks are page time.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto('/order/checkout')
  await runClockUntil(page, async () => new URL(page.url()).pathname === '/', 10)
  await abandoned
  const alert = page.getByRole('alert').filter({ hasText: BAG_TEXTS.timedOut })
  const readMarks = () =>
    page.evaluate(() => ({
      ...(window as unknown as { __marks: { abandon?: number; home?: number; alert?: number } }).__marks,
      now: performance.now(),
    }))
  const atHome = await readMarks()
  expect(atHome.abandon, 'abandoned').toBeGreaterThan(0)
  expect(atHome.home, 'went home after abandoning').toBeGreaterThanOrEqual(atHome.abandon ?? 0)
  // The message waits TIMED_OUT_DELAY_MS from the moment the basket was given up: not shown
  // a millisecond before, shown at that moment.
  const due = (atHome.abandon ?? 0) + TIMED_OUT_DELAY_MS
  expect(atHome.now).toBeLessThan(due)
  await page.clock.runFor(due - 1 - atHome.now)
  expect((await readMarks()).alert, 'no message yet').toBeUndefined()
  await page.clock.runFor(1)
  await expect(alert).toBeVisible()
  const marks = await readMarks()
  expect((marks.alert ?? 0) - (marks.abandon ?? 0)).toBe(TIMED_OUT_DELAY_MS)
  await page.clock.resume()
  expect((await orderContext(page)).cartId).toBeNull()
  await expectAccessible(page, '.bag-notice')
})
