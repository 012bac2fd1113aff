import type { Locator, Page } from '@playwright/test'
import { ACCOUNT_TEXTS, placeOrderThroughApi, signedInMember } from './account-helpers.ts'
import { bagDialog } from './cart-helpers.ts'
import { storeFor } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { getStores, gotoReady, saveScreen } from './helpers.ts'
import { storedOrder } from './ordering-helpers.ts'

/** The words of the usual orders ('My usual'; the same as TEXTS in @deli/domain). */
const USUAL_TEXTS = {
  saveAsUsual: 'Save as My usual',
  defaultName: 'My usual',
  title: 'Your usual orders',
  recent: 'Recent orders',
  kept: (name: string) => `Kept as “${name}”. Order it again from the home page or your account.`,
  invalidName: 'Please name this order in 1 to 40 characters.',
  removeTitle: 'Remove this usual order?',
}

/** A usual order's name as its list shows it (not the buttons' hidden words). */
const usualName = (list: Locator, name: string) =>
  list.getByRole('paragraph').filter({ hasText: new RegExp(`^${name}$`) })

/** Another store becomes the current one, so re-ordering has to move back to the order's store. */
async function orderElsewhere(page: Page, menuId: number) {
  const elsewhere = (await getStores(page.request)).find(
    (candidate) => candidate.menu_id !== menuId && candidate.available,
  )
  expect(elsewhere).toBeTruthy()
  await page.evaluate((location) => {
    localStorage.setItem(
      'deli-order',
      JSON.stringify({ state: { location, superCategory: 'mealtime', cartId: null }, version: 0 }),
    )
  }, elsewhere)
}

