import type { TCart, TLocation } from '@deli/contracts'
import type { Browser, Page } from '@playwright/test'
import { fillBag, fillCard, placeOrderButton, signUpThroughApi, TEST_CARD } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, gotoReady, waitForHydration } from './helpers.ts'
import { DEMO_ADMIN, signInAtStaff, storeOpenAllDay, withStoreOpenAllDay } from './staff-helpers.ts'

/**
 * Manual fire and the guest's cancel of a held order or an order ahead (ADR 066). A held order is
 * placed now and made when the guest says, so these journeys open their store around the clock, at its
 * mid-day, while they run (restored at the end; an order ahead then has tomorrow's first slot, hours
 * away) and use stores no other journey orders at: past those the kiosk and Availability journeys take.
 */
test.setTimeout(90_000)

/** A curbside store of its own for this project and journey (offsets 0–2; the board's take 3–4). */
const firingStore = storeOpenAllDay

/** A second browser of the demo admin on the store's board. */
async function openBoard(browser: Browser, baseURL: string, store: TLocation): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const board = await context.newPage()
  await signInAtStaff(board, DEMO_ADMIN)
  await gotoReady(board, `/staff/board/${store.id}`)
  await waitForHydration(board)
  await expect(board.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
  return board
}

/**
 * Checks out the browser's basket with a test card, with "Make it when I say" unless `isManualFire` is
 * false (an order ahead); answers the order number.
 */
