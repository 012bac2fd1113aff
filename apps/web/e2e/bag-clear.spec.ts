import {
  addFromProductPage,
  BAG_TEXTS,
  bagButton,
  browserCart,
  orderableStore,
  plainProduct,
  requiredChoiceProduct,
  trackedEvents,
} from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

const LINE_DELETE = /\/api\/v1\/carts\/[0-9a-f-]{36}\/products\/\d+$/

test('clear cart dialog: spec texts, close and Escape keep the bag, a failure says so, confirm empties it', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  const sandwich = await requiredChoiceProduct(request, store.menu_id)
  const side = await plainProduct(request, store.menu_id, [sandwich.product_id])
  await addFromProductPage(page, store.menu_id, sandwich)
  const bag = await addFromProductPage(page, store.menu_id, side)
  await expect(bag.getByRole('listitem')).toHaveCount(2)

  const clearCart = bag.getByRole('button', { name: 'Clear Cart' })
  await clearCart.click()
  const dialog = page.getByRole('alertdialog', { name: BAG_TEXTS.clearTitle })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleDescription(BAG_TEXTS.clearBody)
  await expect(dialog.getByRole('heading', { name: BAG_TEXTS.clearTitle })).toBeVisible()
  await expect(dialog.getByText(BAG_TEXTS.clearBody, { exact: true })).toBeVisible()
  const confirm = dialog.getByRole('button', { name: BAG_TEXTS.clearConfirm, exact: true })
  const dismiss = dialog.getByRole('button', { name: BAG_TEXTS.clearDismiss, exact: true })
  await expect(confirm).toBeVisible()
  await expect(dismiss).toBeFocused()
  const box = await dialog.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(370)
  await expectAccessible(page, '.clear-cart-dialog')

  // 'close' and Escape close the dialog only; focus goes back to 'Clear Cart'.
  await dismiss.click()
  await expect(dialog).toBeHidden()
  await expect(bag).toBeVisible()
  await expect(clearCart).toBeFocused()
  await clearCart.click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(bag).toBeVisible()
  await expect(bag.getByRole('listitem')).toHaveCount(2)

  // A removal the server refuses: 'Error clearing cart', the dialog stays.
  await page.route(LINE_DELETE, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message: 'Service unavailable.', code: 'UNAVAILABLE' }),
    }),
  )
  await clearCart.click()
  await confirm.click()
  await expect(dialog.getByRole('alert')).toHaveText('Error clearing cart')
  await expect(dialog).toBeVisible()
  await page.unroute(LINE_DELETE)

  // Confirm: every line removed on the server, the empty state shown.
  await confirm.click()
  await expect(dialog).toBeHidden()
  await expect(bag.getByText(BAG_TEXTS.emptyTitle)).toBeVisible()
  await expect(bag.getByText(BAG_TEXTS.emptyBody)).toBeVisible()
  await expect(bag.getByText(BAG_TEXTS.emptyTitle)).toBeFocused()
  await expect(bag.getByRole('heading', { level: 2 })).toHaveText('Your Bag (0)')
  await expect(bag.getByRole('button', { name: 'Browse Menu' })).toBeVisible()
  await expect(bag.getByRole('button', { name: 'Clear Cart' })).toHaveCount(0)
  expect((await browserCart(page)).products).toEqual([])
  const [removed] = await trackedEvents(page, 'remove_from_cart')
  expect(removed?.ecommerce?.items.map((item) => item.item_id).sort()).toEqual(
    [String(sandwich.product_id), String(side.product_id)].sort(),
  )
  await expectAccessible(page, 'dialog.drawer[open]')

  // 'Browse Menu' on an empty bag goes to the menu and closes.
  await bag.getByRole('button', { name: 'Browse Menu' }).click()
  await expect(bag).toBeHidden()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
  await expect(bagButton(page)).toHaveAccessibleName('Your Bag, 0 items')
})

test("ten taps on 'Your Bag' copy the basket ID and say so in a 'Heads Up!' popup", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const store = await orderableStore(request)
  const side = await plainProduct(request, store.menu_id)
  const bag = await addFromProductPage(page, store.menu_id, side)
  const cart = await browserCart(page)
  const title = bag.getByRole('heading', { level: 2, name: /^Your Bag/ })
  for (let tap = 0; tap < 9; tap++) await title.click()
  await expect(bag.getByText('Heads Up!')).toHaveCount(0)
  await title.click()
  const popup = bag.getByRole('alert').filter({ hasText: 'Heads Up!' })
  await expect(popup).toBeVisible()
  await expect(popup).toContainText(BAG_TEXTS.basketIdCopied)
  await expect(popup).toContainText(cart.id)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cart.id)
  await expectAccessible(page, 'dialog.drawer[open]')
  await popup.getByRole('button', { name: 'Dismiss' }).click()
  await expect(popup).toBeHidden()
  await expect(bag).toBeVisible()
})
