import { ACCOUNT_TEXTS, placeOrderThroughApi, signedInMember } from './account-helpers.ts'
import { bagDialog } from './cart-helpers.ts'
import { storeFor } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { getStores, gotoReady } from './helpers.ts'
import { storedOrder } from './ordering-helpers.ts'

test.describe('order history and re-order (spec §2 Order Summary modal, §4 Re-order)', () => {
  test('the Order Summary modal shows the order; Order Again refills the bag at the order’s store', async ({
    page,
  }) => {
    const member = await signedInMember(page)
    const store = await storeFor(page.request, 'pickup')
    const order = await placeOrderThroughApi(page, member, store)
    const count = order.products
      .filter((line) => !line.isUtensils)
      .reduce((sum, line) => sum + line.quantity, 0)

    // The guest is now somewhere else: re-ordering switches back to the order's store.
    const elsewhere = (await getStores(page.request)).find(
      (candidate) => candidate.menu_id !== store.menu_id && candidate.available,
    )
    expect(elsewhere).toBeTruthy()
    await gotoReady(page, '/')
    await page.evaluate((location) => {
      localStorage.setItem(
        'deli-order',
        JSON.stringify({ state: { location, superCategory: 'mealtime', cartId: null }, version: 0 }),
      )
    }, elsewhere)

    await gotoReady(page, '/account')
    const history = page.locator('#orders')
    await expect(history.getByText(new RegExp(`^Order #${order.number} · ${count} items$`))).toBeVisible()
    await history.getByRole('button', { name: new RegExp(`View order.*#${order.number}`) }).click()
    const modal = page.getByRole('dialog', { name: `${ACCOUNT_TEXTS.yourOrder} (${count})` })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('heading', { name: store.name })).toBeVisible()
    const products = modal.getByRole('region', { name: 'Products' })
    for (const line of order.products.filter((candidate) => !candidate.isUtensils))
      await expect(products).toContainText(line.name)
    await expect(products.getByRole('button')).toHaveCount(0)
    expect(await products.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('350px')
    await expect(modal.getByRole('button', { name: 'Close', exact: true }).last()).toBeVisible()
    // 'Order Again' is the one call to action: the store card has no 'Start Order'.
    await expect(modal.getByRole('button', { name: 'Start Order' })).toHaveCount(0)
    // The modal fits the screen (390 px phones too): Order Again and Close sit inside the viewport.
    const viewport = page.viewportSize()
    for (const name of [ACCOUNT_TEXTS.orderAgain, 'Close']) {
      const box = await modal.getByRole('button', { name, exact: true }).last().boundingBox()
      expect(box && viewport && box.y + box.height <= viewport.height).toBe(true)
    }
    await expectAccessible(page, 'dialog[open]')

    await modal.getByRole('button', { name: ACCOUNT_TEXTS.orderAgain }).click()
    await expect(modal).toBeHidden()
    const bag = bagDialog(page)
    await expect(bag).toBeVisible()
    for (const line of order.products.filter((candidate) => !candidate.isUtensils))
      await expect(bag).toContainText(line.name)
    await expectAccessible(page, 'dialog[open]')
    const stored = await storedOrder(page)
    expect(stored?.location?.menu_id).toBe(store.menu_id)
    expect(stored?.cartId).toBeTruthy()
  })

  test('Close shuts the modal and gives focus back', async ({ page }) => {
    const member = await signedInMember(page)
    const order = await placeOrderThroughApi(page, member, await storeFor(page.request, 'pickup'))
    await gotoReady(page, '/account')
    const open = page.getByRole('button', { name: new RegExp(`View order.*#${order.number}`) })
    await open.click()
    const modal = page.getByRole('dialog', { name: new RegExp(`^${ACCOUNT_TEXTS.yourOrder}`) })
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(modal).toBeHidden()
    await expect(open).toBeFocused()
  })
})
