import { SUBMIT_POLL_MS } from '@deli/domain'
import type { Page } from '@playwright/test'
import {
  CHECKOUT_TEXTS,
  fillBag,
  fillCard,
  placeOrderButton,
  signUpThroughApi,
  storeFor,
  TEST_CARD,
} from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, isPhone, money, pauseClock, runClockUntil, saveScreen } from './helpers.ts'

const CONFIRM_URL = /\/order\/confirm\/[0-9a-f-]{36}$/
const PLACING = 'Placing your order…'

/** Every text the submit's progress status takes from now on, in order (read back with `progressTexts`). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const status = document.querySelector('.checkout-submit__progress')
    const seen: string[] = []
    ;(window as unknown as { progressSeen: string[] }).progressSeen = seen
    if (!status) return
    new MutationObserver(() => {
      const text = status.textContent ?? ''
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(status, { childList: true, characterData: true, subtree: true })
  })
}
const progressTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)

/** A member at checkout with a basket at an orderable pickup store, the page's clock installed. */
async function atCheckout(page: Page) {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  await signUpThroughApi(page)
  await page.clock.install()
  await gotoReady(page, '/order/checkout')
  return cart
}

/**
 * Spec §4 Checkout submit: the submission says 'Placing your order…' at once, and an outcome the
 * payment job reaches quickly comes with the submit's own answer (ADR 008's waiting → success | error),
 * not after the first 2 s poll. Measured on the page's clock: less than one poll interval passes.
 */
test.describe('checkout answers quickly and says what it is doing', () => {
  test('a declined card is answered before the first poll, and focus goes to the card number', async ({
    page,
  }) => {
    await atCheckout(page)
    await fillCard(page, { number: TEST_CARD.decline })
    await pauseClock(page)
    await recordProgress(page)
    const startedAt = await page.evaluate(() => Date.now())
    const wallStart = Date.now()
    await placeOrderButton(page).click()
    const alert = page.getByRole('alert').filter({ hasText: CHECKOUT_TEXTS.declined })
    await runClockUntil(page, () => alert.isVisible())
    const wallMs = Date.now() - wallStart
    const pageMs = (await page.evaluate(() => Date.now())) - startedAt
    test.info().annotations.push({ type: 'decline answered (wall ms)', description: String(wallMs) })
    expect(pageMs).toBeLessThan(SUBMIT_POLL_MS)
    expect((await progressTexts(page))[0]).toBe(PLACING)
    // The guest fixes the card: focus is on its number, selected to be typed over.
    await expect(page.getByLabel('Card number')).toBeFocused()
    expect(
      await page.getByLabel('Card number').evaluate((input: HTMLInputElement) => input.selectionEnd),
    ).toBe(TEST_CARD.decline.length)
    await expect(placeOrderButton(page)).toBeEnabled()
    // Transitions end (axe judges the settled page) on a running clock.
    await page.clock.resume()
    await expectAccessible(page)
  })

  test('an approved card opens the confirmation before the first poll', async ({ page }) => {
    await atCheckout(page)
    await fillCard(page, { number: TEST_CARD.approve })
    await pauseClock(page)
    await recordProgress(page)
    const startedAt = await page.evaluate(() => Date.now())
    const wallStart = Date.now()
    await placeOrderButton(page).click()
    await runClockUntil(page, async () => CONFIRM_URL.test(page.url()))
    const wallMs = Date.now() - wallStart
    expect((await progressTexts(page))[0]).toBe(PLACING)
    test.info().annotations.push({ type: 'confirmation opened (wall ms)', description: String(wallMs) })
    expect((await page.evaluate(() => Date.now())) - startedAt).toBeLessThan(SUBMIT_POLL_MS)
  })

  test('tip and phone are kept across back and forward', async ({ page }) => {
    await atCheckout(page)
    const tips = page.getByRole('group', { name: 'Tip' })
    await tips.getByRole('radio', { name: /^20%/ }).check()
    await page.getByLabel('Phone').fill('(469) 555-0123')
    // Away inside the app (the logo) and back.
    await page.getByRole('link', { name: /home$/ }).first().click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goBack()
    await page.waitForURL(/\/order\/checkout$/)
    await expect(tips.getByRole('radio', { name: /^20%/ })).toBeChecked()
    await expect(page.getByLabel('Phone')).toHaveValue('(469) 555-0123')
    // Away with a whole page load, back, forward and back again.
    await page.goto('/menu')
    await page.goBack()
    await expect(tips.getByRole('radio', { name: /^20%/ })).toBeChecked()
    await expect(page.getByLabel('Phone')).toHaveValue('(469) 555-0123')
    await page.goForward()
    await page.goBack()
    await expect(tips.getByRole('radio', { name: /^20%/ })).toBeChecked()
    await expect(page.getByLabel('Phone')).toHaveValue('(469) 555-0123')
    // The custom tip's amount too.
    await tips.getByRole('radio', { name: /^Custom/ }).check()
    await page.getByLabel('Custom tip in dollars').fill('4.50')
    await page.reload()
    await expect(tips.getByRole('radio', { name: /^Custom/ })).toBeChecked()
    await expect(page.getByLabel('Custom tip in dollars')).toHaveValue('4.50')
    await expectAccessible(page)
  })

  test('the total and Place Order stay on screen while the guest scrolls the form', async ({
    page,
  }, testInfo) => {
    const cart = await atCheckout(page)
    const viewport = page.viewportSize()
    if (!viewport) throw new Error('no viewport')
    const summary = page.getByRole('complementary')
    const total = isPhone(testInfo)
      ? page.locator('.checkout-submit__total')
      : summary.locator('.summary-totals__total')
    for (const field of ['First name', 'Phone', 'Card number', 'Billing ZIP']) {
      await page.getByLabel(field).scrollIntoViewIfNeeded()
      await page.getByLabel(field).focus()
      for (const target of [total, placeOrderButton(page)]) {
        const box = await target.boundingBox()
        expect(box, `${field}: on screen`).not.toBeNull()
        expect(
          box && box.y >= 0 && box.y + box.height <= viewport.height,
          `${field}: inside the viewport`,
        ).toBe(true)
      }
      await expect(total).toContainText(money(cart.totals.total))
      // The focused field is not hidden under the bar (WCAG 2.4.11).
      const focused = await page.getByLabel(field).boundingBox()
      const bar = await page.locator('.checkout-submit').boundingBox()
      if (isPhone(testInfo) && focused && bar) expect(focused.y + focused.height).toBeLessThanOrEqual(bar.y)
    }
    await saveScreen(page, testInfo, 'checkout-total-on-screen', { fullPage: false })
    await expectAccessible(page)
  })
})
