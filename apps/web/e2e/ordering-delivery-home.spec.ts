import { TEXTS } from '@deli/domain'
import { addFromProductPage, bagButton, bagDialog, ensureCheckoutTime, plainProduct } from './cart-helpers.ts'
import { fillCard, placeOrderButton, signUpThroughApi, TEST_CARD } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady } from './helpers.ts'
import { currentCartId, getCartAsGuest, openDeliveryPanel } from './ordering-helpers.ts'

test.setTimeout(90_000)

const OPEN_PANEL = 'dialog[open]'
const HOME = '4500 Ross Ave, Dallas, TX 75204'

test('delivery to a typed home address: offline suggestion, honest fine print, stores, checkout, confirmation', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/')
  await signUpThroughApi(page)
  const panel = await openDeliveryPanel(page, testInfo)
  await expect(panel.getByText('Start with the house number, then the city or ZIP code')).toBeVisible()
  const search = panel.getByRole('combobox', { name: 'Street address' })
  await search.fill(HOME)
  // Spec §5: the suggestion carries the whole address; the offline gazetteer read the typed text.
  await panel.getByRole('option', { name: /^4500 Ross Ave.*Dallas, TX 75204/ }).click()
  await expect(search).toHaveValue('4500 Ross Ave, Dallas, TX, 75204')
  await expect(
    panel.getByText(
      'We matched this address by its ZIP code, 75204. The locations listed deliver to that area.',
    ),
  ).toBeVisible()
  await expect(panel.getByRole('heading', { name: TEXTS.selectALocation })).toBeVisible()
  const cards = panel.getByRole('article')
  expect(await cards.count()).toBeGreaterThanOrEqual(1)
  await expectAccessible(page, OPEN_PANEL)

  const storeName = (await cards.first().getByRole('heading').textContent()) ?? ''
  const store = (await getStores(page.request)).find((candidate) => candidate.name === storeName)
  if (!store) throw new Error(`No store named '${storeName}'`)
  await panel.getByLabel('Apartment, suite or building (optional)').fill('Apt 4')
  await cards.first().getByRole('button', { name: TEXTS.startOrder }).click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
  const cartId = await currentCartId(page)
  expect((await getCartAsGuest(page, cartId)).address).toMatchObject({
    address: '4500 Ross Ave',
    building: 'Apt 4',
    city: 'Dallas',
    state: 'TX',
    zip: '75204',
  })

  // A bag over the store's delivery minimum, at a time the store can make it.
  const product = await plainProduct(page.request, store.menu_id)
  await addFromProductPage(page, store.menu_id, product)
  const cart = await getCartAsGuest(page, cartId)
  const line = cart.products[0]
  const minimum = cart.delivery?.minimum ?? 0
  if (line && cart.totals.subtotal < minimum) {
    const quantity = Math.ceil(minimum / line.cost.unit) + 1
    const updated = await page.request.put(`/api/v1/carts/${cartId}/products/${line.id}`, {
      headers: API_HEADERS,
      data: {
        quantity,
        choices: line.choices.map((choice) => ({ id: choice.option_id, quantity: choice.quantity })),
      },
    })
    expect(updated.status(), 'PUT carts/{id}/products/{line}').toBe(200)
  }
  await ensureCheckoutTime(page)
  await gotoReady(page, `/menu/${store.menu_id}`)
  await bagButton(page).click()
  await bagDialog(page).getByRole('button', { name: 'Continue To Checkout' }).click()
  const noThanks = page
    .getByRole('dialog', { name: 'Complete Your Order' })
    .getByRole('button', { name: 'No, Thanks' })
  await expect(noThanks.or(page.getByRole('button', { name: 'Place Order' }))).toBeVisible()
  if (await noThanks.isVisible()) await noThanks.click()
  await page.waitForURL(/\/order\/checkout$/)
  await expect(page.getByRole('main').getByText('4500 Ross Ave, Apt 4')).toBeVisible()
  await fillCard(page, { number: TEST_CARD.approve })
  await placeOrderButton(page).click()
  await page.waitForURL(/\/order\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await expect(page.getByText(/^Order #\d+/)).toBeVisible()
  await expect(page.getByText('Delivering to 4500 Ross Ave, Apt 4, Dallas, TX 75204')).toBeVisible()
  await expectAccessible(page)
})
