import { storeFor } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, PRODUCT_NAME, saveScreen } from './helpers.ts'
import { startPickupOrder } from './ordering-helpers.ts'

/**
 * /catering (spec §2: the catering channel's destination): reached from the footer's
 * 'Catering' link, it explains ordering ahead with the domain's catering rule, shows the inquiry
 * story's form, and its menu entry goes to the catering menu chooser — or, once a store is chosen,
 * straight to that store's catering menu. Both widths: it is a landing page whose layout matters.
 */

test('a guest finds catering from the footer, reads how ordering ahead works and reaches the chooser', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Catering', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/catering')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Catering' })).toBeVisible()
  await expect(page).toHaveTitle(`Catering | ${PRODUCT_NAME}`)
  const steps = main.getByRole('region', { name: 'How ordering ahead works' })
  await expect(steps.getByRole('listitem')).toHaveCount(4)
  await expect(steps).toContainText('at least 2 days before your event')
  const inquiry = main.getByRole('region', { name: 'Catering Inquiry' })
  await expect(inquiry.getByRole('heading', { level: 2, name: 'Tell us about your event' })).toBeVisible()
  await expect(inquiry.getByRole('button', { name: 'Send Inquiry' })).toBeVisible()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'catering')

  await main.getByRole('link', { name: 'Find a Location for Catering' }).click()
  await page.waitForURL((url) => url.pathname === '/menus' && url.searchParams.get('type') === 'catering')
  await expect(page.getByRole('heading', { level: 1, name: 'Catering Menu' })).toBeVisible()
})

test('with a store chosen, the menu entry opens that store’s catering menu', async ({ page, request }) => {
  const store = await storeFor(request, 'pickup')
  await startPickupOrder(page, store)
  await gotoReady(page, '/catering')
  const main = page.getByRole('main')
  await main.getByRole('link', { name: `Order Catering from ${store.name}` }).click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}\\?type=catering$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Catering' })).toBeVisible()
  await gotoReady(page, '/catering')
  await main.getByRole('link', { name: 'Choose another location' }).click()
  await page.waitForURL((url) => url.pathname === '/locations')
})
