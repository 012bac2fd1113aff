import type { TCart, TOrder } from '@deli/contracts'
import {
  CATERING_DAYS_AHEAD,
  caloriesText,
  DATE_AHEAD_TEXTS,
  defaultBuildCalories,
  defaultChoices,
  earliestDateAhead,
  ORDER_POINTS_TEXTS,
  ticketDueText,
  unitCalories,
} from '@deli/domain'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  fillBag,
  memberOrders,
  placeOrderPayingInStore,
  signUpThroughApi,
  storeFor,
} from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  API_HEADERS,
  escapeRegExp,
  getMenu,
  gotoReady,
  menuProducts,
  saveScreen,
  waitForHydration,
} from './helpers.ts'
import { DEMO_ADMIN, signInAtStaff, staffLoginBody } from './staff-helpers.ts'

/**
 * Numbers guests rely on (ADR 024, 026, 017): a card's calories are the product as it comes and the
 * product page's the build being chosen; a pay-in-store order's points are pending until it is paid;
 * the catering inquiry takes the site's date and phone rules; the board says the day of an order
 * not due today.
 */

test.setTimeout(90_000)

test('calories: the card shows the default build, the product page the build being chosen', async ({
  page,
}, testInfo) => {
  const store = await storeFor(page.request, 'pickup')
  const product = menuProducts(await getMenu(page.request, store.menu_id)).find(
    (candidate) => candidate.name === 'The Red Door Club',
  )
  if (!product) throw new Error('The Red Door Club is not on the menu')
  const asItComes = defaultBuildCalories(product)
  expect(asItComes, 'the default options count').toBeGreaterThan(product.calories)

  await gotoReady(page, `/menu/${store.menu_id}`)
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.name }) })
    .first()
  await expect(card.getByText(caloriesText(asItComes), { exact: true })).toBeVisible()
  await expect(card.getByText(caloriesText(product.calories), { exact: true })).toHaveCount(0)
  await expectAccessible(page)

  await gotoReady(page, `/menu/${store.menu_id}/product/${product.product_id}`)
  await expect(page.getByText(`${caloriesText(asItComes)} each`)).toBeVisible()
  // Taking a default option off: the product page follows the build.
  const group = product.optionGroups.find(
    (candidate) =>
      candidate.max > 1 && candidate.options.some((option) => option.isDefault && option.calories > 0),
  )
  const option = group?.options.find((candidate) => candidate.isDefault && candidate.calories > 0)
  if (!group || !option) throw new Error('no default option with calories')
  await page
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(group.name)}`) })
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(option.name)}`) })
    .uncheck()
  const lighter = unitCalories(
    product.calories,
    product.optionGroups,
    defaultChoices(product.optionGroups).filter((choice) => choice.id !== option.id),
  )
  await expect(page.getByText(`${caloriesText(lighter)} each`)).toBeVisible()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'product-calories')
})

