import type { TLocation } from '@deli/contracts'
import { INSTRUCTIONS_RULE } from '@deli/contracts/constants'
import { TEXTS } from '@deli/domain'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, escapeRegExp, getStores, isPhone } from './helpers.ts'
import {
  currentCartId,
  getCartAsGuest,
  openDeliveryPanel,
  openOrderControl,
  startPickupOrder,
  storedOrder,
} from './ordering-helpers.ts'

const OPEN_PANEL = 'dialog[open]'

test('delivery to a Dallas address: at most 3 stores, Start Order, the menu with a delivery basket', async ({
  page,
  request,
}, testInfo) => {
  const panel = await openDeliveryPanel(page, testInfo)
  await expect(panel).toHaveCSS('max-width', '488px')
  await expectAccessible(page, OPEN_PANEL)
  const search = panel.getByRole('combobox', { name: 'Street address' })
  await search.fill('1530 Main')
  await panel
    .getByRole('option', { name: /1530 Main St/ })
    .first()
    .click()
  await expect(panel.getByRole('heading', { name: TEXTS.selectALocation })).toBeVisible()
  const cards = panel.getByRole('article')
  const count = await cards.count()
  expect(count).toBeGreaterThanOrEqual(1)
  expect(count).toBeLessThanOrEqual(3)
  for (const card of await cards.all()) {
    await expect(card.getByText(/^Delivery fee \$\d+\.\d{2} · \$\d+\.\d{2} minimum$/)).toBeVisible()
    const name = await card.getByRole('heading').textContent()
    await expect(
      card.getByRole('button', { name: `${TEXTS.startOrder} at ${name}`, exact: true }),
    ).toBeVisible()
  }
  await expect(search).toHaveValue('1530 Main St, Dallas, TX, 75201')
  await expect(panel.getByRole('listbox')).toBeHidden()
  await expectAccessible(page, OPEN_PANEL)

  const storeName = (await cards.first().getByRole('heading').textContent()) ?? ''
  const store = (await getStores(request)).find((candidate) => candidate.name === storeName)
  if (!store) throw new Error(`No store named '${storeName}'`)
  await panel.getByLabel('Apartment, suite or building (optional)').fill('Suite 200')
  await panel.getByLabel('Delivery instructions (optional)').fill('Ring the bell at the side door.')
  await cards.first().getByRole('button', { name: TEXTS.startOrder }).click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
  await expect(panel).toBeHidden()

  const cart = await getCartAsGuest(page, await currentCartId(page))
  expect(cart.menu_id).toBe(store.menu_id)
  expect(cart.handoff).toBe('delivery')
  expect(cart.address).toMatchObject({
    address: '1530 Main St',
    building: 'Suite 200',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    instructions: 'Ring the bell at the side door.',
  })

  // The sub-header (phone) or header selector (desktop) now shows the delivery address.
  const place = isPhone(testInfo)
    ? page.locator('.mobile-sub-header').getByRole('button', { name: '1530 Main St, Dallas' })
    : page
        .locator('[data-slot="handoff-selector"]')
        .getByRole('button', { name: '1530 Main St', exact: true })
  await expect(place).toBeVisible()
  const control = await openOrderControl(page, testInfo)
  await expect(control.getByText('1530 Main St, Dallas, TX, 75201')).toBeVisible()
  await expect(control.getByRole('button', { name: TEXTS.delivery, pressed: true })).toBeVisible()
  await expectAccessible(page, OPEN_PANEL)

  // 'Change Address' → the delivery panel with the address, 'Change Delivery Address' and 'Back'.
  await control.getByRole('button', { name: TEXTS.changeAddress }).click()
  await expect(panel.getByText('1530 Main St, Dallas, TX, 75201')).toBeVisible()
  await expect(panel.getByRole('radio', { name: TEXTS.orderModeAsap })).toBeAttached()
  await expectAccessible(page, OPEN_PANEL)
  await panel.getByRole('button', { name: TEXTS.changeDeliveryAddress }).click()
  await expect(panel.getByRole('heading', { name: TEXTS.addNewDeliveryAddress })).toBeVisible()
  await panel.getByRole('button', { name: TEXTS.back }).click()
  await expect(panel.getByRole('button', { name: TEXTS.changeDeliveryAddress })).toBeVisible()

  // The handoff switch: Pickup turns the basket into the store's first pickup-group mode.
  await panel.getByRole('button', { name: TEXTS.pickup, exact: true }).click()
  const settings = page.getByRole('dialog', { name: 'Your Order Settings' })
  await expect(settings.getByRole('button', { name: TEXTS.pickup, pressed: true })).toBeVisible()
  await expect(settings.getByRole('heading', { name: `${TEXTS.pickup} at ${store.name}` })).toBeVisible()
  expect((await getCartAsGuest(page, cart.id)).handoff).toMatch(/^(pickup|curbside|drivethru)$/)
})