test.describe('reorder from home (spec §4 Re-order) and usual orders', () => {
  test('a guest’s home page asks nothing of the member API and shows no member part', async ({ page }) => {
    const memberCalls: string[] = []
    page.on('request', (request) => {
      if (/\/api\/v1\/(members\/|orders)/.test(request.url())) memberCalls.push(request.url())
    })
    await gotoReady(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toHaveCount(0)
    expect(memberCalls).toEqual([])
  })

  test('a member sees their recent orders on the home page and orders one again in one tap', async ({
    page,
  }) => {
    const member = await signedInMember(page)
    const store = await storeFor(page.request, 'pickup')
    const order = await placeOrderThroughApi(page, member, store)
    await gotoReady(page, '/')
    await orderElsewhere(page, store.menu_id)
    await gotoReady(page, '/')

    const home = page.getByRole('region', { name: `Welcome back, ${member.first_name}` })
    await expect(home).toBeVisible()
    const recent = home.getByRole('region', { name: USUAL_TEXTS.recent })
    await expect(recent.getByText(new RegExp(`^Order #${order.number} · `))).toBeVisible()
    await expect(home.getByRole('region', { name: USUAL_TEXTS.title })).toHaveCount(0)
    await expectAccessible(page)
    await saveScreen(page, test.info(), 'home-member-recent')

    await recent.getByRole('button', { name: `${ACCOUNT_TEXTS.orderAgain}: order #${order.number}` }).click()
    const bag = bagDialog(page)
    await expect(bag).toBeVisible()
    for (const line of order.products.filter((candidate) => !candidate.isUtensils))
      await expect(bag).toContainText(line.name)
    await expectAccessible(page, 'dialog[open]')
    const stored = await storedOrder(page)
    expect(stored?.location?.menu_id).toBe(store.menu_id)
    expect(stored?.cartId).toBeTruthy()
  })

  test('ordering again from home says what the store no longer sells', async ({ page }) => {
    const member = await signedInMember(page)
    const order = await placeOrderThroughApi(page, member, await storeFor(page.request, 'pickup'))
    // The store stopped selling a line since (its removal is the API's, orders-routes.test.ts): the
    // re-order's real answer, with that line reported as removed.
    const gone = { product_id: 999_999, name: 'Seasonal Soup', quantity: 2 }
    await page.route('**/api/v1/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      const response = await route.fetch()
      const body = await response.json()
      body.data.removed = [gone]
      await route.fulfill({ response, json: body })
    })
    await gotoReady(page, '/')
    const home = page.getByRole('region', { name: `Welcome back, ${member.first_name}` })
    await home.getByRole('button', { name: `${ACCOUNT_TEXTS.orderAgain}: order #${order.number}` }).click()
    await expect(bagDialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bagDialog(page)).toBeHidden()
    await expect(home.getByRole('status').filter({ hasText: 'Your bag is refilled.' })).toHaveText(
      /Your bag is refilled\. .+ no longer sells: Seasonal Soup \(×2\)\./,
    )
    await expectAccessible(page)
  })

  test('a member keeps an order as “My usual”, renames it, orders it again from home and removes it', async ({
    page,
  }) => {
    const member = await signedInMember(page)
    const store = await storeFor(page.request, 'pickup')
    const order = await placeOrderThroughApi(page, member, store)

    // Saved from the order history's Order Summary modal, under the name it offers.
    await gotoReady(page, '/account')
    await page.getByRole('button', { name: new RegExp(`View order.*#${order.number}`) }).click()
    const modal = page.getByRole('dialog', { name: new RegExp(`^${ACCOUNT_TEXTS.yourOrder}`) })
    await modal.getByRole('button', { name: USUAL_TEXTS.saveAsUsual }).click()
    const name = modal.getByRole('textbox', { name: 'Name this order' })
    await expect(name).toBeFocused()
    await expect(name).toHaveValue(USUAL_TEXTS.defaultName)
    await expectAccessible(page, 'dialog[open]')
    await saveScreen(page, test.info(), 'order-summary-save-usual', { fullPage: false })
    await modal.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(modal.getByText(USUAL_TEXTS.kept(USUAL_TEXTS.defaultName))).toBeFocused()
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click()

    // Listed on the account, renamed in place.
    const usual = page.getByRole('region', { name: USUAL_TEXTS.title })
    await expect(usualName(usual, USUAL_TEXTS.defaultName)).toBeVisible()
    await usual.getByRole('button', { name: `Rename ${USUAL_TEXTS.defaultName}` }).click()
    const rename = usual.getByRole('textbox', { name: `New name for “${USUAL_TEXTS.defaultName}”` })
    await expect(rename).toBeFocused()
    await rename.fill('   ')
    await usual.getByRole('button', { name: 'Save name' }).click()
    await expect(usual.getByText(USUAL_TEXTS.invalidName)).toBeVisible()
    await rename.fill('Friday lunch')
    await usual.getByRole('button', { name: 'Save name' }).click()
    await expect(usualName(usual, 'Friday lunch')).toBeVisible()
    await expect(usual.getByRole('button', { name: 'Rename Friday lunch' })).toBeFocused()
    await expectAccessible(page, '#usual-orders')
    await usual.scrollIntoViewIfNeeded()
    await saveScreen(page, test.info(), 'account-usual-orders', { fullPage: false })

    // On the home page: one tap orders it again at its store.
    await orderElsewhere(page, store.menu_id)
    await gotoReady(page, '/')
    const home = page.getByRole('region', { name: `Welcome back, ${member.first_name}` })
    const homeUsual = home.getByRole('region', { name: USUAL_TEXTS.title })
    await expect(usualName(homeUsual, 'Friday lunch')).toBeVisible()
    await expectAccessible(page)
    await saveScreen(page, test.info(), 'home-member-usual')
    await homeUsual.getByRole('button', { name: `${ACCOUNT_TEXTS.orderAgain}: Friday lunch` }).click()
    const bag = bagDialog(page)
    await expect(bag).toBeVisible()
    for (const line of order.products.filter((candidate) => !candidate.isUtensils))
      await expect(bag).toContainText(line.name)
    expect((await storedOrder(page))?.location?.menu_id).toBe(store.menu_id)
    await bag.getByRole('button', { name: /close/i }).first().click()
    await expect(bag).toBeHidden()

    // Removed after a confirmation; the order stays among the recent ones.
    await homeUsual.getByRole('button', { name: 'Remove Friday lunch' }).click()
    const confirm = page.getByRole('alertdialog', { name: USUAL_TEXTS.removeTitle })
    await expect(confirm).toBeVisible()
    await expectAccessible(page, 'dialog[open]')
    await confirm.getByRole('button', { name: 'Yes, remove it' }).click()
    await expect(confirm).toBeHidden()
    await expect(home.getByRole('region', { name: USUAL_TEXTS.title })).toHaveCount(0)
    await expect(home.getByRole('region', { name: USUAL_TEXTS.recent })).toBeVisible()
    await expect(home.getByRole('heading', { name: `Welcome back, ${member.first_name}` })).toBeFocused()
    await expect(
      home.getByRole('status').filter({ hasText: 'Removed “Friday lunch” from your usual orders.' }),
    ).toBeAttached()
  })

  test('the confirmation page keeps the order under a name of the member’s', async ({ page }) => {
    const member = await signedInMember(page)
    const order = await placeOrderThroughApi(page, member, await storeFor(page.request, 'pickup'))
    await gotoReady(page, `/order/confirm/${order.id}`)
    await page.getByRole('button', { name: USUAL_TEXTS.saveAsUsual }).click()
    const name = page.getByRole('textbox', { name: 'Name this order' })
    await name.fill('Team Thursday')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(USUAL_TEXTS.kept('Team Thursday'))).toBeVisible()
    await expect(page.getByRole('button', { name: USUAL_TEXTS.saveAsUsual })).toHaveCount(0)
    await expectAccessible(page)
    await gotoReady(page, '/account')
    await expect(
      usualName(page.getByRole('region', { name: USUAL_TEXTS.title }), 'Team Thursday'),
    ).toBeVisible()
  })
})
