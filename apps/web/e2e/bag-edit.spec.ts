import {
  addFromProductPage,
  bagAnnouncement,
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
import { escapeRegExp, gotoReady, money } from './helpers.ts'

const OPEN_BAG = 'dialog.drawer[open]'

test('edit a line: its edit link preloads the product page, Update Bag changes choice and quantity', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  const sandwich = await requiredChoiceProduct(request, store.menu_id)
  const [first, second] = sandwich.group.options
  if (!first || !second) throw new Error('needs two options')
  let bag = await addFromProductPage(page, store.menu_id, sandwich, first.name)
  await bag.getByRole('link', { name: `Edit ${sandwich.name}` }).click()
  await expect(bag).toBeHidden()
  await page.waitForURL(
    new RegExp(
      `/menu/${store.menu_id}/product/${sandwich.product_id}\\?edit=${sandwich.product_id}&position=0$`,
    ),
  )

  // Edit mode: the line's choice and quantity are preloaded and the button reads 'Update Bag'.
  const update = page.getByRole('button', { name: /^Update Bag/ })
  await expect(update).toBeVisible()
  const group = page.getByRole('group', { name: new RegExp(`^${escapeRegExp(sandwich.group.name)}`) })
  await expect(group.getByRole('radio', { name: new RegExp(`^${escapeRegExp(first.name)}`) })).toBeChecked()
  const stepper = page.getByRole('group', { name: `Quantity of ${sandwich.name}` })
  await expect(stepper.getByRole('status')).toHaveText('1')
  await expectAccessible(page, 'main')
  await chooseOption(page, sandwich.group, second.name)
  await stepper.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('textbox', { name: 'Special instructions' }).fill('Toasted, please')
  await update.click()

  // The same line now has the new choice, quantity 2 and its new price.
  bag = bagDialog(page)
  await expect(bag).toBeVisible()
  await expect(bag.getByRole('heading', { level: 2 })).toHaveText('Your Bag (2)')
  const line = bagLine(bag, sandwich.name)
  await expect(bag.getByRole('listitem')).toHaveCount(1)
  await expect(line).toContainText(second.name)
  await expect(line).not.toContainText(new RegExp(`(^|, )${escapeRegExp(first.name)}(,|$)`))
  await expect(line).toContainText('“Toasted, please”')
  await expect(
    line.getByRole('group', { name: `Quantity of ${sandwich.name}` }).getByRole('status'),
  ).toHaveText('2')
  const cart = await browserCart(page)
  expect(cart.products).toHaveLength(1)
  const [edited] = cart.products
  expect(edited?.quantity).toBe(2)
  expect(edited?.instructions).toBe('Toasted, please')
  expect(edited?.choices.map((choice) => choice.option_id)).toContain(second.id)
  expect(edited?.choices.map((choice) => choice.option_id)).not.toContain(first.id)
  await expect(line).toContainText(money(edited?.cost.total ?? 0))
  await expect(bagAnnouncement(bag)).toContainText(`2 × ${sandwich.name}`)
  await expect(bagAnnouncement(bag)).toContainText('updated in your bag.')
  const adds = await trackedEvents(page, 'add_to_cart')
  expect(adds.at(-1)?.ecommerce?.items[0]).toMatchObject({
    item_id: String(sandwich.product_id),
    quantity: 1,
  })
  await expectAccessible(page, OPEN_BAG)

  // A position that is not this product's line falls back to adding.
  for (const position of ['1', '7', 'abc', '-1']) {
    await gotoReady(
      page,
      `/menu/${store.menu_id}/product/${sandwich.product_id}?edit=${sandwich.product_id}&position=${position}`,
    )
    await expect(page.getByRole('button', { name: /^Add to Bag/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Update Bag/ })).toHaveCount(0)
  }
})

test('the bag stepper follows the quantity rule; removing a line updates count, totals and tracking', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  const sandwich = await requiredChoiceProduct(request, store.menu_id)
  const side = await plainProduct(request, store.menu_id, [sandwich.product_id])
  await addFromProductPage(page, store.menu_id, sandwich)
  const bag = await addFromProductPage(page, store.menu_id, side)
  await expect(bag.getByRole('heading', { level: 2 })).toHaveText('Your Bag (2)')
  await expect(bag.getByRole('listitem')).toHaveCount(2)
  await expect(bag.getByRole('link', { name: `Edit ${side.name}` })).toHaveAttribute(
    'href',
    new RegExp(`edit=${side.product_id}&position=1$`),
  )

  // Stepper: the minimum disables decrease; increase doubles the line.
  const line = bagLine(bag, side.name)
  const stepper = line.getByRole('group', { name: `Quantity of ${side.name}` })
  await expect(stepper.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
  const unit =
    (await browserCart(page)).products.find((p) => p.product_id === side.product_id)?.cost.unit ?? 0
  await stepper.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(stepper.getByRole('status')).toHaveText('2')
  await expect(line).toContainText(money(unit * 2))
  await expect(bag.getByRole('heading', { level: 2 })).toHaveText('Your Bag (3)')
  await expect(bagAnnouncement(bag)).toHaveText(`${side.name}: quantity 2.`)
  await stepper.getByRole('button', { name: 'Decrease quantity' }).click()
  await expect(stepper.getByRole('status')).toHaveText('1')
  const removes = await trackedEvents(page, 'remove_from_cart')
  expect(removes.at(-1)?.ecommerce?.items[0]).toMatchObject({ item_id: String(side.product_id), quantity: 1 })

  // Remove: the line goes, focus lands on 'Your Order', count and totals follow.
  await bag.getByRole('button', { name: `Remove ${sandwich.name}` }).click()
  await expect(bagLine(bag, sandwich.name)).toHaveCount(0)
  await expect(bag.getByRole('heading', { level: 2 })).toHaveText('Your Bag (1)')
  await expect(bag.getByRole('heading', { level: 3, name: 'Your Order' })).toBeFocused()
  const cart = await browserCart(page)
  expect(cart.products.map((p) => p.product_id)).toEqual([side.product_id])
  await expect(bag.getByRole('region', { name: 'Order totals' })).toContainText(
    `Total${money(cart.totals.total)}`,
  )
  const removed = await trackedEvents(page, 'remove_from_cart')
  expect(removed.at(-1)?.ecommerce?.items[0]).toMatchObject({
    item_id: String(sandwich.product_id),
    item_name: sandwich.name,
    quantity: 1,
  })
  await expectAccessible(page, OPEN_BAG)
})
