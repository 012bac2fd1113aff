import type { TLocation } from '@deli/contracts'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { bagButton, bagDialog } from './cart-helpers.ts'
import { placeOrderButton } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getMenu, getStores, gotoReady, isPhone, menuProducts, saveScreen } from './helpers.ts'
import { pickForProject, pickupStoresOpenTomorrowAt, storeDay } from './ordering-helpers.ts'
import { DEMO_ADMIN, signInAsAdmin, signInAtStaff, withStoreOpenAllDay } from './staff-helpers.ts'

test.setTimeout(120_000)

/** A kiosk stands upright or on its side: the phone project checks portrait, the desktop landscape. */
const kioskSize = (testInfo: TestInfo) =>
  isPhone(testInfo) ? { width: 1080, height: 1920 } : { width: 1920, height: 1080 }

/** The kiosk has no footer (what `waitForHydration` looks at): its header's button is hydrated instead. */
const waitForKiosk = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('.kiosk-header button')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  })

/** A product of the store's menu without required choices: one tap on 'Add to Bag' adds it. */
async function simpleProduct(page: Page, store: TLocation) {
  const products = menuProducts(await getMenu(page.request, store.menu_id))
  const product = products.find(
    (candidate) =>
      candidate.available &&
      !/utensils/i.test(candidate.name) &&
      candidate.optionGroups.every((group) => group.min === 0) &&
      candidate.quantities.min === 1,
  )
  if (!product) throw new Error('no simple product')
  return product
}

/**
 * A store for this project's kiosk journey: from the end of the list, past the stores the Hours and
 * Availability journeys change. The same store whatever the hour: the journey opens it all day at its
 * mid-day (`withStoreOpenAllDay`), since a kiosk orders for now only (ADR 046) and a
 * store open all day still has no ASAP slot in its day's last minutes (ADR 065).
 */
async function kioskStore(request: APIRequestContext, testInfo: TestInfo, offset: number) {
  const candidates = pickupStoresOpenTomorrowAt(await getStores(request), '12:00')
    .reverse()
    .slice(6)
  return pickForProject(candidates, testInfo, offset)
}

/** The staff API as the demo admin, on `request` (its own cookies, apart from the kiosk's page). */
async function asAdmin(request: APIRequestContext) {
  await signInAsAdmin(request)
  return async (method: 'PUT' | 'DELETE', path: string, data?: unknown) => {
    const response = await request.fetch(`/api/v1/staff/${path}`, { method, headers: API_HEADERS, data })
    expect(response.status(), `${method} staff/${path}`).toBe(200)
  }
}

/** The manager's page on the device: set it up as the store's kiosk; the kiosk's menu opens. */
async function makeKiosk(page: Page, store: TLocation, name: string) {
  await signInAtStaff(page, DEMO_ADMIN)
  await gotoReady(page, `/staff/kiosks/${store.id}`)
  await page.getByLabel('Kiosk name').fill(name)
  await page.getByRole('button', { name: 'Make this device a kiosk' }).click()
  await page.waitForURL(`**/menu/${store.menu_id}`)
}

/** Removes the kiosk named `name` (from any device), signed in as the demo admin. */
async function removeKiosk(request: APIRequestContext, store: TLocation, name: string) {
  await signInAsAdmin(request)
  const kiosks = await request.get(`/api/v1/staff/stores/${store.id}/kiosks`, { headers: API_HEADERS })
  const mine = ((await kiosks.json()).data as { id: string; name: string }[]).find(
    (kiosk) => kiosk.name === name,
  )
  if (!mine) throw new Error('the kiosk is not listed')
  const removed = await request.delete(`/api/v1/staff/kiosks/${mine.id}`, { headers: API_HEADERS })
  expect(removed.status()).toBe(200)
}

/** Opens the product over the menu (the kiosk's overlay) and adds it; answers its name. */
async function addFromOverlay(page: Page, name: string) {
  await page
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .first()
    .click()
  const overlay = page.getByRole('dialog', { name })
  await expect(overlay).toBeVisible()
  await overlay.getByRole('button', { name: /^Add to Bag/ }).click()
  await expect(overlay).toBeHidden()
  await expect(bagButton(page)).toHaveAccessibleName(/Your Bag, [1-9]\d* items?/)
}

