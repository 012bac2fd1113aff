import type { TCart, TLocation } from '@deli/contracts'
import { formatWantedTime, HOST_WAIT_TEXTS, OFFER_TEXTS, TEXTS } from '@deli/domain'
import type { APIRequestContext, Page } from '@playwright/test'
import { bagButton, bagDialog, browserCart, plainProduct } from './cart-helpers.ts'
import { fillCard, placeOrderButton, signUpThroughApi, TEST_CARD } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { GROUP_TEXTS, groupThroughApi, joinByLink, secondBrowser, storedGroup } from './group-helpers.ts'
import { API_HEADERS, getStores, gotoReady, PRODUCT_NAME, saveScreen, waitForHydration } from './helpers.ts'
import { openOrderControl, pickForProject, storeDay, storedOrder } from './ordering-helpers.ts'
import { closeStoreDay } from './staff-helpers.ts'

// Group orders ordered ahead at a store closed now (spec §4: the host owns the group's handoff and
// time; participants are told the group's end first, before any marketing popup). The store is closed
// with the manager's closed day for today, so the journeys hold whatever the hour of the run. Each
// journey and project closes a store of its own that no other journey orders from.

test.setTimeout(180_000)

/** Split-payment pickup stores far from the stores other journeys pick: one per journey and project. */
const OWN_STORES = ['Mid City Baton Rouge', 'Crossroads', 'Pearl Street Boulder', 'Roosevelt Row']

async function ownStore(
  request: APIRequestContext,
  testInfo: import('@playwright/test').TestInfo,
  offset: number,
) {
  const stores = await getStores(request)
  const candidates = OWN_STORES.map((name) => stores.find((store) => store.name.endsWith(name)))
  const store = pickForProject(candidates, testInfo, offset)
  if (!store?.services.groupsplitpay || !store.services.pickup)
    throw new Error('no split-payment pickup store')
  return store
}

/** The manager closes the store for today (Availability: close the store for a day); undone by `reopen`. */
const closeToday = (request: APIRequestContext, store: TLocation) =>
  closeStoreDay(request, store, storeDay(store.timezone, 0).day, 'Closed today for a private event.')

/** Adds `quantity` of a plain product to a basket as the browser's session. */
async function addThroughApi(page: Page, cartId: string, menuId: number, quantity = 2) {
  const product = await plainProduct(page.request, menuId)
  const added = await page.request.post(`/api/v1/carts/${cartId}/products`, {
    headers: API_HEADERS,
    data: { product_id: product.product_id, quantity },
  })
  expect(added.ok(), await added.text()).toBe(true)
}

/** The host orders ahead: the first slot of the first day after today. */
async function orderAheadThroughApi(page: Page, cartId: string): Promise<string> {
  const cart = await browserCart(page)
  expect(cart.time.asapAvailable, 'the store is closed now').toBe(false)
  for (const day of cart.time.days.slice(1)) {
    const times = await page.request.get(`/api/v1/carts/${cartId}/times?day=${day}`, { headers: API_HEADERS })
    const [slot] = ((await times.json()) as { data: { times: string[] } }).data.times
    if (!slot) continue
    const set = await page.request.put(`/api/v1/carts/${cartId}/time`, {
      headers: API_HEADERS,
      data: { mode: 'advance', wanted: slot },
    })
    expect(set.status(), await set.text()).toBe(200)
    return ((await set.json()) as { data: TCart }).data.time.wanted as string
  }
  throw new Error('No open slot in the next days')
}

/** The page regains focus (the person comes back to its tab): the browser's own event, as it fires it. */
const regainFocus = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))

const orderTimeDialog = (page: Page) => page.getByRole('dialog', { name: 'Order Time' })

/** A participant's read-only time: when, set by whom, and no picker. */
async function expectGroupTime(scope: import('@playwright/test').Locator, when: string, host: string) {
  const section = scope.getByRole('region', { name: 'Order time' })
  await expect(section.getByText(when, { exact: true })).toBeVisible()
  await expect(section.getByText(TEXTS.groupTimeSetBy(host))).toBeVisible()
  await expect(section.getByText(GROUP_TEXTS.hostOnlyTime)).toBeVisible()
  await expect(scope.getByRole('radio')).toHaveCount(0)
  await expect(scope.getByRole('combobox')).toHaveCount(0)
}