test('delivery search: a place without full details, bad building and instructions, no nearby stores', async ({
  page,
  request,
}, testInfo) => {
  const panel = await openDeliveryPanel(page, testInfo)
  const search = panel.getByRole('combobox', { name: 'Street address' })
  await search.fill('75201')
  await panel.getByRole('option', { name: /^75201/ }).click()
  await expect(panel.getByRole('alert').filter({ hasText: TEXTS.noDetails })).toBeVisible()
  await expect(search).toBeFocused()

  await panel.getByRole('combobox', { name: 'Street address' }).fill('1530 Main')
  await panel
    .getByRole('option', { name: /1530 Main St/ })
    .first()
    .click()
  await expect(panel.getByRole('heading', { name: TEXTS.selectALocation })).toBeVisible()
  const building = panel.getByLabel('Apartment, suite or building (optional)')
  const instructions = panel.getByLabel('Delivery instructions (optional)')
  await expect(building).toBeFocused()
  await building.fill('<Suite 2>')
  // The input stops at the API's limit (INPUT_MAX_LENGTH.instructions), so a too-long text cannot be typed; a
  // control character is what the instructions rule still refuses.
  await instructions.fill('x'.repeat(201))
  await expect(instructions).toHaveValue('x'.repeat(INSTRUCTIONS_RULE.max))
  await instructions.fill('Ring the bell\u0007')
  await panel.getByRole('article').first().getByRole('button', { name: TEXTS.startOrder }).click()
  await expect(panel.getByText(TEXTS.invalidBuilding)).toBeVisible()
  await expect(panel.getByText(TEXTS.invalidInstructions)).toBeVisible()
  await expect(building).toBeFocused()
  await expect(building).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/$/)
  await expectAccessible(page, OPEN_PANEL)
  await building.fill('Suite 2')
  await expect(panel.getByText(TEXTS.invalidBuilding)).toBeHidden()

  // A store whose address no delivery zone reaches: 'No Nearby Locations' and its sentence.
  const far = await storeNoOneDeliversTo(request, await getStores(request))
  await panel.getByRole('combobox', { name: 'Street address' }).fill(far.address)
  await panel
    .getByRole('option', { name: new RegExp(escapeRegExp(far.address)) })
    .first()
    .click()
  await expect(panel.getByRole('heading', { name: TEXTS.noNearbyLocations })).toBeVisible()
  await expect(panel.getByText(TEXTS.cannotDeliver)).toBeVisible()
  await expect(panel.getByRole('article')).toHaveCount(0)
  await expectAccessible(page, OPEN_PANEL)
})

/** A store address outside every delivery zone, found by asking the delivery search itself. */
async function storeNoOneDeliversTo(
  request: import('@playwright/test').APIRequestContext,
  stores: TLocation[],
) {
  for (const store of stores.filter((candidate) => !candidate.services.delivery)) {
    const response = await request.put('/api/v1/stores/for-delivery-address', {
      headers: API_HEADERS,
      data: {
        address: store.address,
        city: store.city,
        state: store.state,
        zip: store.zip,
        latitude: store.latitude,
        longitude: store.longitude,
      },
    })
    const body = (await response.json()) as { data: { locations: unknown[] } }
    if (body.data.locations.length === 0) return store
  }
  throw new Error('Every store address has a store delivering to it')
}

test('a delivery that fails to start clears location and basket and shows the server message', async ({
  page,
}, testInfo) => {
  const message = 'We could not set up delivery for this basket.'
  await page.route('**/api/v1/carts/*/handoff/delivery', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', code: 'DELIVERY_OUT_OF_ZONE', message }),
    }),
  )
  const panel = await openDeliveryPanel(page, testInfo)
  await panel.getByRole('combobox', { name: 'Street address' }).fill('1530 Main')
  await panel
    .getByRole('option', { name: /1530 Main St/ })
    .first()
    .click()
  await panel.getByRole('article').first().getByRole('button', { name: TEXTS.startOrder }).click()
  await expect(panel.getByRole('alert').filter({ hasText: message })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => storedOrder(page)).toMatchObject({ location: null, cartId: null })
})

test('closing the delivery panel with a basket but no location brings the basket’s store back', async ({
  page,
  request,
}, testInfo) => {
  const store = (await getStores(request)).find(
    (candidate) => candidate.available && !candidate['Coming Soon'] && candidate.services.pickup,
  )
  if (!store) throw new Error('No store taking pickup orders')
  await startPickupOrder(page, store)
  const cartId = await currentCartId(page)
  // The location is forgotten while the basket stays (as after a cleared location elsewhere). The
  // edit happens on a same-origin page without the app, so no running app can save over it.
  await page.goto('/icon.svg')
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('deli-order') ?? '{}')
    stored.state.location = null
    localStorage.setItem('deli-order', JSON.stringify(stored))
  })
  const panel = await openDeliveryPanel(page, testInfo)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect.poll(async () => (await storedOrder(page))?.location?.menu_id).toBe(store.menu_id)
  expect((await storedOrder(page))?.cartId).toBe(cartId)
  const place = isPhone(testInfo)
    ? page.locator('.mobile-sub-header').getByRole('button', { name: `${store.address}, ${store.city}` })
    : page.locator('[data-slot="handoff-selector"]').getByRole('button', { name: store.address, exact: true })
  await expect(place).toBeVisible()
})
