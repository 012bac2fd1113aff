import type { TStoreServices } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import type { APIRequestContext } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady, isPhone } from './helpers.ts'
import { currentCartId, getCartAsGuest, openOrderControl, startPickupOrder } from './ordering-helpers.ts'

const OPEN_PANEL = 'dialog[open]'

/** A store taking orders that offers every one of `services`. */
async function storeOffering(request: APIRequestContext, services: (keyof TStoreServices)[]) {
  const store = (await getStores(request)).find(
    (candidate) =>
      candidate.available &&
      !candidate['Coming Soon'] &&
      services.every((service) => candidate.services[service]),
  )
  if (!store) throw new Error(`No store offering ${services.join(', ')}`)
  return store
}

test('without an order: Select Order Mode, group orders need sign-in, Pickup goes to the locations', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/')
  const selector = page.getByRole('banner').locator('[data-slot="handoff-selector"]')
  if (isPhone(testInfo)) await expect(selector).toBeHidden()
  else await expect(selector.getByRole('group', { name: 'Delivery or pickup' })).toBeVisible()

  const panel = await openOrderControl(page, testInfo)
  await expect(panel.getByRole('heading', { name: TEXTS.selectOrderMode })).toBeVisible()
  await expect(panel).toHaveCSS('max-width', '488px')
  const group = panel.getByRole('button', { name: new RegExp(`^${TEXTS.startAGroupOrder}`) })
  // A guest may press it: it leads to sign-in and back (group-order-start.spec.ts follows that path).
  await expect(group).toBeEnabled()
  await expect(group).toHaveAccessibleDescription(TEXTS.signInToHostGroupOrder)
  await expect(panel.getByText(TEXTS.signInToHostGroupOrder)).toBeVisible()
  await expectAccessible(page, OPEN_PANEL)
  await panel.getByRole('button', { name: new RegExp(`^${TEXTS.pickup}`) }).click()
  await page.waitForURL(/\/locations$/)
  await expect(panel).toBeHidden()
})

test('with a pickup order: location card, Change Location, the pickup type selector', async ({
  page,
  request,
}, testInfo) => {
  const store = await storeOffering(request, ['pickup', 'curbside'])
  await startPickupOrder(page, store)
  const cartId = await currentCartId(page)
  const panel = await openOrderControl(page, testInfo)
  await expect(panel.getByRole('heading', { name: `${TEXTS.pickup} at ${store.name}` })).toBeVisible()
  await expect(panel.getByText(`${store.address}, ${store.city}, ${store.state} ${store.zip}`)).toBeVisible()
  await expect(panel.getByRole('button', { name: TEXTS.pickup, exact: true, pressed: true })).toBeVisible()
  const type = panel.getByRole('group', { name: 'Pickup type' })
  await expect(type.getByRole('radio', { name: TEXTS.inStore })).toBeChecked()
  await expectAccessible(page, OPEN_PANEL)

  // The selector shows the basket's handoff as the server answers it: click, then wait for the answer
  // (check() would read the radio before the answer comes back on a loaded machine).
  await type.getByRole('radio', { name: TEXTS.curbside }).click()
  await expect(type.getByRole('radio', { name: TEXTS.curbside })).toBeChecked()
  await expect.poll(async () => (await getCartAsGuest(page, cartId)).handoff).toBe('curbside')
  // Headings follow the handoff.
  await expect(panel.getByRole('heading', { name: `${TEXTS.curbside} at ${store.name}` })).toBeVisible()

  // The delivery panel's switch shows Delivery (where the guest is), and Pickup comes back here.
  await panel.getByRole('button', { name: TEXTS.delivery, exact: true }).click()
  const delivery = page.getByRole('dialog', { name: TEXTS.delivery, exact: true })
  await expect(
    delivery.getByRole('button', { name: TEXTS.delivery, exact: true, pressed: true }),
  ).toBeVisible()
  await expect(
    delivery.getByRole('button', { name: TEXTS.pickup, exact: true, pressed: false }),
  ).toBeVisible()
  await delivery.getByRole('button', { name: TEXTS.pickup, exact: true }).click()
  await expect(panel.getByRole('heading', { name: `${TEXTS.curbside} at ${store.name}` })).toBeVisible()
  expect((await getCartAsGuest(page, cartId)).handoff).toBe('curbside')

  await panel.getByRole('link', { name: TEXTS.changeLocation }).click()
  await page.waitForURL(/\/locations$/)
  await expect(panel).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Order Curbside' })).toBeVisible()
})

test('drive-thru and a courier partner (dispatch) can be chosen where the store offers them', async ({
  page,
  request,
}, testInfo) => {
  const store = await storeOffering(request, ['drivethru', 'delivery', 'dispatch'])
  await startPickupOrder(page, store)
  const cartId = await currentCartId(page)
  let panel = await openOrderControl(page, testInfo)
  const pickupType = panel.getByRole('group', { name: 'Pickup type' })
  await pickupType.getByRole('radio', { name: 'Drive-thru' }).click()
  await expect.poll(async () => (await getCartAsGuest(page, cartId)).handoff).toBe('drivethru')
  await expect(panel.getByRole('heading', { name: `Drive-thru at ${store.name}` })).toBeVisible()
  await expectAccessible(page, OPEN_PANEL)

  // A delivery basket (the store's own address is inside its zone): 'Delivery type' offers the courier.
  const delivered = await page.request.put(`/api/v1/carts/${cartId}/handoff/delivery`, {
    headers: API_HEADERS,
    data: { address: store.address, city: store.city, state: store.state, zip: store.zip },
  })
  expect(delivered.status(), 'PUT carts/{id}/handoff/delivery').toBe(200)
  await page.reload()
  panel = await openOrderControl(page, testInfo)
  const deliveryType = panel.getByRole('group', { name: 'Delivery type' })
  await expect(deliveryType.getByRole('radio', { name: 'Our driver' })).toBeChecked()
  await deliveryType.getByRole('radio', { name: 'Courier partner' }).click()
  await expect.poll(async () => (await getCartAsGuest(page, cartId)).handoff).toBe('dispatch')
  await expect(deliveryType.getByRole('radio', { name: 'Courier partner' })).toBeChecked()
  await expectAccessible(page, OPEN_PANEL)
})

test('the handoff selector of the mobile menu (phone) or the header (desktop) opens the delivery panel', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/')
  let selector = page.getByRole('banner').locator('[data-slot="handoff-selector"]')
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true })
    await expect(menu.getByRole('group', { name: 'Delivery or pickup' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Find a location' })).toBeVisible()
    // The drawer has a way to sign in (members get 'My Account' there instead).
    await expect(
      menu.getByRole('navigation', { name: 'Drawer' }).getByRole('link', { name: 'Sign In' }),
    ).toHaveAttribute('href', '/account/signin')
    await expectAccessible(page, OPEN_PANEL)
    selector = menu
  }
  await selector.getByRole('button', { name: TEXTS.delivery, exact: true }).click()
  const delivery = page.getByRole('dialog', { name: TEXTS.delivery, exact: true })
  await expect(delivery.getByRole('heading', { name: TEXTS.deliveryAddress })).toBeVisible()
  // No order yet: the switch still shows the side the guest is on.
  await expect(
    delivery.getByRole('button', { name: TEXTS.delivery, exact: true, pressed: true }),
  ).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Menu', exact: true })).toBeHidden()
  await expectAccessible(page, OPEN_PANEL)
  await page.keyboard.press('Escape')
  await expect(delivery).toBeHidden()
})