test('split payment ordered ahead: the participant follows the host’s time, pays, and the group ends for both', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const store = await ownStore(request, testInfo, 0)
  const reopen = await closeToday(request, store)
  try {
    const host = await signUpThroughApi(page)
    const hostName = `${host.first_name} ${host.last_name}`
    const group = await groupThroughApi(page, store, hostName, 'split')
    await addThroughApi(page, group.cart.id, store.menu_id)

    // A participant joins before the host chose a time.
    const guest = await secondBrowser(browser, testInfo)
    await signUpThroughApi(guest)
    await joinByLink(guest, group.id, hostName, 'Sam Lee')
    const basket = await browserCart(guest)
    await addThroughApi(guest, basket.id, store.menu_id)

    // The host orders ahead: the participant's basket follows.
    const slot = await orderAheadThroughApi(page, group.cart.id)
    const when = formatWantedTime(slot)
    expect((await browserCart(guest)).time.wanted).toBe(slot)

    // The participant reads the group's time, never a picker, and Done closes it.
    await gotoReady(guest, `/menu/${store.menu_id}`)
    await bagButton(guest).click()
    const bag = bagDialog(guest)
    await expect(bag.getByRole('button', { name: 'View order time' })).toContainText(when)
    await bag.getByRole('button', { name: 'View order time' }).click()
    const modal = orderTimeDialog(guest)
    await expectGroupTime(modal, when, hostName)
    await expectAccessible(guest)
    await saveScreen(guest, testInfo, 'group-ahead-participant-time', { fullPage: false })
    await modal.getByRole('button', { name: TEXTS.done }).click()
    await expect(modal).toBeHidden()
    await expect(guest).not.toHaveURL(/selectTime/)

    // The participant submits and pays: no time to choose.
    await bagButton(guest).click()
    await bagDialog(guest).getByRole('button', { name: GROUP_TEXTS.submitMyOrder }).click()
    await guest.waitForURL(/\/order\/checkout$/)
    await waitForHydration(guest)
    await expect(guest.locator('.checkout-handoff').getByText(when, { exact: true })).toBeVisible()
    await fillCard(guest, { number: TEST_CARD.approve })
    await placeOrderButton(guest).click()
    await guest.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
    await expect(guest.locator('.confirm-card__time')).toContainText(`Ready: ${when}`)
    // Paid and approved, the participant's order waits for the host's: said so, not "Sending".
    await expect(guest.getByText(/^Order #\d+ · Waiting for the host$/)).toBeVisible()
    await expect(guest.getByText(HOST_WAIT_TEXTS.receipt)).toBeVisible()

    // The host sees the payment and places the group's order.
    await gotoReady(page, `/menu/${store.menu_id}`)
    await bagButton(page).click()
    const hostBag = bagDialog(page)
    await expect(hostBag.locator('.group-submissions__person').filter({ hasText: 'Sam Lee' })).toContainText(
      'submitted',
    )
    await hostBag.getByRole('button', { name: 'Continue To Checkout' }).click()
    await hostBag.getByRole('button', { name: 'Continue to Checkout', exact: true }).click()
    await page.waitForURL(/\/order\/checkout$/)
    await waitForHydration(page)
    await fillCard(page, { number: TEST_CARD.approve })
    await placeOrderButton(page).click()
    await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })

    // The group is over for the host: the confirmation, and no deadline, countdown or cancel — also after a reload.
    await expect(page.getByRole('heading', { level: 1, name: /Your order is in/ })).toBeVisible()
    await expect.poll(() => storedGroup(page)).toBeNull()
    await expect(page.getByText('Group order closes in')).toHaveCount(0)
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: /Your order is in/ })).toBeVisible()
    expect(await storedGroup(page)).toBeNull()
    await expect(page.getByText('Group order closes in')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Change time' })).toHaveCount(0)
    const control = await openOrderControl(page, testInfo)
    await expect(control.getByRole('button', { name: TEXTS.cancelGroupOrder })).toHaveCount(0)
    await expect(control.getByText(/Deadline/)).toHaveCount(0)
    await expectAccessible(page)
    await control.press('Escape')

    // The participant, back on their tab, is told at once: closed, and when and where to pick up.
    await regainFocus(guest)
    const closed = guest.getByRole('dialog', { name: GROUP_TEXTS.closed })
    await expect(closed.getByText(GROUP_TEXTS.completed(hostName))).toBeVisible()
    await expect(closed.getByText(`Pickup ${when} at ${store.name}, ${store.address}`)).toBeVisible()
    await expectAccessible(guest)
    await saveScreen(guest, testInfo, 'group-ahead-participant-closed', { fullPage: false })
    await closed.getByRole('button', { name: 'Close' }).last().click()
    await expect(closed).toBeHidden()
    // The group is placed: the participant's order is scheduled with the host's, and its time is the
    // group's, which nobody moves online (cancel stays theirs).
    await expect(guest.getByText(/^Order #\d+ · Scheduled$/)).toBeVisible()
    await expect(guest.getByRole('button', { name: 'Change time' })).toHaveCount(0)
    await expect(
      guest.getByText(/^A group order is made together at the time its host chose\./),
    ).toBeVisible()
    await expect(guest.getByRole('button', { name: 'Cancel order' })).toBeVisible()
    await guest.context().close()
  } finally {
    await reopen()
  }
})

