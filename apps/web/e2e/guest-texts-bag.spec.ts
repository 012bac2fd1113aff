import type { TCart, TLocation } from '@deli/contracts'
import {
  addFromProductPage,
  bagButton,
  bagDialog,
  bagLine,
  browserCart,
  ensureCheckoutTime,
  orderableStore,
  requiredChoiceProduct,
} from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getMenu, getStores, gotoReady, isPhone, menuProducts, money } from './helpers.ts'
import { startPickupOrder } from './ordering-helpers.ts'
import { DEMO_MANAGER, staffLoginBody } from './staff-helpers.ts'

/**
 * What guests read in the bag and on the menu (ADR 048): a refusal that follows the basket, the
 * upsell button once something was added, a sold-out item's own page, and another store's menu
 * that tells whose menu it is while the header keeps the order's store.
 */

const OPEN_BAG = 'dialog.drawer[open]'

test.setTimeout(90_000)

test('a delivery bag: the minimum message goes as soon as the subtotal reaches it', async ({ page }) => {
  const store = await orderableStore(page.request, { delivery: true })
  const menu = menuProducts(await getMenu(page.request, store.menu_id))
  // A plain item well under the minimum: one is below it, a few more lift the bag over it.
  const cheap = menu.find(
    (product) =>
      product.available &&
      product.quantities.min === 1 &&
      product.quantities.increments === 1 &&
      product.cost > 0 &&
      product.cost < 800 &&
      product.optionGroups.every((group) => group.min === 0),
  )
  if (!cheap) throw new Error(`No plain item under $8 on menu ${store.menu_id}`)
  await addFromProductPage(page, store.menu_id, cheap)
  const cart = await browserCart(page)
  const delivered = await page.request.put(`/api/v1/carts/${cart.id}/handoff/delivery`, {
    headers: API_HEADERS,
    data: { address: store.address, city: store.city, state: store.state, zip: store.zip },
  })
  expect(delivered.status(), 'PUT carts/{id}/handoff/delivery').toBe(200)
  const delivery = ((await delivered.json()) as { data: TCart }).data
  const minimum = delivery.delivery?.minimum ?? 0
  expect(delivery.totals.subtotal).toBeLessThan(minimum)
  const minimumText = `Delivery orders need a subtotal of at least ${money(minimum)}.`

  await gotoReady(page, `/menu/${store.menu_id}`)
  await bagButton(page).click()
  const bag = bagDialog(page)
  // The server refuses the basket with the same sentence the totals show.
  await bag.getByRole('button', { name: 'Continue To Checkout' }).click()
  await expect(bag.getByRole('alert').filter({ hasText: minimumText })).toBeVisible()
  await expectAccessible(page, OPEN_BAG)

  // More of the item lifts the subtotal over the minimum: neither the refusal nor the totals' note stays.
  const line = bagLine(bag, cheap.name)
  const needed = Math.ceil(minimum / cheap.cost)
  for (let quantity = 2; quantity <= needed; quantity++) {
    await line.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(line.getByRole('status')).toHaveText(String(quantity))
  }
  await expect(bag.getByRole('region', { name: 'Order totals' })).toContainText(
    `Subtotal${money(needed * cheap.cost)}`,
  )
  await expect(bag.getByText(minimumText)).toHaveCount(0)
  await expectAccessible(page, OPEN_BAG)
})

