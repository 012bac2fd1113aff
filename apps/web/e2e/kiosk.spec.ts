import type { TLocation } from '@deli/contracts'
import type { Page, TestInfo } from '@playwright/test'
import { bagButton, bagDialog, browserCart } from './cart-helpers.ts'
import { placeOrderButton } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getMenu, getStores, gotoReady, isPhone, menuProducts, saveScreen } from './helpers.ts'
import { pickForProject, pickupStoresOpenTomorrowAt } from './ordering-helpers.ts'
import { DEMO_ADMIN, signInAtStaff, staffLoginBody } from './staff-helpers.ts'

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
 * Orders the kiosk's basket ahead, at tomorrow's first slot: a journey run late in the store's day
 * must not depend on ASAP room in its last minutes (a kiosk guest orders ASAP in a store that is open).
 */
async function orderAhead(page: Page) {
  const cart = await browserCart(page)
  const [, tomorrow] = cart.time.days
  const times = await page.request.get(`/api/v1/carts/${cart.id}/times?day=${tomorrow}`, {
    headers: API_HEADERS,
  })
  const [first] = ((await times.json()) as { data: { times: string[] } }).data.times
  const set = await page.request.put(`/api/v1/carts/${cart.id}/time`, {
    headers: API_HEADERS,
    data: { mode: 'advance', wanted: first },
  })
  expect(set.status(), 'PUT carts/{id}/time').toBe(200)
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
  // Stores at the end of the list, after those the Hours and Availability journeys change.
  const store = pickForProject(
    pickupStoresOpenTomorrowAt(await getStores(request), '12:00').reverse(),
    testInfo,
    3,
  )
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
  await orderAhead(page)
  await bagDialog(page).getByRole('button', { name: 'Continue To Checkout' }).click()
  // The bag's upsells come first, as on the web.
  await page.getByRole('button', { name: 'No, Thanks' }).click()

  // Checkout asks for the name the counter calls out, nothing else; pay at the counter is chosen.
  await page.waitForURL('**/order/checkout')
  await expect(page.getByLabel('Email')).toHaveCount(0)
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
  const login = await request.post('/api/v1/staff/login', {
    headers: API_HEADERS,
    data: staffLoginBody(DEMO_ADMIN),
  })
  expect(login.status()).toBe(200)
  const kiosks = await request.get(`/api/v1/staff/stores/${store.id}/kiosks`, { headers: API_HEADERS })
  const mine = ((await kiosks.json()).data as { id: string; name: string }[]).find(
    (kiosk) => kiosk.name === name,
  )
  if (!mine) throw new Error('the kiosk is not listed')
  const removed = await request.delete(`/api/v1/staff/kiosks/${mine.id}`, { headers: API_HEADERS })
  expect(removed.status()).toBe(200)
  await gotoReady(page, `/menu/${store.menu_id}`)
  await expect(page.locator('body')).not.toHaveClass(/\bkiosk\b/)
  await expect(page.getByRole('contentinfo')).toBeVisible()
})