async function checkOut(
  page: Page,
  options: { isCurbside?: boolean; isManualFire?: boolean },
): Promise<string> {
  await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')
  if (options.isCurbside) {
    await page.getByLabel('Car make').fill('Honda')
    await page.getByLabel('Car model').fill('Civic')
    await page.getByLabel('Car color').fill('Blue')
  }
  if (options.isManualFire !== false) await page.getByRole('checkbox', { name: 'Make it when I say' }).check()
  await fillCard(page, { number: TEST_CARD.approve })
  await placeOrderButton(page).click()
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await waitForHydration(page)
  const number = (await page.getByText(/^Order #\d+/).textContent())?.match(/#(\d+)/)?.[1]
  expect(number).toBeTruthy()
  return number as string
}

/** Orders the basket ahead: the first slot of the day after today (its fire time hours away). */
async function orderAhead(page: Page, cart: TCart) {
  const [, later] = cart.time.days
  if (!later) throw new Error('No day after today to order ahead for')
  const times = await page.request.get(`/api/v1/carts/${cart.id}/times?day=${later}`, {
    headers: API_HEADERS,
  })
  const [slot] = ((await times.json()) as { data: { times: string[] } }).data.times
  const set = await page.request.put(`/api/v1/carts/${cart.id}/time`, {
    headers: API_HEADERS,
    data: { mode: 'advance', wanted: slot },
  })
  expect(set.status(), 'PUT carts/{id}/time').toBe(200)
}

/** The guest cancels order `number` on its page; the refund shows there and, once paid back, in the history. */
async function cancelAndSeeRefund(page: Page, number: string) {
  await page.getByRole('button', { name: 'Cancel order' }).click()
  const confirm = page.getByRole('group', { name: `Cancel order #${number}? A card payment is refunded.` })
  await expect(confirm).toBeVisible()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Yes, cancel my order' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You cancelled this order.' })).toBeVisible()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You cancelled your order. Your card payment is being refunded.' }),
  ).toBeVisible()
  await expect(page.getByText(`Order #${number} · Cancelled`)).toBeVisible()
  // No welcome, time to keep or way there once it is cancelled; the time it was to be ready stays.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, your order was cancelled\.$/)
  await expect(page.getByText(/^Was to be ready: /)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0)
  await expect(page.getByText(/^A receipt is on its way/)).toHaveCount(0)
  await expect(
    page.getByText(/^(Refund of \$[\d.,]+ on its way|Refunded \$[\d.,]+) to your card\.$/),
  ).toBeVisible()
  await expectAccessible(page)

  // The history shows the refund once the gateway gave the charge back (the refund job).
  await expect(async () => {
    await gotoReady(page, '/account')
    const row = page.locator('#orders li').filter({ hasText: `Order #${number}` })
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(row.getByText(/^Refunded \$[\d.,]+ to your card\.$/)).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expectAccessible(page)
}

test("manual fire: a curbside guest's order waits as held until 'I'm here', then shows on the board as new", async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const store = await firingStore(request, testInfo, 0)
  await withStoreOpenAllDay(request, store, async () => {
    const cart = await fillBag(page, store, 'curbside')
    expect(cart.time.mode).toBe('asap')
    const board = await openBoard(browser, baseURL as string, store)
    const number = await checkOut(page, { isCurbside: true })
    await expect(page.getByText(`Order #${number} · Waiting for you`)).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'We start making it when you tap Start my order.' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start my order' })).toBeVisible()
    await expectAccessible(page)

    // Staff see it held, coming up, not in New.
    const comingUp = board.getByRole('region', { name: /^Coming up \(next hour\)/ })
    const ticket = comingUp.getByRole('article', { name: new RegExp(`^#${number} ·`) })
    await expect(ticket).toBeVisible({ timeout: 5000 })
    await expect(ticket.getByText('Held', { exact: true })).toBeVisible()
    await expectAccessible(board)

    // 'I'm here' fires it: the board shows it as new, without a reload.
    const arrival = page.getByRole('form', { name: 'At the store?' })
    await arrival.getByRole('button', { name: 'I’m here' }).click()
    await expect(page.getByRole('status').filter({ hasText: "Thanks, we know you're here." })).toBeVisible()
    const newColumn = board.getByRole('region', { name: /^New \(/ })
    await expect(newColumn.getByRole('article', { name: new RegExp(`^#${number} ·`) })).toBeVisible({
      timeout: 5000,
    })
    await expect(page.getByText(`Order #${number} · Received`)).toBeVisible({ timeout: 5000 })
    await expect(
      page.getByText(
        /The kitchen has your order and starts it soon\. To change or cancel it, call the store at/,
      ),
    ).toBeVisible()
    await expectAccessible(page)
    await expectAccessible(board)
    await board.context().close()
  })
})

test('a guest cancels a held order before the kitchen starts it; the refund shows on its page and in the history', async ({
  page,
  request,
}, testInfo) => {
  const store = await firingStore(request, testInfo, 1)
  await withStoreOpenAllDay(request, store, async () => {
    await fillBag(page, store, 'pickup')
    const number = await checkOut(page, {})
    await cancelAndSeeRefund(page, number)
  })
})

test('a guest cancels an order ahead while it is scheduled; the refund shows on its page and in the history', async ({
  page,
  request,
}, testInfo) => {
  const store = await firingStore(request, testInfo, 2)
  await withStoreOpenAllDay(request, store, async () => {
    await orderAhead(page, await fillBag(page, store, 'pickup'))
    const number = await checkOut(page, { isManualFire: false })
    // Paid and waiting for its fire time (ADR 066): not yet the kitchen's, so the guest may cancel.
    await expect(page.getByText(`Order #${number} · Scheduled`)).toBeVisible()
    await expectAccessible(page)
    await cancelAndSeeRefund(page, number)
  })
})

test('a guest moves an order to another time before the kitchen starts; then the page says whom to call', async ({
  page,
  request,
}, testInfo) => {
  const store = await firingStore(request, testInfo, 5)
  await withStoreOpenAllDay(request, store, async () => {
    await fillBag(page, store, 'pickup')
    const number = await checkOut(page, { isCurbside: false })
    const orderId = page.url().split('/').at(-1) as string

    const opener = page.getByRole('button', { name: 'Change time' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Change order time' })
    await expect(dialog).toBeVisible()
    const time = dialog.getByLabel('Time')
    await expect(time).toBeEnabled()
    await expectAccessible(page)
    // Escape closes it and gives focus back to "Change time".
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // By keyboard: open, choose the day's last time, save.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    // Focus is inside the dialog (the page behind is inert).
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    await expect(time).toBeEnabled()
    const options = await time.locator('option').evaluateAll((found) =>
      found.map((option) => ({
        value: (option as HTMLOptionElement).value,
        label: option.textContent ?? '',
      })),
    )
    const last = options.at(-1)
    expect(last?.value).toMatch(/^\d{8} \d{2}:\d{2}$/)
    await time.selectOption(last?.value as string)
    await dialog.getByRole('button', { name: 'Save new time' }).click()
    await expect(dialog).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: /^Your order's new time is .+\.$/ }),
    ).toContainText(last?.label as string)
    const readyLine = page.locator('.confirm-card__time')
    await expect(readyLine).toContainText(last?.label as string)
    await expect(readyLine).not.toContainText('around')
    await expectAccessible(page)

    // Once the kitchen starts it, the page says whom to call, live.
    const started = await request.put(`/api/v1/staff/orders/${orderId}/status`, {
      headers: API_HEADERS,
      data: { status: 'in_progress' },
    })
    expect(started.status(), 'staff start the order').toBe(200)
    await expect(page.getByText(`Order #${number} · Being made`)).toBeVisible({ timeout: 5000 })
    await expect(
      page.getByText(
        /^The kitchen has started your order\. To change or cancel it, call the store at \(\d{3}\) \d{3}-\d{4}\.$/,
      ),
    ).toBeVisible({ timeout: 5000 })
    await expect(page.getByRole('button', { name: 'Change time' })).toHaveCount(0)
    await expectAccessible(page)
  })
})
