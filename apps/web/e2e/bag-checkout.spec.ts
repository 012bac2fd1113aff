import type { TUpsell } from '@deli/contracts'
import {
  addFromProductPage,
  bagButton,
  bagDialog,
  bagLine,
  ensureCheckoutTime,
  orderableStore,
  requiredChoiceProduct,
  trackedEvents,
} from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, gotoReady, money } from './helpers.ts'

const VALIDATE = /\/api\/v1\/carts\/[0-9a-f-]{36}\/validate$/

test('Continue To Checkout → Complete Your Order → add an upsell → back → shown once per bag → sign in', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  const sandwich = await requiredChoiceProduct(request, store.menu_id)
  await addFromProductPage(page, store.menu_id, sandwich)
  const cart = await ensureCheckoutTime(page)
  const answer = await page.request.get(`/api/v1/carts/${cart.id}/upsells`, { headers: API_HEADERS })
  const upsells = ((await answer.json()) as { data: { upsells: TUpsell[] } }).data.upsells
  expect(upsells.length).toBeGreaterThan(1)

  await gotoReady(page, '/')
  await bagButton(page).click()
  await bagDialog(page).getByRole('button', { name: 'Continue To Checkout' }).click()

  // The upsell view: back arrow, close, one card per upsell, 'No, Thanks'.
  const view = page.getByRole('dialog', { name: 'Complete Your Order' })
  await expect(view).toBeVisible()
  await expect(view.getByRole('heading', { level: 2, name: 'Complete Your Order' })).toBeVisible()
  const back = view.getByRole('button', { name: 'Back to your bag' })
  await expect(back).toBeFocused()
  await expect(view.getByRole('button', { name: 'Close' })).toBeVisible()
  await expect(view.getByRole('article')).toHaveCount(upsells.length)
  const [first] = upsells
  if (!first) throw new Error('no upsell')
  const card = view.getByRole('article', { name: first.name })
  await expect(card).toContainText(money(first.cost))
  await expect(card.getByRole('img')).toHaveCount(0) // decorative photo (alt="")
  await expect(card.locator('img')).toHaveAttribute('src', first.image)
  await expect(view.getByRole('button', { name: 'No, Thanks' })).toBeVisible()
  await expectAccessible(page, 'dialog.drawer[open]')

  // Add one: it lands in the bag with no choices and the button says so.
  await card.getByRole('button', { name: `Add ${first.name}` }).click()
  await expect(card.getByRole('button', { name: `Added ${first.name}` })).toBeVisible()
  const adds = await trackedEvents(page, 'add_to_cart')
  expect(adds.at(-1)?.ecommerce?.items[0]).toMatchObject({ item_id: String(first.product_id), quantity: 1 })

  // Back to the bag: the upsell is a line now.
  await back.click()
  const bag = bagDialog(page)
  await expect(bag.getByRole('heading', { level: 2 })).toHaveText('Your Bag (2)')
  await expect(bagLine(bag, first.name)).toBeVisible()
  await expect(bag.getByRole('button', { name: 'Continue To Checkout' })).toBeFocused()

  // Spec §4: upsells only 'if … not yet shown': once per bag, so Continue goes on to sign-in
  // (a guest, with the checkout notice), and not again after a reload.
  await bag.getByRole('button', { name: 'Continue To Checkout' }).click()
  await page.waitForURL(/\/account\/signin\?redirect=%2Forder%2Fcheckout&notice=checkout$/)
  await expect(view).toBeHidden()
  await gotoReady(page, '/')
  await bagButton(page).click()
  await bagDialog(page).getByRole('button', { name: 'Continue To Checkout' }).click()
  await expect(bagDialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/account\/signin\?redirect=%2Forder%2Fcheckout&notice=checkout$/)
  await expect(view).toBeHidden()
})

test("Continue To Checkout shows the server's message when the basket does not validate", async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  const sandwich = await requiredChoiceProduct(request, store.menu_id)
  const bag = await addFromProductPage(page, store.menu_id, sandwich)
  const message = 'That time is no longer available. Please choose another time.'
  await page.route(VALIDATE, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message, code: 'SLOT_FULL' }),
    }),
  )
  await bag.getByRole('button', { name: 'Continue To Checkout' }).click()
  await expect(bag.getByRole('alert')).toHaveText(message)
  await expect(bag).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/product/${sandwich.product_id}$`))
  await expectAccessible(page, 'dialog.drawer[open]')
})
