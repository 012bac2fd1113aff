import type { TCart, TSubmitTrack } from '@deli/contracts'
import { OFFER_TEXTS, ORDER_LIMIT_TEXTS, ORDER_LIMITS, totalChangedMessage } from '@deli/domain'
import type { Page } from '@playwright/test'
import { payThroughApi } from './account-helpers.ts'
import {
  fillBag,
  fillCard,
  lineOf,
  memberOrders,
  placeOrderButton,
  placeOrderPayingInStore,
  signUpThroughApi,
  storeFor,
  TEST_CARD,
  type TMember,
} from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, gotoReady, money, saveScreen } from './helpers.ts'

/**
 * What a member sees when an order limit refuses them at checkout (ADR 042): with two orders to pay
 * in store not yet picked up, a third is refused with the domain's sentence beside Place Order, the
 * bag is kept, and paying the same order by card places it. An offer the bag showed and another
 * order took meanwhile is not dropped without a word: checkout names the new total and shows it.
 */

const CONFIRM_URL = /\/order\/confirm\/[0-9a-f-]{36}$/

/** Submits the browser's basket `cartId` paying in store through the API, and waits until it is received. */
async function payInStoreThroughApi(page: Page, member: TMember, cartId: string) {
  const submit = await page.request.post('/api/submit-background', {
    headers: API_HEADERS,
    data: {
      id: cartId,
      data: {
        payments: [{ type: 'instore' }],
        first_name: member.first_name,
        last_name: member.last_name,
        email: member.email,
        phone: member.phone,
      },
    },
  })
  expect(submit.ok(), await submit.text()).toBe(true)
  await expect
    .poll(async () => {
      const track = await page.request.get(`/api/v1/carts/${cartId}/submit/track`, { headers: API_HEADERS })
      return ((await track.json()) as { data: TSubmitTrack }).data.status
    })
    .toBe('success')
}

test('a third order to pay in store is refused with a sentence; the bag stays and a card places it', async ({
  page,
}, testInfo) => {
  const store = await storeFor(page.request, 'pickup')
  await gotoReady(page, '/')
  const member = await signUpThroughApi(page)
  for (let placed = 0; placed < ORDER_LIMITS.openUnpaidPerMember; placed += 1) {
    const earlier = await fillBag(page, store)
    await payInStoreThroughApi(page, member, earlier.id)
  }
  await fillBag(page, store)
  await gotoReady(page, '/order/checkout')
  await expect(page.getByLabel('First name')).toHaveValue(member.first_name)

  await placeOrderPayingInStore(page)
  const refusal = page.getByRole('alert').filter({ hasText: ORDER_LIMIT_TEXTS.unpaidPerMember })
  await expect(refusal).toBeVisible()
  await expect(placeOrderButton(page)).toBeFocused()
  await expect(page).toHaveURL(/\/order\/checkout$/)
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'checkout-unpaid-limit')
  expect((await memberOrders(page)).filter((order) => order.payment.type === 'instore')).toHaveLength(
    ORDER_LIMITS.openUnpaidPerMember,
  )

  // The same bag, paid by card: placed.
  await page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: /card/i }).check()
  await fillCard(page, { number: TEST_CARD.approve })
  await placeOrderButton(page).click()
  await page.waitForURL(CONFIRM_URL, { timeout: 30_000 })
  const orders = await memberOrders(page)
  expect(orders.map((order) => order.payment.type)).toEqual(['card', 'instore', 'instore'])
})

test('an offer another order took meanwhile: checkout names the new total, shows it, and places the order at it', async ({
  page,
}, testInfo) => {
  const store = await storeFor(page.request, 'pickup')
  await gotoReady(page, '/')
  const member = await signUpThroughApi(page)
  const sandwich = await lineOf(page.request, store.menu_id, 'sandwich', 1)
  const cookie = await lineOf(page.request, store.menu_id, 'cookie', 1)
  // Two bags that each show the welcome offer; the browser checks out the second.
  const other = await fillBag(page, store, 'pickup', [sandwich.line, cookie.line])
  const shown = await fillBag(page, store, 'pickup', [sandwich.line, cookie.line])
  expect(shown.discounts.map((discount) => discount.label)).toEqual([OFFER_TEXTS.welcome.label])
  await gotoReady(page, '/order/checkout')
  const summary = page.getByRole('complementary', { name: /Your Order/ })
  await expect(summary.getByText(money(shown.totals.total), { exact: true })).toBeVisible()

  // Meanwhile the other bag is paid (another tab, the app): it takes the offer.
  await payThroughApi(page, member, other)
  const now = await page.request.get(`/api/v1/carts/${shown.id}`, { headers: API_HEADERS })
  const fullPrice = ((await now.json()) as { data: TCart }).data.totals.total
  expect(fullPrice).toBeGreaterThan(shown.totals.total)

  await fillCard(page, { number: TEST_CARD.approve })
  await placeOrderButton(page).click()
  await expect(page.getByRole('alert').filter({ hasText: totalChangedMessage(fullPrice) })).toBeVisible()
  await expect(summary.getByText(money(fullPrice), { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/order\/checkout$/)
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'checkout-total-changed')

  // Placed again, at the total it now shows.
  await placeOrderButton(page).click()
  await page.waitForURL(CONFIRM_URL, { timeout: 30_000 })
  const [order] = await memberOrders(page)
  expect(order?.totals.total).toBe(fullPrice)
})
