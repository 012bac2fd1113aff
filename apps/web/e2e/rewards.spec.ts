import type { TCart, TRewards } from '@deli/contracts'
import { CHECK_IN_TEXTS, cartTotals, OFFER_TEXTS } from '@deli/domain'
import type { Page } from '@playwright/test'
import { payThroughApi, signedInMember } from './account-helpers.ts'
import { bagButton, bagDialog, browserCart, orderableStore } from './cart-helpers.ts'
import { fillBag, fillCard, lineOf, placeOrderButton, TEST_CARD } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, gotoReady, money } from './helpers.ts'

test.setTimeout(180_000)

async function rewardsOf(page: Page): Promise<TRewards> {
  const response = await page.request.get('/api/v1/rewards', { headers: API_HEADERS })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: TRewards }).data
}

test('a member with points redeems a reward and gets the welcome offer at checkout; the totals are right; check-in QR', async ({
  page,
}) => {
  const store = await orderableStore(page.request)
  await gotoReady(page, '/')
  const member = await signedInMember(page)

  // A first order earns the points (10 per dollar): a side, many times over.
  const sides = await lineOf(page.request, store.menu_id, 'side', 30)
  const first = await payThroughApi(page, member, await fillBag(page, store, 'pickup', [sides.line]))
  expect(first.points).toBeGreaterThanOrEqual(250)

  // A new basket: a sandwich and two cookies.
  const sandwich = await lineOf(page.request, store.menu_id, 'sandwich', 1)
  const cookies = await lineOf(page.request, store.menu_id, 'cookie', 2)
  await fillBag(page, store, 'pickup', [sandwich.line, cookies.line])

  // The account page: balance, progress, the catalogue; 'Redeem' puts the free cookie on the bag.
  await gotoReady(page, '/account')
  const rewards = page.getByRole('region', { name: 'Points & Offers' })
  await expect(rewards.getByText(first.points.toLocaleString('en-US'), { exact: true })).toBeVisible()
  await expect(rewards.getByRole('progressbar')).toBeVisible()
  await expect(rewards.getByText(OFFER_TEXTS.welcome.description)).toBeVisible()
  await rewards.getByRole('button', { name: 'Redeem Free cookie' }).click()
  await expect(rewards.getByText('Free cookie is on your bag.', { exact: false })).toBeVisible()
  await expectAccessible(page)

  // The check-in popup: a QR code, a visible countdown and the points; focus comes back on close.
  const checkInButton = rewards.getByRole('button', { name: 'Check in at the store' })
  await checkInButton.click()
  const popup = page.getByRole('dialog', { name: CHECK_IN_TEXTS.title })
  await expect(popup.getByRole('img', { name: /QR code of your check-in code/ })).toBeVisible()
  await expect(popup.getByRole('timer')).toHaveText(/Expires in [0-5]:\d\d/)
  await expect(popup.getByText(/points$/)).toContainText(first.points.toLocaleString('en-US'))
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect(checkInButton).toBeFocused()

  // The bag lists both discounts with their labels; the reward can be removed (and redeemed again).
  const cart = await browserCart(page)
  const cookieLine = cart.products.find((line) => line.name === cookies.name)
  if (!cookieLine) throw new Error('no cookie line')
  expect(cart.discounts.map((discount) => [discount.label, discount.amount])).toEqual([
    ['Reward: Free cookie', cookieLine.cost.unit],
    [OFFER_TEXTS.welcome.label, cookieLine.cost.unit],
  ])
  await bagButton(page).click()
  const bag = bagDialog(page)
  const discounts = bag.getByRole('list', { name: 'Discounts' })
  await expect(discounts.getByText('Reward: Free cookie')).toBeVisible()
  await expect(discounts.getByText(OFFER_TEXTS.welcome.label)).toBeVisible()
  await expectAccessible(page)
  await discounts.getByRole('button', { name: 'Remove Reward: Free cookie' }).click()
  await expect(discounts.getByText('Reward: Free cookie')).toBeHidden()
  await expect(discounts.getByText(OFFER_TEXTS.welcome.label)).toBeVisible()
  const redo = await page.request.post('/api/v1/rewards/redeem', {
    headers: API_HEADERS,
    data: { cart_id: cart.id, reward_id: 'free-cookie' },
  })
  expect(redo.status(), await redo.text()).toBe(200)

  // Checkout shows both with their amounts; the totals are the domain's, tax after the discount.
  await gotoReady(page, '/order/checkout')
  const expected = cartTotals({
    lineTotals: cart.products.map((line) => line.cost.total),
    taxRateBps: cart.totals.taxRateBps,
    deliveryFee: 0,
    discounts: cart.discounts,
  })
  const priced: TCart = await browserCart(page)
  expect(priced.totals).toEqual(expected)
  const section = page.getByRole('region', { name: 'Discounts' })
  await expect(section.getByText('Reward: Free cookie')).toBeVisible()
  await expect(section.getByText(OFFER_TEXTS.welcome.label)).toBeVisible()
  await expect(section.getByRole('button', { name: 'Remove Reward: Free cookie' })).toBeVisible()
  const summary = page.getByRole('complementary')
  await expect(summary.getByText(money(expected.total), { exact: true }).first()).toBeVisible()
  await fillCard(page, { number: TEST_CARD.approve })
  await expectAccessible(page)
  await placeOrderButton(page).click()
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await expect(page.getByText(money(expected.total), { exact: true }).first()).toBeVisible()
  // The confirmation lists each discount by its label, as the bag and checkout did.
  const main = page.getByRole('main')
  await expect(main.getByText('Reward: Free cookie', { exact: true })).toBeVisible()
  await expect(main.getByText(OFFER_TEXTS.welcome.label, { exact: true })).toBeVisible()

  // Points spent once at payment; the welcome offer is used.
  const after = await rewardsOf(page)
  const orders = await page.request.get('/api/v1/members/orders', { headers: API_HEADERS })
  const [latest] = ((await orders.json()) as { data: { orders: { points: number }[] } }).data.orders
  expect(after.points).toBe(first.points - 250 + (latest?.points ?? 0))
  expect(after.offers.map((offer) => offer.id)).not.toContain('welcome')
})

test('the check-in code runs out: Code expired, then a new code on request', async ({ page }) => {
  // The page's own clock (left running: the data layer batches on timers): the countdown is run
  // forward five minutes at once, never waited for.
  await page.clock.install()
  await gotoReady(page, '/')
  await signedInMember(page)
  await gotoReady(page, '/account')
  const rewards = page.getByRole('region', { name: 'Points & Offers' })
  const checkIn = rewards.getByRole('button', { name: 'Check in at the store' })
  await checkIn.click()
  const popup = page.getByRole('dialog', { name: CHECK_IN_TEXTS.title })
  const timer = popup.getByRole('timer')
  await expect(timer).toHaveText(/Expires in [45]:\d\d/)
  const code = popup.locator('.check-in__code')
  const first = await code.textContent()
  await page.clock.runFor(5 * 60_000 + 2_000)
  await expect(popup.getByRole('alert')).toHaveText(CHECK_IN_TEXTS.expired)
  await expect(timer).toBeHidden()
  await expectAccessible(page)
  // Back to the real time the server counts from, then a new code.
  await page.clock.setSystemTime(new Date())
  await popup.getByRole('button', { name: CHECK_IN_TEXTS.newCode }).click()
  await expect(timer).toHaveText(/Expires in [45]:\d\d/)
  await expect(code).not.toHaveText(first ?? '')
})
