import { TEXTS } from '@deli/domain'
import { expect, expectAccessible, test } from './fixtures.ts'
import { getStores, gotoReady, isPhone } from './helpers.ts'
import { currentCartId, getCartAsGuest, openOrderControl, startPickupOrder } from './ordering-helpers.ts'

const OPEN_PANEL = 'dialog[open]'

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
  const store = (await getStores(request)).find(
    (candidate) =>
      candidate.available &&
      !candidate['Coming Soon'] &&
      candidate.services.pickup &&
      candidate.services.curbside,
  )
  if (!store) throw new Error('No store with pickup and curbside')
  await startPickupOrder(page, store)
  const cartId = await currentCartId(page)
  const panel = await openOrderControl(page, testInfo)
  await expect(panel.getByRole('heading', { name: `${TEXTS.pickup} at ${store.name}` })).toBeVisible()
  await expect(panel.getByText(`${store.address}, ${store.city}, ${store.state} ${store.zip}`)).toBeVisible()
  await expect(panel.getByRole('button', { name: TEXTS.pickup, exact: true, pressed: true })).toBeVisible()
  const type = panel.getByRole('group', { name: 'Pickup type' })
  await expect(type.getByRole('radio', { name: TEXTS.inStore })).toBeChecked()
  await expectAccessible(page, OPEN_PANEL)

  await type.getByRole('radio', { name: TEXTS.curbside }).check()
  await expect(type.getByRole('radio', { name: TEXTS.curbside })).toBeChecked()
  await expect.poll(async () => (await getCartAsGuest(page, cartId)).handoff).toBe('curbside')

  await panel.getByRole('link', { name: TEXTS.changeLocation }).click()
  await page.waitForURL(/\/locations$/)
  await expect(panel).toBeHidden()
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
    await expectAccessible(page, OPEN_PANEL)
    selector = menu
  }
  await selector.getByRole('button', { name: TEXTS.delivery, exact: true }).click()
  const delivery = page.getByRole('dialog', { name: TEXTS.delivery, exact: true })
  await expect(delivery.getByRole('heading', { name: TEXTS.deliveryAddress })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Menu', exact: true })).toBeHidden()
  await expectAccessible(page, OPEN_PANEL)
  await page.keyboard.press('Escape')
  await expect(delivery).toBeHidden()
})
