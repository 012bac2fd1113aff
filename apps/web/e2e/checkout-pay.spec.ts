import { tipProblem, unusualTipQuestion } from '@deli/domain'
import { browserCart, trackedEvents } from './cart-helpers.ts'
import {
  CHECKOUT_TEXTS,
  fillBag,
  fillCard,
  memberOrders,
  placeOrderButton,
  placeOrderPayingInStore,
  recordCalls,
  signUpThroughApi,
  storeFor,
  TEST_CARD,
} from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, gotoReady, money, saveScreen } from './helpers.ts'
import { e2eDatabase } from './ordering-helpers.ts'

const CONFIRM_URL = /\/order\/confirm\/[0-9a-f-]{36}$/

test('a member pays by card: confirmation with number, store, directions, calendar; purchase tracked', async ({
  page,
}, testInfo) => {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  const member = await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  // Contact prefilled from the member; the phone shown as (xxx) xxx-xxxx.
  await expect(page.getByLabel('First name')).toHaveValue(member.first_name)
  await expect(page.getByLabel('Email')).toHaveValue(member.email)
  await expect(page.getByLabel('Phone')).toHaveValue('(214) 555-0147')
  await expect(page.getByRole('main').getByText(store.name).first()).toBeVisible()
  // Tip: a radio group, no tip by default; 15 % of the subtotal adds to the total.
  const tips = page.getByRole('group', { name: 'Tip' })
  await expect(tips.getByRole('radio', { name: /No tip/ })).toBeChecked()
  const summary = page.getByRole('complementary')
  await expect(summary.getByText(money(cart.totals.total), { exact: true })).toBeVisible()
  await tips.getByRole('radio', { name: /^15%/ }).check()
  const tip = Math.floor((cart.totals.subtotal * 15 + 50) / 100)
  await expect(summary.getByText(money(cart.totals.total + tip), { exact: true })).toBeVisible()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'checkout')

  await fillCard(page, { number: TEST_CARD.approve })
  await expect(page.getByText('Visa', { exact: true })).toBeVisible()
  await placeOrderButton(page).click()
  await page.waitForURL(CONFIRM_URL, { timeout: 30_000 })

  const orderId = page.url().split('/').pop() as string
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Thanks, ${member.first_name}! Your order is in.`,
  )
  await expect(page.getByText(/^Order #\d+/)).toBeVisible()
  await expect(page.getByText(`A receipt is on its way to ${member.email}`)).toBeVisible()
  await expect(page.getByRole('main').getByText(store.name).first()).toBeVisible()
  const directions = page.getByRole('link', { name: /^Directions/ })
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${store.latitude}%2C${store.longitude}`,
  )
  await expect(directions).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute(
    'href',
    `/menu/${store.menu_id}`,
  )
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'order-confirm')

  // purchase (GA4): the order id, total with the tip, tax; add_shipping_info before it.
  const purchase = (await trackedEvents(page, 'purchase')).at(-1)
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: orderId,
    value: (cart.totals.total + tip) / 100,
    tax: cart.totals.tax / 100,
    currency: 'USD',
  })
  expect(await trackedEvents(page, 'add_shipping_info')).toHaveLength(1)
  // The basket is forgotten: the bag is empty again.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('deli-order') ?? '{}').state.cartId),
  ).toBeNull()

  // Add to calendar: a text/calendar download from the web app (it sends the API key itself).
  const calendar = await page.request.get(`/order/confirm/${orderId}/calendar.ics`)
  expect(calendar.status()).toBe(200)
  expect(calendar.headers()['content-type']).toContain('text/calendar')
  expect(await calendar.text()).toContain('BEGIN:VCALENDAR')
  const [order] = await memberOrders(page)
  expect(order?.id).toBe(orderId)
  expect(order?.totals.tip).toBe(tip)
})

test('a declined card shows the gateway message, charges nothing and keeps the bag', async ({ page }) => {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')
  await fillCard(page, { number: TEST_CARD.decline })
  await placeOrderButton(page).click()
  const alert = page.getByRole('alert').filter({ hasText: CHECKOUT_TEXTS.declined })
  await expect(alert).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/order\/checkout$/)
  await expect(placeOrderButton(page)).toBeEnabled()
  // Keyboard focus is on the card number (the guest fixes or changes the card next), not lost to the page.
  await expect(page.getByLabel('Card number')).toBeFocused()
  await expectAccessible(page)
  // Nothing charged: no order stands; the bag still holds its lines.
  expect((await memberOrders(page)).filter((order) => order.status !== 'failed')).toEqual([])
  const kept = await browserCart(page)
  expect(kept.id).toBe(cart.id)
  expect(kept.products.map((line) => line.product_id)).toEqual(cart.products.map((line) => line.product_id))
  expect(await trackedEvents(page, 'purchase')).toEqual([])

  // The form is usable again: the approving card places the order.
  await fillCard(page, { number: TEST_CARD.approve })
  await placeOrderButton(page).click()
  await page.waitForURL(CONFIRM_URL, { timeout: 30_000 })
})