test("a manager sets a tablet up as the store's kiosk: a guest orders by touch without an account, pays at the counter, and the kiosk starts over by itself", async ({
  page,
  request,
}, testInfo) => {
  const store = await kioskStore(request, testInfo, 0)
  // Open all day at its mid-day while the journey runs (restored at its end): the kiosk orders for now.
  await withStoreOpenAllDay(request, store, () => kioskJourney(page, request, testInfo, store))
})

async function kioskJourney(page: Page, request: APIRequestContext, testInfo: TestInfo, store: TLocation) {
  await page.clock.install()
  await page.setViewportSize(kioskSize(testInfo))
  const name = `Front counter ${testInfo.project.name}`

  // The manager's page: set this device up; the staff session ends on the kiosk at once.
  await signInAtStaff(page, DEMO_ADMIN)
  await gotoReady(page, `/staff/kiosks/${store.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Kiosks – ${store.name}` })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Make this device a kiosk' }).click()
  await expect(page.getByRole('alert')).toHaveText('Name the kiosk, e.g. Front counter.')
  await page.getByLabel('Kiosk name').fill(name)
  await page.getByRole('button', { name: 'Make this device a kiosk' }).click()
  await page.waitForURL(`**/menu/${store.menu_id}`)
  const staffMe = await page.request.get('/api/v1/staff/me', { headers: API_HEADERS })
  expect(staffMe.status(), 'signed out of staff on the kiosk').toBe(401)

  // The kiosk theme: its store, 'Start over' and the bag; no account, navigation or footer.
  await expect(page.locator('body')).toHaveClass(/\bkiosk\b/)
  const header = page.getByRole('banner')
  await expect(header.getByText(store.name)).toBeVisible()
  await expect(header.getByRole('button', { name: 'Start over' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Menu type' })).toHaveCount(0)
  await expectAccessible(page)
  // Touch targets: the header's buttons are at least 56 px tall.
  const startOver = await header.getByRole('button', { name: 'Start over' }).boundingBox()
  expect(startOver?.height ?? 0).toBeGreaterThanOrEqual(56)

  // Pages a kiosk does not show send the guest back to its start.
  for (const away of ['/account', '/', '/locations']) {
    await page.goto(away)
    await page.waitForURL(`**/menu/${store.menu_id}`)
  }
  await waitForKiosk(page)

  // Products open over the menu, not on a page of their own.
  const product = await simpleProduct(page, store)
  await page
    .getByRole('link', { name: new RegExp(`^${product.name}`) })
    .first()
    .click()
  const overlay = page.getByRole('dialog', { name: product.name })
  await expect(overlay).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(`/menu/${store.menu_id}`)
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'kiosk-product-overlay', { fullPage: false })
  await overlay.getByRole('button', { name: /^Add to Bag/ }).click()
  await expect(overlay).toBeHidden()
  await expect(bagDialog(page)).toBeVisible()
  // For now only (ADR 046): the bag says so and offers no time to change.
  await expect(bagDialog(page).getByText('Ready as soon as possible')).toBeVisible()
  await expect(bagDialog(page).getByRole('button', { name: /order time/ })).toHaveCount(0)
  await bagDialog(page).getByRole('button', { name: 'Continue To Checkout' }).click()
  // The bag's upsells come first, as on the web.
  await page.getByRole('button', { name: 'No, Thanks' }).click()

  // Checkout asks for the name the counter calls out, nothing else; pay at the counter is chosen.
  await page.waitForURL('**/order/checkout')
  await expect(page.getByLabel('Email')).toHaveCount(0)
  const checkout = page.getByRole('form', { name: 'Checkout' })
  await expect(checkout.getByText('Ready as soon as possible')).toBeVisible()
  await expect(checkout.getByRole('button', { name: 'Change order time' })).toHaveCount(0)
  await expect(page.getByRole('radio', { name: 'Pay at the counter' })).toBeChecked()
  await placeOrderButton(page).click()
  await expect(page.getByRole('alert').first()).toHaveText('Name for your order is required')
  await page.getByRole('textbox', { name: 'Name for your order' }).fill('Sam')
  await expectAccessible(page)
  await placeOrderButton(page).click()

  await page.waitForURL('**/order/confirm/*')
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Sam!' })).toBeVisible()
  await expect(page.getByText('Please pay at the counter. We start on your order right away.')).toBeVisible()
  await expect(page.getByText(/^Order #\d+$/)).toBeVisible()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'kiosk-confirmation')
  await page.getByRole('button', { name: 'Start a new order' }).click()
  await page.waitForURL(`**/menu/${store.menu_id}`)
  await waitForKiosk(page)
  await expect(bagButton(page)).toHaveAccessibleName('Your Bag, 0 items')

  // Left alone with an order going: the warning, 'I'm still here' keeps it; left longer, it is cleared.
  await addFromOverlay(page, product.name)
  await bagDialog(page).getByRole('button', { name: 'Close' }).first().click()
  await page.clock.fastForward(91_000)
  const warning = page.getByRole('dialog', { name: 'Are you still there?' })
  await expect(warning).toBeVisible()
  await expect(warning.getByRole('timer')).toHaveText(/^Your order will be cleared in \d+ seconds\.$/)
  await expectAccessible(page)
  await warning.getByRole('button', { name: "I'm still here" }).click()
  await expect(warning).toBeHidden()
  await expect(bagButton(page)).toHaveAccessibleName(/Your Bag, [1-9]\d* items?/)
  await page.clock.fastForward(91_000)
  await expect(warning).toBeVisible()
  await page.clock.fastForward(31_000)
  await expect(warning).toBeHidden()
  await expect(bagButton(page)).toHaveAccessibleName('Your Bag, 0 items')

  // The manager removes the kiosk (from any device): this one is an ordinary storefront again.
  await removeKiosk(request, store, name)
  await gotoReady(page, `/menu/${store.menu_id}`)
  await expect(page.locator('body')).not.toHaveClass(/\bkiosk\b/)
  await expect(page.getByRole('contentinfo')).toBeVisible()
}

test('a kiosk never dead-ends: closed for the day or paused, it says so and when, and reopens by itself', async ({
  page,
  request,
}, testInfo) => {
  const store = await kioskStore(request, testInfo, 1)
  const staff = await asAdmin(request)
  const name = `Closed screen ${testInfo.project.name}`
  await page.setViewportSize(kioskSize(testInfo))
  // Open all day at its mid-day while the journey runs (restored at its end); today is its day there.
  await withStoreOpenAllDay(request, store, async (timezone) => {
    const today = storeDay(timezone, 0).day
    try {
      // The manager closes the store for today (Availability): the kiosk shows why, not a menu.
      await staff('PUT', `stores/${store.id}/closures/${today}`, {
        message: 'Closed today for a private event.',
      })
      await page.clock.install()
      await makeKiosk(page, store, name)
      const closed = page.getByRole('heading', { level: 1, name: "Sorry, we're not taking orders right now" })
      await expect(closed).toBeVisible()
      await expect(closed).toBeFocused()
      await expect(page.getByText('Closed today for a private event.')).toBeVisible()
      await expect(page.getByText('This screen opens for orders by itself when we are ready.')).toBeVisible()
      await expect(page.getByRole('link', { name: /^Add/ })).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
      await expectAccessible(page)
      await saveScreen(page, testInfo, 'kiosk-closed')

      // Reopened: the menu comes back without a touch, at the next look (every 30 s).
      await staff('DELETE', `stores/${store.id}/closures/${today}`)
      await page.clock.fastForward(31_000)
      await expect(closed).toBeHidden()
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()

      // ASAP paused (the kitchen is slammed): the kiosk says so, and comes back when it is lifted.
      await staff('PUT', `stores/${store.id}/timing`, { asap_paused: true, extra_lead_minutes: 0 })
      await page.clock.fastForward(31_000)
      await expect(
        page.getByRole('heading', { level: 1, name: "We've paused kiosk orders for a few minutes" }),
      ).toBeVisible()
      await expectAccessible(page)
      await staff('PUT', `stores/${store.id}/timing`, { asap_paused: false, extra_lead_minutes: 0 })
      await page.clock.fastForward(31_000)
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
      await removeKiosk(request, store, name)
    } finally {
      await request.fetch(`/api/v1/staff/stores/${store.id}/closures/${today}`, {
        method: 'DELETE',
        headers: API_HEADERS,
      })
      await staff('PUT', `stores/${store.id}/timing`, { asap_paused: false, extra_lead_minutes: 0 })
    }
  })
})
