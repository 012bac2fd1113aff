import { browserCart } from './cart-helpers.ts'
import {
  CHECKOUT_TEXTS,
  fillBag,
  memberOrders,
  placeOrderButton,
  placeOrderPayingInStore,
  signUpThroughApi,
  storeFor,
} from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady } from './helpers.ts'

const WAITING = (id: string) =>
  JSON.stringify({ status: 'ok', data: { status: 'waiting', message: 'Your order is on its way.', id } })

test("after 30 waiting answers, 2 s apart: 'Response took too long. Please try again.'", async ({ page }) => {
  const store = await storeFor(page.request, 'pickup')
  const cart = await fillBag(page, store)
  await signUpThroughApi(page)
  // The submission stays 'waiting' for ever: the submit and every track answer say so.
  let submits = 0
  let tracks = 0
  await page.route('**/api/submit-background', (route) => {
    submits++
    return route.fulfill({ contentType: 'application/json', body: WAITING(cart.id) })
  })
  await page.route(`**/api/v1/carts/${cart.id}/submit/track`, (route) => {
    tracks++
    return route.fulfill({ contentType: 'application/json', body: WAITING(cart.id) })
  })
  await page.clock.install()
  await gotoReady(page, '/order/checkout')
  await placeOrderPayingInStore(page)

  // Waiting: the button is busy and disabled, the progress announced politely.
  const button = page.getByRole('button', { name: 'Placing order…' })
  await expect(button).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Sending your order to the store…' })).toBeVisible()
  await expectAccessible(page)
  await button.click({ force: true })
  expect(submits).toBe(1)

  // Each try waits 2 s on the page's clock (the exact spacing is pinned by the unit tests of
  // poll-submission); the message comes only once the 30th answer is still 'waiting'.
  const tooLong = page.getByRole('alert').filter({ hasText: CHECKOUT_TEXTS.submitTooLong })
  for (let step = 0; step < 60 && tracks < 30; step++) {
    expect(await tooLong.count()).toBe(0)
    await page.clock.runFor(2_000)
    // Real time for the page to take the answer and arm its next 2 s wait.
    await page.waitForTimeout(25)
  }
  await expect(tooLong).toBeVisible()
  expect(tracks).toBe(30)
  await page.clock.runFor(10_000)
  expect(tracks).toBe(30)

  // The form is usable again and the bag is kept.
  await expect(placeOrderButton(page)).toBeEnabled()
  await expectAccessible(page)
  expect((await browserCart(page)).id).toBe(cart.id)
  expect(await memberOrders(page)).toEqual([])
})
