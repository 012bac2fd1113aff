import type { TCart } from '@deli/contracts'
import { bagButton, bagDialog, browserCart, ensureCheckoutTime, plainProduct } from './cart-helpers.ts'
import { fillCard, placeOrderButton, signUpThroughApi, TEST_CARD } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { GROUP_TEXTS, groupPanel, joinByLink, secondBrowser, storedGroup } from './group-helpers.ts'
import { API_HEADERS, getStores, gotoReady, saveScreen, waitForHydration } from './helpers.ts'
import { openOrderControl } from './ordering-helpers.ts'

test.setTimeout(180_000)

/**
 * Four of a plain product into the browser's basket (over any delivery minimum). The host also makes
 * the time valid at any hour of the run; a participant's basket follows the host's time (spec §6).
 */
async function fillOwnBasket(page: import('@playwright/test').Page, menuId: number, isHost: boolean) {
  const cart = await browserCart(page)
  const product = await plainProduct(page.request, menuId)
  const added = await page.request.post(`/api/v1/carts/${cart.id}/products`, {
    headers: API_HEADERS,
    data: { product_id: product.product_id, quantity: 4 },
  })
  expect(added.ok(), await added.text()).toBe(true)
  if (isHost) await ensureCheckoutTime(page)
  return ((await added.json()) as { data: TCart }).data
}

async function checkOut(page: import('@playwright/test').Page) {
  await page.waitForURL(/\/order\/checkout$/)
  await waitForHydration(page)
  await fillCard(page, { number: TEST_CARD.approve })
  await placeOrderButton(page).click()
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
}

test('split payment, delivery: each participant pays their own part, the host submits the group', async ({
  page,
  browser,
}, testInfo) => {
  // The host starts a split delivery group: only stores offering split payment deliver.
  const host = await signUpThroughApi(page)
  const hostName = `${host.first_name} ${host.last_name}`
  await gotoReady(page, '/')
  const control = await openOrderControl(page, testInfo)
  await control.getByRole('button', { name: /Start a Group Order/ }).click()
  const panel = groupPanel(page)
  await panel.getByRole('radio', { name: /Split Payment/ }).check()
  await panel.getByRole('radio', { name: 'Delivery' }).check()
  await panel.getByRole('button', { name: 'Continue', exact: true }).click()
  await panel.getByRole('button', { name: 'Yes, continue with split payment' }).click()
  const delivery = page.getByRole('dialog', { name: 'Delivery', exact: true })
  await delivery.getByRole('combobox', { name: 'Street address' }).fill('1530 Main')
  await delivery
    .getByRole('option', { name: /1530 Main St/ })
    .first()
    .click()
  const cards = delivery.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const stores = await getStores(page.request)
  for (const name of await cards.getByRole('heading').allTextContents()) {
    expect(stores.find((store) => store.name === name)?.services.groupsplitpay, name).toBe(true)
  }
  const storeName = (await cards.first().getByRole('heading').textContent()) ?? ''
  const store = stores.find((candidate) => candidate.name === storeName)
  if (!store) throw new Error(`No store named '${storeName}'`)
  await cards.first().getByRole('button', { name: 'Start Order' }).click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
  await page.getByRole('dialog', { name: 'Heads Up!' }).getByRole('button', { name: 'Close' }).last().click()
  const group = (await storedGroup(page)) as { id: string }
  await fillOwnBasket(page, store.menu_id, true)

  // A participant (a member, who must sign in to pay) joins with a basket of their own.
  const guest = await secondBrowser(browser, testInfo)
  await signUpThroughApi(guest)
  await joinByLink(guest, group.id, hostName, 'Sam Lee')
  const guestBasket = await browserCart(guest)
  const hostBasket = await browserCart(page)
  expect(guestBasket.id).not.toBe(hostBasket.id)
  await fillOwnBasket(guest, store.menu_id, false)
  await gotoReady(guest, `/menu/${store.menu_id}`)
  await bagButton(guest).click()
  const guestBag = bagDialog(guest)
  // Spec §6: in a split delivery group the participant sees no location section and no order time.
  await expect(guestBag.getByRole('button', { name: GROUP_TEXTS.submitMyOrder })).toBeVisible()
  await expectAccessible(guest)
  await saveScreen(guest, testInfo, 'group-split-participant-bag', { fullPage: false })
  await guestBag.getByRole('button', { name: GROUP_TEXTS.submitMyOrder }).click()
  await checkOut(guest)

  // The host's bag: 'Participant Submissions' with the participant's check.
  await gotoReady(page, `/menu/${store.menu_id}`)
  await bagButton(page).click()
  const hostBag = bagDialog(page)
  await expect(hostBag.getByText('Participant Submissions')).toBeVisible()
  await expect(hostBag.locator('.group-submissions__person').filter({ hasText: 'Sam Lee' })).toContainText(
    'submitted',
    {
      timeout: 15_000,
    },
  )
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'group-split-host-bag', { fullPage: false })
  await hostBag.getByRole('button', { name: 'Continue To Checkout' }).click()
  await hostBag.getByRole('button', { name: 'Continue to Checkout', exact: true }).click()
  await checkOut(page)

  // The participant's bag polls and tells them the host completed the group.
  await bagButton(guest).click()
  const closed = guest.getByRole('dialog', { name: GROUP_TEXTS.closed })
  await expect(closed.getByText(GROUP_TEXTS.completed(hostName))).toBeVisible({ timeout: 20_000 })
  await expectAccessible(guest)
  await closed.getByRole('button', { name: 'Close' }).last().click()
  await guest.context().close()
})
