import type { TLocation, TMenu, TProduct } from '@deli/contracts'
import type { APIRequestContext } from '@playwright/test'
import { bagDialog, plainProduct } from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getMenu, getStores, gotoReady, menuProducts } from './helpers.ts'
import { addToBasket, currentCartId, getCartAsGuest, startPickupOrder } from './ordering-helpers.ts'

const takesPickup = (store: TLocation) => store.available && !store['Coming Soon'] && store.services.pickup

/** Sellable products of a menu by id. */
async function productsOf(request: APIRequestContext, menus: Map<number, TMenu>, store: TLocation) {
  let menu = menus.get(store.menu_id)
  if (!menu) {
    menu = await getMenu(request, store.menu_id)
    menus.set(store.menu_id, menu)
  }
  return new Map(
    menuProducts(menu)
      .filter((product) => product.available)
      .map((product) => [product.product_id, product as TProduct]),
  )
}

/**
 * A source store and a target that takes transferred baskets where some product of the source is
 * priced differently or not sold, plus a product both sell at one price.
 */
async function transferPair(request: APIRequestContext) {
  const stores = (await getStores(request)).filter(takesPickup)
  const menus = new Map<number, TMenu>()
  for (const target of stores.filter((store) => store.services.transfercart)) {
    const there = await productsOf(request, menus, target)
    for (const source of stores.filter((store) => store.id !== target.id).slice(0, 12)) {
      const here = [...(await productsOf(request, menus, source)).values()]
      const changed = here.find((product) => there.get(product.product_id)?.cost !== product.cost)
      const same = here.find((product) => there.get(product.product_id)?.cost === product.cost)
      if (changed && same) return { source, target, changed, same }
    }
  }
  throw new Error('No pair of stores with a basket transfer that changes something')
}

// Finding a store pair reads up to a dozen menus before the journey starts: longer than the default.
test.setTimeout(90_000)

test('change location with a full bag, transfer: the same basket moves and the report is shown once', async ({
  page,
  request,
}) => {
  const { source, target, changed, same } = await transferPair(request)
  await startPickupOrder(page, source)
  const cartId = await currentCartId(page)
  await addToBasket(page, cartId, same, 2)
  await addToBasket(page, cartId, changed, 1)

  await startPickupOrder(page, target)
  const notice = page.getByRole('status').filter({ hasText: `Moved your bag to ${target.name}.` })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(/Not sold here: |New prices: /)
  await expect(notice).toContainText(changed.name)
  await expectAccessible(page)

  expect(await currentCartId(page)).toBe(cartId)
  const cart = await getCartAsGuest(page, cartId)
  expect(cart.menu_id).toBe(target.menu_id)
  expect(cart.products.find((line) => line.product_id === same.product_id)?.quantity).toBe(2)
  await expect(
    page.getByRole('button', { name: `Your Bag, ${cart.count} ${cart.count === 1 ? 'item' : 'items'}` }),
  ).toBeVisible()

  // Shown once: gone when the guest moves on, and not back when they return.
  await expect(notice.getByRole('button', { name: 'Dismiss bag notice' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Store info' }).click()
  await page.waitForURL(new RegExp(`/locations/${target.path}$`))
  await expect(page.getByText(`Moved your bag to ${target.name}.`)).toHaveCount(0)
  await page.goBack()
  await page.waitForURL(new RegExp(`/menu/${target.menu_id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
  await expect(page.getByText(`Moved your bag to ${target.name}.`)).toHaveCount(0)
})

test('change location with a full bag, no transfer: asked first (what goes), kept on no, then a new bag and told what was deleted', async ({
  page,
  request,
}) => {
  const stores = (await getStores(request)).filter(takesPickup)
  const target = stores.find((store) => !store.services.transfercart)
  const source = stores.find((store) => target && store.id !== target.id)
  if (!target || !source) throw new Error('No store without basket transfer')
  await startPickupOrder(page, source)
  const oldCartId = await currentCartId(page)
  const product = [...(await productsOf(request, new Map(), source)).values()][0]
  if (!product) throw new Error(`${source.name} sells nothing`)
  await addToBasket(page, oldCartId, product, 2)

  // Start Order at the store without transfer: the question names what would be lost.
  await gotoReady(page, `/locations/${target.path}`)
  const startOrder = page.getByRole('main').getByRole('button', { name: 'Start Order' }).first()
  await startOrder.click()
  const question = page.getByRole('alertdialog', { name: 'Start a new bag?' })
  await expect(question).toContainText(
    `${target.name} cannot take a bag from another store, so your bag and its order time will be deleted: ${product.name} (×2).`,
  )
  await expectAccessible(page, 'dialog[open]')
  await question.getByRole('button', { name: 'Keep my bag' }).click()
  await expect(question).toBeHidden()
  expect(await currentCartId(page)).toBe(oldCartId)
  expect((await getCartAsGuest(page, oldCartId)).products).toHaveLength(1)
  expect(page.url()).toMatch(new RegExp(`/locations/${target.path}$`))

  // Agreed: the old bag goes, a new empty one starts, and the menu says what was deleted.
  await startOrder.click()
  await question.getByRole('button', { name: 'Delete my bag and continue' }).click()
  await page.waitForURL(new RegExp(`/menu/${target.menu_id}$`))
  await expect.poll(async () => currentCartId(page)).not.toBe(oldCartId)
  const cart = await getCartAsGuest(page, await currentCartId(page))
  expect(cart.menu_id).toBe(target.menu_id)
  expect(cart.products).toEqual([])
  await expect(page.getByRole('button', { name: 'Your Bag, 0 items' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({
      hasText: `Started a new bag at ${target.name}. Deleted from your previous bag: ${product.name} (×2).`,
    }),
  ).toBeVisible()
  await expect(page.getByText(/Moved your bag to/)).toHaveCount(0)
  const old = await page.request.get(`/api/v1/carts/${oldCartId}`, { headers: API_HEADERS })
  expect(old.status()).toBeGreaterThanOrEqual(400)
})

test("another store's product link: adding asks before the bag moves, and the move finishes before the add", async ({
  page,
  request,
}) => {
  const { source, target, same } = await transferPair(request)
  await startPickupOrder(page, source)
  const cartId = await currentCartId(page)
  await addToBasket(page, cartId, same, 1)
  const product = await plainProduct(request, target.menu_id)
  const order: string[] = []
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname
    if (sent.method() === 'POST' && path.startsWith(`/api/v1/carts/${cartId}/`))
      order.push(path.split('/').at(-1) ?? '')
  })
  page.on('requestfinished', (done) => {
    if (new URL(done.url()).pathname.endsWith('/transfer')) order.push('transfer answered')
  })
  await gotoReady(page, `/menu/${target.menu_id}/product/${product.product_id}`)
  await page.getByRole('button', { name: /^Add to Bag/ }).click()
  const question = page.getByRole('alertdialog', { name: `Move your bag to ${target.name}?` })
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Keep my bag' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your bag was kept as it was; nothing was added.' }),
  ).toBeVisible()
  expect((await getCartAsGuest(page, cartId)).menu_id).toBe(source.menu_id)
  expect(order).toEqual([])

  await page.getByRole('button', { name: /^Add to Bag/ }).click()
  await question.getByRole('button', { name: 'Move my bag' }).click()
  await expect(bagDialog(page)).toBeVisible()
  const cart = await getCartAsGuest(page, cartId)
  expect(cart.menu_id).toBe(target.menu_id)
  expect(cart.products.map((line) => line.product_id)).toContain(product.product_id)
  expect(order).toEqual(['transfer', 'transfer answered', 'products'])
})