test('the upsell view: after adding an item its button says Continue To Checkout, not No, Thanks', async ({
  page,
}) => {
  const store = await orderableStore(page.request)
  const sandwich = await requiredChoiceProduct(page.request, store.menu_id)
  await addFromProductPage(page, store.menu_id, sandwich)
  await ensureCheckoutTime(page)
  await gotoReady(page, `/menu/${store.menu_id}`)
  await bagButton(page).click()
  await bagDialog(page).getByRole('button', { name: 'Continue To Checkout' }).click()
  const upsells = page.getByRole('dialog', { name: 'Complete Your Order' })
  // Before anything is added, the spec's 'No, Thanks'.
  await expect(upsells.getByRole('button', { name: 'No, Thanks' })).toBeVisible()
  await upsells.getByRole('button', { name: /^Add/ }).first().click()
  await expect(upsells.getByRole('button', { name: /^Added/ })).toHaveCount(1)
  await expect(upsells.getByRole('button', { name: 'No, Thanks' })).toHaveCount(0)
  const onward = upsells.getByRole('button', { name: 'Continue To Checkout' })
  await expect(onward).toBeVisible()
  await expectAccessible(page, OPEN_BAG)
  // It goes on as 'No, Thanks' did: a guest is sent to sign in before checkout.
  await onward.click()
  await page.waitForURL(/\/account\/signin\?/)
  await expect(page.getByText('Please sign in or create an account before checking out.')).toBeVisible()
})

test('a sold-out item’s link says it is not available, with the way back to the menu', async ({
  page,
  request,
}, testInfo) => {
  // The demo manager's stores 2 and 3 (store 1 is every other journey's); the second-to-last item,
  // not the one the availability journey holds.
  const storeId = isPhone(testInfo) ? 3 : 2
  const store = (await getStores(request)).find((candidate) => candidate.id === storeId) as TLocation
  const item = menuProducts(await getMenu(request, store.menu_id)).at(-2)
  if (!item) throw new Error(`No items on menu ${store.menu_id}`)
  const login = await request.post('/api/v1/staff/login', {
    headers: API_HEADERS,
    data: staffLoginBody(DEMO_MANAGER),
  })
  expect(login.status()).toBe(200)
  const holds = `/api/v1/staff/stores/${store.id}/holds`
  const held = await request.put(holds, {
    headers: API_HEADERS,
    data: { kind: 'product', id: item.product_id, length: 'today' },
  })
  expect(held.status()).toBe(200)
  try {
    const response = await gotoReady(page, `/menu/${store.menu_id}/product/${item.product_id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'This item is not available' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(`${store.name} is not serving it right now.`)
    await expect(page).toHaveTitle(/^This item is not available/)
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to the menu' }).click()
    await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
  } finally {
    const released = await request.delete(`${holds}/product/${item.product_id}`, { headers: API_HEADERS })
    expect(released.status()).toBe(200)
  }
})

test('another store’s menu: the header keeps the order’s store, the menu says whose it is and offers to switch', async ({
  page,
}) => {
  const stores = (await getStores(page.request)).filter(
    (store) => store.available && !store['Coming Soon'] && store.services.pickup,
  )
  const home = await orderableStore(page.request)
  // A store that takes the bag over (services.transfercart): switching moves it without a question.
  const other = stores.find((store) => store.id !== home.id && store.services.transfercart)
  if (!other) throw new Error('No second store that takes transferred bags')
  await startPickupOrder(page, home)
  const sandwich = await requiredChoiceProduct(page.request, home.menu_id)
  await addFromProductPage(page, home.menu_id, sandwich)
  await page.keyboard.press('Escape')

  await gotoReady(page, `/menu/${other.menu_id}`)
  const note = page.getByRole('region', { name: "Another location's menu" })
  await expect(note).toContainText(
    `You're looking at the menu of ${other.name}. Your order is with ${home.name}.`,
  )
  // The header still names where the order goes (the phone's sub-header button alike).
  const place = page.getByRole('button', { name: new RegExp(`^${home.address}`) }).first()
  await expect(place).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`^${other.address}`) })).toHaveCount(0)
  await expectAccessible(page)

  // Back to the order's menu: no note there.
  await note.getByRole('link', { name: `Back to ${home.name}` }).click()
  await page.waitForURL(new RegExp(`/menu/${home.menu_id}$`))
  await expect(page.getByRole('region', { name: "Another location's menu" })).toHaveCount(0)

  // Switching moves the order (after the usual transfer question) and the header follows.
  await gotoReady(page, `/menu/${other.menu_id}`)
  await page.getByRole('button', { name: 'Order from this location' }).click()
  await expect(page.getByRole('button', { name: new RegExp(`^${other.address}`) }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: "Another location's menu" })).toHaveCount(0)
})
