import type { TCart, TLocation, TLocationsResult } from '@deli/contracts'
import { payThroughApi } from './account-helpers.ts'
import { ensureCheckoutTime, orderableStore } from './cart-helpers.ts'
import { fillBag, signUpThroughApi, storeFor } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { groupPanel } from './group-helpers.ts'
import { API_HEADERS, getMenu, getStores, gotoReady, menuProducts } from './helpers.ts'
import { openOrderControl, startPickupOrder } from './ordering-helpers.ts'

/**
 * What guests read about stores, menus and orders (ADR 048): a 'Coming Soon' store, the catering
 * chooser, split-payment store lists, an option group's one rule, the FAQ's curbside answer, and a
 * delivery confirmation. Both widths: these are pages whose layout a guest reads.
 */

test.setTimeout(90_000)

test('a Coming Soon store says it takes no orders yet instead of offering Start Order', async ({ page }) => {
  const store = (await getStores(page.request)).find((candidate) => candidate['Coming Soon'])
  if (!store) throw new Error('No Coming Soon store in the demo chain')
  await gotoReady(page, `/locations/${store.path}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: store.name })).toBeVisible()
  await expect(main.getByText('Coming Soon: not taking orders yet')).toBeVisible()
  await expect(main.getByRole('button', { name: /Start Order/ })).toHaveCount(0)
  await expectAccessible(page)

  // Its card in the city's list says the same.
  const cityPath = store.path.split('/').slice(0, 2).join('/')
  await gotoReady(page, `/locations/${cityPath}`)
  const card = page.getByRole('article', { name: store.name })
  await expect(card).toContainText('Coming Soon: not taking orders yet')
  await expect(card.getByRole('button', { name: /Start Order/ })).toHaveCount(0)
  await expectAccessible(page)
})

test('catering: Find a Location for Catering → a store → its catering menu', async ({ page }) => {
  const store = await orderableStore(page.request)
  await gotoReady(page, '/catering')
  await page.getByRole('main').getByRole('link', { name: 'Find a Location for Catering' }).click()
  await page.waitForURL((url) => url.pathname === '/menus' && url.searchParams.get('type') === 'catering')
  // By its name: until the new page renders, main may still hold the catering form's select.
  const search = page.getByRole('main').getByRole('combobox', { name: 'City, state or ZIP code' })
  await search.fill(store.city)
  await page.getByRole('option').first().click()
  await page.waitForURL(/\/locations\?lat=/)
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Start Order at / })
    .first()
    .click()
  await page.waitForURL(/\/menu\/\d+\?type=catering$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Catering' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Menu type' }).getByRole('link', { name: 'Catering' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)
})

test('split payment: only stores offering it are listed, at most 3, or the spec’s sentence', async ({
  page,
}, testInfo) => {
  const stores = await getStores(page.request)
  const bySplit = new Map(stores.map((store) => [store.name, store.services.groupsplitpay]))
  await signUpThroughApi(page)
  await gotoReady(page, '/')
  const control = await openOrderControl(page, testInfo)
  await control.getByRole('button', { name: /Start a Group Order/ }).click()
  const panel = groupPanel(page)
  await panel.getByRole('radio', { name: /Split Payment/ }).check()
  await panel.getByRole('radio', { name: 'Pickup' }).check()
  await panel.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(panel.getByRole('alert')).toContainText('only those that offer it are shown')
  await panel.getByRole('button', { name: 'Yes, continue with split payment' }).click()
  await page.waitForURL((url) => url.pathname === '/locations')

  // A search near Dallas: what the notice promised. The state pages list every store, so they are
  // not offered meanwhile.
  const main = page.getByRole('main')
  await expect(main.getByText('Showing only locations that offer split payment.')).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Browse by state' })).toHaveCount(0)
  await main.getByRole('combobox', { name: 'City, state or ZIP code' }).fill('Dallas')
  await page.getByRole('option').first().click()
  await page.waitForURL(/\/locations\?lat=/)
  await expect(main.getByText('Showing only locations that offer split payment.')).toBeVisible()
  // The search's results are in before their names are read (allTextContents does not wait).
  await expect(main.getByRole('heading', { level: 2, name: /locations? near/ })).toBeVisible()
  await expect(main.getByRole('article').first()).toBeVisible()
  const names = await main.getByRole('article').getByRole('heading').allTextContents()
  expect(names.length).toBeGreaterThan(0)
  expect(names.length).toBeLessThanOrEqual(3)
  for (const name of names) expect(bySplit.get(name), name).toBe(true)
  await expect(main.getByRole('heading', { level: 2 })).toContainText(`${names.length} location`)
  await expectAccessible(page)

  // Around a store none of whose neighbours offers it: the spec's sentence (§8).
  let lonely: TLocation | null = null
  for (const store of stores.filter((candidate) => !candidate.services.groupsplitpay)) {
    const response = await page.request.get(
      `/api/v1/locations?lat=${store.latitude}&lng=${store.longitude}&limit=10`,
      { headers: API_HEADERS },
    )
    const { locations } = ((await response.json()) as { data: TLocationsResult }).data
    if (!locations.some((near) => (near.distance ?? 0) <= 100 && near.services.groupsplitpay)) {
      lonely = store
      break
    }
  }
  if (!lonely) throw new Error('Every demo store has a split-payment store nearby')
  await gotoReady(page, `/locations?lat=${lonely.latitude}&lng=${lonely.longitude}&q=${lonely.city}`)
  await expect(
    main.getByRole('status').filter({
      hasText: 'Split payment group orders are not available at any nearby locations.',
    }),
  ).toBeVisible()
  await expect(main.getByRole('article')).toHaveCount(0)
  await expectAccessible(page)
})

test('Greek Salad: its add-ons say one maximum, and the boxes keep to it', async ({ page }) => {
  const store = await orderableStore(page.request)
  const salad = menuProducts(await getMenu(page.request, store.menu_id)).find(
    (product) => product.name === 'Greek Salad',
  )
  if (!salad) throw new Error(`No Greek Salad on menu ${store.menu_id}`)
  const addOns = salad.optionGroups.find((group) => group.name === 'Add-ons')
  if (!addOns) throw new Error('Greek Salad has no Add-ons')
  await gotoReady(page, `/menu/${store.menu_id}/product/${salad.product_id}`)
  const group = page.getByRole('group', { name: /^Add-ons/ })
  await expect(group).toContainText(`Optional, choose up to ${addOns.max}`)
  // No other number of extras beside it (its description once said 'Up to 4 extras').
  const text = (await group.textContent()) ?? ''
  expect(text.match(/up to \d+/gi)).toEqual([`up to ${addOns.max}`])
  const boxes = group.getByRole('checkbox')
  for (let index = 0; index < addOns.max; index++) await boxes.nth(index).check()
  const count = await boxes.count()
  for (let index = addOns.max; index < count; index++) await expect(boxes.nth(index)).toBeDisabled()
  await expectAccessible(page)
})

test('the FAQ sends curbside guests to the order settings, where Curbside is', async ({ page }, testInfo) => {
  await gotoReady(page, '/faq')
  const main = page.getByRole('main')
  await expect(main.getByText('What is curbside pickup?')).toBeVisible()
  await expect(main).toContainText('Open Your Order Settings')
  await expect(main).toContainText('choose Curbside under Pickup type')
  await expect(main).not.toContainText('Choose Curbside at checkout')
  await expectAccessible(page)

  // And there it is.
  const store = await storeFor(page.request, 'curbside')
  await startPickupOrder(page, store)
  const settings = await openOrderControl(page, testInfo)
  await expect(settings).toHaveAccessibleName('Your Order Settings')
  await expect(
    settings.getByRole('group', { name: 'Pickup type' }).getByRole('radio', { name: 'Curbside' }),
  ).toBeVisible()
})

test('a delivery confirmation offers no directions to the store', async ({ page }) => {
  const store = await storeFor(page.request, 'delivery')
  const member = await signUpThroughApi(page)
  // Enough of a plain item to pass any delivery minimum.
  const plain = menuProducts(await getMenu(page.request, store.menu_id)).find(
    (product) =>
      product.available &&
      product.cost > 0 &&
      product.quantities.increments === 1 &&
      product.optionGroups.every((group) => group.min === 0),
  )
  if (!plain) throw new Error(`No plain item on menu ${store.menu_id}`)
  const quantity = Math.max(plain.quantities.min, Math.ceil(3000 / plain.cost))
  const cart = await fillBag(page, store, 'pickup', [{ product_id: plain.product_id, quantity }])
  const delivered = await page.request.put(`/api/v1/carts/${cart.id}/handoff/delivery`, {
    headers: API_HEADERS,
    data: { address: store.address, city: store.city, state: store.state, zip: store.zip },
  })
  expect(delivered.status(), 'PUT carts/{id}/handoff/delivery').toBe(200)
  expect(((await delivered.json()) as { data: TCart }).data.handoff).toBe('delivery')
  await ensureCheckoutTime(page)
  const order = await payThroughApi(page, member, cart)

  await gotoReady(page, `/order/confirm/${order.id}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible()
  await expect(main).toContainText(`Delivering to ${store.address}`)
  await expect(main.getByRole('link', { name: /^Add to calendar/ })).toBeVisible()
  await expect(main.getByRole('link', { name: /^Directions/ })).toHaveCount(0)
  await expectAccessible(page)
})