test('catering inquiry: an event at least two days ahead, a phone written with dots', async ({ page }) => {
  await gotoReady(page, '/catering-inquiry')
  const form = page.getByRole('region', { name: 'Tell us about your event' })
  await form.getByLabel('Full name').fill('Maya Okafor')
  await form.getByLabel('Email').fill('maya.okafor@example.com')
  await form.getByLabel('Phone').fill('214.555.0123')
  await form.getByLabel('Number of guests').fill('30')
  await form.getByLabel('Pickup or delivery').selectOption('pickup')
  const date = form.getByLabel('Event date')
  const earliest = earliestDateAhead(new Date(), CATERING_DAYS_AHEAD)
  const tooSoon = DATE_AHEAD_TEXTS.tooSoon(CATERING_DAYS_AHEAD, earliest)
  await expect(date).toHaveAttribute('min', earliest)

  for (const day of [earliestDateAhead(new Date(), 1), '2020-01-01']) {
    await date.fill(day)
    await form.getByRole('button', { name: 'Send Inquiry' }).click()
    await expect(date).toBeFocused()
    await expect(form.getByRole('alert')).toContainText(tooSoon)
    await expect(form.getByText('Please enter a valid phone number.')).toHaveCount(0)
  }
  await expectAccessible(page)

  await date.fill(earliest)
  await form.getByRole('button', { name: 'Send Inquiry' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Thank you! A catering coordinator will contact you within one business day to plan your menu.',
  )
  await expectAccessible(page)
})

/**
 * The browser's basket ordered ahead for tomorrow's first slot; answers the slot ('YYYYMMDD HH:mm').
 * Tomorrow in the store's clock: once the store is closed for today its days start at tomorrow.
 */
async function orderForTomorrow(page: Page, cart: TCart) {
  // The day the board calls 'Tomorrow' (the domain's own rule, in the store's time zone).
  const now = new Date()
  const tomorrow = cart.time.days.find((day) =>
    ticketDueText(`${day} 12:00`, now, cart.time.timezone).startsWith('Tomorrow'),
  )
  if (!tomorrow) throw new Error(`no tomorrow among ${cart.time.days.join(', ')}`)
  const times = await page.request.get(`/api/v1/carts/${cart.id}/times?day=${tomorrow}`, {
    headers: API_HEADERS,
  })
  const [first] = ((await times.json()) as { data: { times: string[] } }).data.times
  if (!first) throw new Error('no slot tomorrow')
  const set = await page.request.put(`/api/v1/carts/${cart.id}/time`, {
    headers: API_HEADERS,
    data: { mode: 'advance', wanted: first },
  })
  expect(set.status(), 'PUT carts/{id}/time').toBe(200)
  return first
}

/** Staff (the demo admin) move an order, through the staff API on the test's own request context. */
async function moveOrder(staff: APIRequestContext, orderId: string, statuses: string[]) {
  const login = await staff.post('/api/v1/staff/login', {
    headers: API_HEADERS,
    data: staffLoginBody(DEMO_ADMIN),
  })
  expect(login.status()).toBe(200)
  for (const status of statuses) {
    const moved = await staff.put(`/api/v1/staff/orders/${orderId}/status`, {
      headers: API_HEADERS,
      data: { status },
    })
    expect(moved.status(), `move to ${status}`).toBe(200)
  }
}

test('points of a pay-in-store order stay pending until it is paid; the board shows its day', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  const wanted = await orderForTomorrow(page, cart)
  await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')
  await placeOrderPayingInStore(page)
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const [order] = (await memberOrders(page)) as [TOrder]
  expect(order.points_state).toBe('pending')
  const pending = ORDER_POINTS_TEXTS.pending(order.points)
  await expect(page.getByText(pending)).toBeVisible()
  await expect(page.getByText(ORDER_POINTS_TEXTS.pendingInStore)).toBeVisible()
  await expect(page.getByText(/points earned/)).toHaveCount(0)
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'points-pending')

  // The order history and its summary say the same.
  await gotoReady(page, '/account')
  const history = page.getByRole('listitem').filter({ hasText: `Order #${order.number}` })
  await expect(history.getByText(new RegExp(escapeRegExp(pending)))).toBeVisible()
  await history.getByRole('button', { name: /View order/ }).click()
  const summary = page.getByRole('dialog', { name: /Your Order/ })
  await expect(summary.getByText(pending)).toBeVisible()
  await expectAccessible(page)
  await summary.getByRole('button', { name: 'Close' }).first().click()

  // The staff board: tomorrow's order carries its day. It waits as scheduled until its fire time
  // (ADR 066), so staff start it early to have it on the board now.
  await moveOrder(request, order.id, ['in_progress'])
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  const board = await context.newPage()
  await signInAtStaff(board, DEMO_ADMIN)
  // A chain admin works at every store: the board is found by search from the staff home.
  await board.getByLabel('Find a store’s order board').fill(String(store.id))
  await board.getByRole('link', { name: `${store.name} #${store.id}` }).click()
  await board.waitForURL(/\/staff\/board\/\d+$/)
  await waitForHydration(board)
  const hour = Number(wanted.slice(9, 11))
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${wanted.slice(12, 14)} ${hour < 12 ? 'AM' : 'PM'}`
  await expect(
    board.getByRole('article', { name: new RegExp(`^#${order.number} · .+ · Tomorrow · ${clock}$`) }),
  ).toBeVisible()
  await expectAccessible(board)
  await saveScreen(board, testInfo, 'board-tomorrow', { fullPage: false })
  await context.close()

  // Handed over and paid at the counter: the points are earned.
  await moveOrder(request, order.id, ['ready', 'completed'])
  await gotoReady(page, '/account')
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Order #${order.number}` })
      .getByText(new RegExp(escapeRegExp(ORDER_POINTS_TEXTS.earned(order.points)))),
  ).toBeVisible()
})
