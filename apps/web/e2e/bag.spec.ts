import type { TCart } from '@deli/contracts'
import {
  addFromProductPage,
  BAG_TEXTS,
  bagAnnouncement,
  bagButton,
  bagDialog,
  bagLine,
  browserCart,
  chooseOption,
  orderableStore,
  plainProduct,
  requiredChoiceProduct,
  trackedEvents,
} from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getMenu, gotoReady, menuProducts, money } from './helpers.ts'

const OPEN_BAG = 'dialog.drawer[open]'

test('pickup order into the bag: store → menu → a sandwich with a required choice → the bag', async ({
  page,
  request,
  startAtLocation,
}) => {
  const store = await orderableStore(request)
  const sandwich = await requiredChoiceProduct(request, store.menu_id)
  const option = sandwich.group.options[1] ?? sandwich.group.options[0]
  if (!option) throw new Error('no option')

  // Choose the store from the location search, then the sandwich from its menu.
  await startAtLocation(store.city)
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: store.name, exact: true }) })
    .getByRole('button', { name: 'Start Order' })
    .click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
  await page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: sandwich.name, exact: true }) })
    .getByRole('link')
    .click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}/product/${sandwich.product_id}$`))
  await chooseOption(page, sandwich.group, option.name)
  await page.getByRole('button', { name: /^Add to Bag/ }).click()

  // The bag opens with the line, its choice and price, the store card and the totals.
  const bag = bagDialog(page)
  await expect(bag).toBeVisible()
  await expect(bag.getByRole('heading', { level: 2 })).toHaveText('Your Bag (1)')
  const line = bagLine(bag, sandwich.name)
  await expect(line).toBeVisible()
  await expect(line).toContainText(option.name)
  const cart = await browserCart(page)
  expect(cart.menu_id).toBe(store.menu_id)
  expect(cart.handoff).toBe('pickup')
  const [added] = cart.products
  if (!added) throw new Error('the basket has no line')
  expect(added.product_id).toBe(sandwich.product_id)
  expect(added.choices.map((choice) => choice.option_id)).toContain(option.id)
  await expect(line).toContainText(money(added.cost.total))
  await expect(
    line.getByRole('group', { name: `Quantity of ${sandwich.name}` }).getByRole('status'),
  ).toHaveText('1')
  await expect(line.getByRole('link', { name: `Edit ${sandwich.name}` })).toHaveAttribute(
    'href',
    `/menu/${store.menu_id}/product/${sandwich.product_id}?edit=${sandwich.product_id}&position=0`,
  )
  await expect(line.getByRole('button', { name: `Remove ${sandwich.name}` })).toBeVisible()
  const card = bag.getByRole('region', { name: store.name })
  await expect(card).toContainText('Pickup at')
  await expect(card).toContainText(`${store.address}, ${store.city}, ${store.state} ${store.zip}`)
  await expect(card.getByRole('button', { name: /Change order time$/ })).toContainText(
    cart.time.mode === 'asap' ? 'Next Available' : cart.time.wanted ? 'Order Ahead' : 'Choose a time',
  )
  const totals = bag.getByRole('region', { name: 'Order totals' })
  await expect(totals).toContainText(`Subtotal${money(cart.totals.subtotal)}`)
  await expect(totals).toContainText(`Tax${money(cart.totals.tax)}`)
  await expect(totals).toContainText(`Total${money(cart.totals.total)}`)
  await expect(totals).not.toContainText('Delivery fee')
  await expect(bag.getByRole('button', { name: 'Continue To Checkout' })).toBeVisible()
  await expect(bag.getByRole('button', { name: 'Clear Cart' })).toBeVisible()
  await expect(bag.getByRole('link', { name: 'Add More Items' })).toHaveAttribute(
    'href',
    `/menu/${store.menu_id}`,
  )
  // On a menu page there is no 'Go To Menu' link.
  await expect(bag.getByRole('link', { name: 'Go To Menu' })).toHaveCount(0)
  await expect(bagAnnouncement(bag)).toHaveText(
    `1 × ${sandwich.name} (${money(added.cost.total)}) added to your bag.`,
  )
  await expectAccessible(page, OPEN_BAG)

  // Tracking: add_to_cart with the line in dollars, view_cart on opening the bag.
  const [addToCart] = await trackedEvents(page, 'add_to_cart')
  expect(addToCart?.ecommerce).toEqual({
    currency: 'USD',
    value: added.cost.total / 100,
    items: [
      {
        item_id: String(sandwich.product_id),
        item_name: sandwich.name,
        price: added.cost.unit / 100,
        quantity: 1,
        item_variant: added.choices.map((choice) => choice.name).join(', '),
      },
    ],
  })
  const viewCart = await trackedEvents(page, 'view_cart')
  expect(viewCart.length).toBeGreaterThan(0)
  const entries = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer)
  const addIndex = entries.findIndex((entry) => 'event' in entry && entry.event === 'add_to_cart')
  expect(entries[addIndex - 1], 'ecommerce cleared before each event').toEqual({ ecommerce: null })

  // Closing returns to the page; the header badge counts the item.
  await page.keyboard.press('Escape')
  await expect(bag).toBeHidden()
  await expect(bagButton(page)).toHaveAccessibleName('Your Bag, 1 item')
  await expect(bagButton(page)).toContainText('1')
})

test('utensils lines are hidden and uncounted; off the menu the bag offers Go To Menu', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  const sandwich = await requiredChoiceProduct(request, store.menu_id)
  const utensils = menuProducts(await getMenu(request, store.menu_id)).find((product) =>
    /utensils/i.test(product.name),
  )
  if (!utensils) throw new Error('No utensils product on the menu')
  await gotoReady(page, `/menu/${store.menu_id}/product/${sandwich.product_id}`)
  await chooseOption(page, sandwich.group, sandwich.group.options[0]?.name ?? '')
  await page.getByRole('button', { name: /^Add to Bag/ }).click()
  await expect(bagDialog(page)).toBeVisible()
  const cart = await browserCart(page)
  const added = await page.request.post(`/api/v1/carts/${cart.id}/products`, {
    headers: API_HEADERS,
    data: { product_id: utensils.product_id, quantity: 2, choices: [] },
  })
  expect(added.status()).toBe(201)

  await gotoReady(page, '/')
  await expect(bagButton(page)).toHaveAccessibleName('Your Bag, 1 item')
  await bagButton(page).click()
  const bag = bagDialog(page)
  await expect(bag.getByRole('heading', { level: 2 })).toHaveText('Your Bag (1)')
  await expect(bag.getByRole('listitem')).toHaveCount(1)
  await expect(bag.getByText(utensils.name)).toHaveCount(0)
  await expect(bag.getByRole('link', { name: 'Go To Menu' })).toHaveAttribute(
    'href',
    `/menu/${store.menu_id}`,
  )
  await expectAccessible(page, OPEN_BAG)

  // With only utensils left, the bag counts as empty.
  await bag.getByRole('button', { name: `Remove ${sandwich.name}` }).click()
  await expect(bag.getByText(BAG_TEXTS.emptyTitle)).toBeVisible()
  await expect(bag.getByText(BAG_TEXTS.emptyBody)).toBeVisible()
  await expect(bag.getByRole('heading', { level: 2 })).toHaveText('Your Bag (0)')
  await expect(bag.getByRole('button', { name: 'Browse Menu' })).toBeVisible()
  await expect(bagAnnouncement(bag)).toHaveText(`${sandwich.name} removed from your bag.`)
  const [removed] = await trackedEvents(page, 'remove_from_cart')
  expect(removed?.ecommerce?.items[0]).toMatchObject({ item_id: String(sandwich.product_id), quantity: 1 })
  await bag.getByRole('link', { name: 'Go To Menu' }).click()
  await expect(bag).toBeHidden()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
})

test('a delivery bag: the card says where it goes and the totals add the delivery fee', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request, { delivery: true })
  const side = await plainProduct(request, store.menu_id)
  await addFromProductPage(page, store.menu_id, side)
  const cart = await browserCart(page)
  // The store's own street is inside its delivery zone.
  const delivered = await page.request.put(`/api/v1/carts/${cart.id}/handoff/delivery`, {
    headers: API_HEADERS,
    data: {
      address: store.address,
      building: 'Suite 200',
      city: store.city,
      state: store.state,
      zip: store.zip,
    },
  })
  expect(delivered.status(), 'PUT carts/{id}/handoff/delivery').toBe(200)
  const delivery = ((await delivered.json()) as { data: TCart }).data

  await gotoReady(page, '/')
  await bagButton(page).click()
  const bag = bagDialog(page)
  const card = bag.getByRole('region', { name: store.name })
  await expect(card).toContainText('Delivery from')
  await expect(card).toContainText(
    `Delivering to ${store.address}, Suite 200, ${store.city}, ${store.state} ${store.zip}`,
  )
  const totals = bag.getByRole('region', { name: 'Order totals' })
  await expect(totals).toContainText(`Delivery fee${money(delivery.totals.deliveryFee)}`)
  await expect(totals).toContainText(`Total${money(delivery.totals.total)}`)
  if (delivery.delivery && delivery.totals.subtotal < delivery.delivery.minimum) {
    await expect(totals).toContainText(
      `Delivery orders need a subtotal of at least ${money(delivery.delivery.minimum)}.`,
    )
  }
  await expectAccessible(page, OPEN_BAG)
})