test('invalid card number, expiry and CVV are refused before anything is sent', async ({ page }) => {
  const store = await storeFor(page.request, 'pickup')
  await fillBag(page, store)
  await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')
  const sent = recordCalls(page, /\/payments\/test-cards$|\/submit-background$/)
  await fillCard(page, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' })
  await placeOrderButton(page).click()
  await expect(page.getByText('Please enter a valid card number.')).toBeVisible()
  await expect(page.getByText('This card has expired.')).toBeVisible()
  await expect(page.getByText('Please enter the 3-digit security code.')).toBeVisible()
  await expect(page.getByLabel('Card number')).toBeFocused()
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await page.getByLabel('Expiration (MM/YY)').fill('1399')
  await expect(page.getByText('Please enter a valid expiration month.')).toBeVisible()
  expect(sent).toEqual([])
})

test('without an order time checkout says so before the card is tokenised, and sends nothing', async ({
  page,
}) => {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  await signUpThroughApi(page)
  // An order-ahead basket whose time was dropped (its store's hours changed): no time to order for.
  const db = e2eDatabase()
  await db.connect()
  try {
    await db.query(`update carts set time_mode = 'advance', wanted_at = null where id = $1`, [cart.id])
  } finally {
    await db.end()
  }
  await gotoReady(page, '/order/checkout')
  const sent = recordCalls(page, /\/payments\/test-cards$|\/submit-background$/)
  await fillCard(page, { number: TEST_CARD.approve })
  await placeOrderButton(page).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please choose a time for your order.' }),
  ).toBeVisible()
  await expect(page.locator('#checkout-time')).toBeFocused()
  await expectAccessible(page)
  expect(sent).toEqual([])
})

test('pay in store for pickup: no card asked; a tip above its bound is refused, one above the order is asked about first', async ({
  page,
}) => {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')
  const payment = page.getByRole('group', { name: 'Payment' })
  await payment.getByRole('radio', { name: /Pay in store/ }).check()
  await expect(page.getByLabel('Card number')).toHaveCount(0)
  await expect(page.getByText('Pay at the counter when you pick up. Nothing is charged now.')).toBeVisible()
  await expectAccessible(page)

  // $1,000 on a small order is above the tip's bound (ADR 042): the field says so, nothing is sent.
  const calls = recordCalls(page, /\/submit$/)
  await page
    .getByRole('group', { name: 'Tip' })
    .getByRole('radio', { name: /Custom/ })
    .check()
  await page.getByLabel('Custom tip in dollars').fill('1000')
  await placeOrderButton(page).click()
  await expect(page.getByText(tipProblem(100_000, cart.totals.subtotal) ?? '')).toBeVisible()
  await expect(page.getByLabel('Custom tip in dollars')).toBeFocused()
  const ask = page.getByRole('alertdialog', { name: 'Check your tip' })
  await expect(ask).toHaveCount(0)
  expect(calls).toEqual([])
  // An amount above the order but within the bound is asked about first; 'Yes, place order' places it.
  await page.getByLabel('Custom tip in dollars').fill('50')
  await placeOrderButton(page).click()
  await expect(ask).toContainText(unusualTipQuestion('$50.00', money(cart.totals.subtotal)))
  await expectAccessible(page, 'dialog[open]')
  await ask.getByRole('button', { name: 'Yes, place order' }).click()
  await page.waitForURL(CONFIRM_URL, { timeout: 30_000 })
  await expect(page.getByText(/^Payment: /)).toContainText(/in store/i)
  const [order] = await memberOrders(page)
  expect(order?.payment.type).toBe('instore')
  expect(order?.totals.tip).toBe(5_000)
})

test('curbside needs the car make, model and color', async ({ page }) => {
  const store = await storeFor(page.request, 'curbside')
  await fillBag(page, store, 'curbside')
  await signUpThroughApi(page)
  await gotoReady(page, '/order/checkout')
  const car = page.getByRole('group', { name: 'Your car' })
  await expect(car).toBeVisible()
  await placeOrderPayingInStore(page)
  await expect(car.getByText('Car make is required')).toBeVisible()
  await expect(car.getByText('Car model is required')).toBeVisible()
  await expect(car.getByText('Car color is required')).toBeVisible()
  await expect(page.getByLabel('Car make')).toBeFocused()
  await expectAccessible(page)
  await page.getByLabel('Car make').fill('Honda')
  await page.getByLabel('Car model').fill('Civic')
  await page.getByLabel('Car color').fill('Blue')
  await expect(car.getByText('Car make is required')).toHaveCount(0)
  await placeOrderButton(page).click()
  await page.waitForURL(CONFIRM_URL, { timeout: 30_000 })
  await expect(page.getByText('We’ll look for your Blue Honda Civic.')).toBeVisible()
  const [order] = await memberOrders(page)
  expect(order?.car).toEqual({ make: 'Honda', model: 'Civic', color: 'Blue' })
  const answer = await page.request.get(`/api/v1/orders/${order?.id}`, { headers: API_HEADERS })
  expect(answer.status()).toBe(200)
})