test('host pays: a guest participant reads the time, then learns of the cancel at once, before any popup', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const store = await ownStore(request, testInfo, 1)
  const reopen = await closeToday(request, store)
  try {
    const host = await signUpThroughApi(page)
    const hostName = `${host.first_name} ${host.last_name}`
    const group = await groupThroughApi(page, store, hostName, 'host')
    const slot = await orderAheadThroughApi(page, group.cart.id)
    const when = formatWantedTime(slot)

    // A guest joins (no account: the welcome popup would be theirs) and adds to the host's basket.
    const guest = await secondBrowser(browser, testInfo)
    await joinByLink(guest, group.id, hostName, 'Anne Marie')
    await guest.evaluate(() => localStorage.removeItem('deli-popups'))
    await addThroughApi(guest, group.cart.id, store.menu_id, 1)
    await gotoReady(guest, `/menu/${store.menu_id}`)

    // Order settings: the group's time read-only, with who sets it.
    const control = await openOrderControl(guest, testInfo)
    await expectGroupTime(control, when, hostName)
    await expectAccessible(guest)
    await saveScreen(guest, testInfo, 'group-ahead-participant-settings', { fullPage: false })
    await control.press('Escape')
    await expect(control).toBeHidden()

    // The bag's time: read-only too; nothing asks for the host's basket's times, Done closes.
    const timeCalls: string[] = []
    guest.on('request', (call) => {
      if (/\/carts\/[^/]+\/times/.test(call.url())) timeCalls.push(call.url())
    })
    await bagButton(guest).click()
    await bagDialog(guest).getByRole('button', { name: 'View order time' }).click()
    const modal = orderTimeDialog(guest)
    await expectGroupTime(modal, when, hostName)
    await expect(modal.getByText('We could not find that basket.')).toHaveCount(0)
    await expectAccessible(guest)
    await modal.getByRole('button', { name: TEXTS.done }).click()
    await expect(modal).toBeHidden()
    expect(timeCalls).toEqual([])

    // The host cancels; the participant, back on the tab (the bag closed: no polling), is told at once.
    const cancelled = await page.request.delete(`/api/v1/carts/group/${group.id}`, { headers: API_HEADERS })
    expect(cancelled.status()).toBe(200)
    await regainFocus(guest)
    const notice = guest.getByRole('dialog', { name: TEXTS.headsUp })
    await expect(notice.getByText(GROUP_TEXTS.cancelled)).toBeVisible()
    await expect(guest).toHaveURL(/\/$/)
    const welcome = guest.getByRole('dialog', { name: OFFER_TEXTS.welcome.title(PRODUCT_NAME) })
    await expect(welcome).toBeHidden()
    await expectAccessible(guest)
    await saveScreen(guest, testInfo, 'group-ahead-cancelled', { fullPage: false })
    await notice.getByRole('button', { name: 'Close' }).last().click()
    await expect(notice).toBeHidden()
    await expect(welcome).toBeHidden()
    // The group's basket and store are forgotten with it: the header offers a new order.
    expect(await storedGroup(guest)).toBeNull()
    expect((await storedOrder(guest))?.location).toBeNull()
    // Not a dismissed welcome: it was held back for the notice, and a later visit still offers it.
    await gotoReady(guest, '/')
    await expect(welcome).toBeVisible()
    await guest.context().close()
  } finally {
    await reopen()
  }
})
