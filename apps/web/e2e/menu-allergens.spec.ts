import type { TProduct } from '@deli/contracts'
import { avoidingDefaultChoices, caloriesText, defaultChoices, lineCalories, TEXTS } from '@deli/domain'
import type { Page } from '@playwright/test'
import { bagDialog, bagLine, browserCart, orderableStore } from './cart-helpers.ts'
import { fillBag, signUpThroughApi } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getMenu, gotoReady, menuProducts } from './helpers.ts'

// The demo data (ADR 049): the club's milk is only its cheddar, an option a guest can leave out; the
// kids' grilled cheese has milk in every build.
const CLUB = 'The Red Door Club'
const GRILLED_CHEESE = 'Kids Grilled Cheese'

const card = (page: Page, name: string) =>
  page.locator('article.product-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
const filterToggle = (page: Page) => page.getByRole('button', { name: /^Avoid allergens/ })

/** Opens the filter, ticks `allergen`, and closes it with Escape (focus back on the toggle). */
async function avoid(page: Page, allergen: string) {
  await filterToggle(page).click()
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true')
  const panel = page.getByRole('group', { name: 'Avoid' })
  await expect(panel.getByRole('checkbox').first()).toBeFocused()
  await panel.getByRole('checkbox', { name: allergen }).check()
  await expect(page.getByText(TEXTS.allergenKitchenCaution).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(filterToggle(page)).toBeFocused()
}

async function productNamed(page: Page, menuId: number, name: string): Promise<TProduct> {
  const product = menuProducts(await getMenu(page.request, menuId)).find((item) => item.name === name)
  if (!product?.available) throw new Error(`${name} is not sold on menu ${menuId}`)
  return product
}

test.describe('the allergen filter and nutrition (ADR 049)', () => {
  test('a guest avoiding milk sees the club allowed without cheese, the grilled cheese marked, and the right calories in the bag', async ({
    page,
  }) => {
    const store = await orderableStore(page.request)
    const club = await productNamed(page, store.menu_id, CLUB)
    await productNamed(page, store.menu_id, GRILLED_CHEESE)

    await gotoReady(page, `/menu/${store.menu_id}`)
    await expect(card(page, GRILLED_CHEESE)).not.toContainText('Contains')
    await avoid(page, 'Milk')
    await expect(page.getByRole('status').filter({ hasText: /items shown, \d+ marked$/ })).toHaveText(
      /^\d+ items shown, [1-9]\d* marked$/,
    )
    await expect(page.getByRole('button', { name: 'Stop avoiding Milk' })).toBeVisible()
    await expect(page.getByText(TEXTS.allergenKitchenCaution)).toBeVisible()
    await expect(card(page, GRILLED_CHEESE)).toContainText('Contains Milk')
    await expect(card(page, CLUB)).toContainText('Milk only in options you can leave out')
    await expect(card(page, CLUB)).not.toContainText('Contains')
    await expect(page.getByText(/allergen-free/i)).toHaveCount(0)
    await expectAccessible(page)

    // The choice survives a reload (localStorage).
    await gotoReady(page, `/menu/${store.menu_id}`)
    await expect(page.getByRole('button', { name: 'Stop avoiding Milk' })).toBeVisible()
    await expect(card(page, GRILLED_CHEESE)).toContainText('Contains Milk')

    // The club: cheddar turned off and explained, the defaults without it, calories of this build.
    await card(page, CLUB).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: CLUB })).toBeVisible()
    const cheddar = page.getByRole('checkbox', { name: /^Cheddar/ })
    await expect(cheddar).toBeDisabled()
    await expect(cheddar).not.toBeChecked()
    await expect(cheddar).toHaveAccessibleDescription('Contains Milk, which you avoid')
    await expect(page.getByText('Options with Milk are turned off below.')).toBeVisible()
    const choices = avoidingDefaultChoices(club, ['milk'])
    const calories = page.locator('.product-form__calories')
    await expect(calories).toHaveAttribute('aria-live', 'polite')
    await expect(calories).toHaveText(`${caloriesText(lineCalories(club, choices, 1))} each`)

    // Calories follow the choices: taking the mayo off takes its calories off.
    const mayo = club.optionGroups.flatMap((group) => group.options).find((option) => option.name === 'Mayo')
    if (!mayo) throw new Error('The club has no Mayo option')
    await page.getByRole('checkbox', { name: /^Mayo/ }).uncheck()
    const build = choices.filter((choice) => choice.id !== mayo.id)
    await expect(calories).toHaveText(`${caloriesText(lineCalories(club, build, 1))} each`)

    // The nutrition and allergen table, read as a table.
    await page.getByText('Nutrition & allergens').click()
    const table = page.getByRole('table', { name: `Calories and allergens of ${CLUB}, per item` })
    await expect(table).toBeVisible()
    await expect(table.getByRole('row', { name: /^Cheddar/ })).toContainText('Milk')
    await expect(table.getByRole('columnheader', { name: 'Allergens it adds' })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('button', { name: /^Add to Bag/ }).click()
    const bag = bagDialog(page)
    await expect(bag).toBeVisible()
    const expected = caloriesText(lineCalories(club, build, 1))
    await expect(bagLine(bag, CLUB)).toContainText(expected)
    const line = (await browserCart(page)).products.find((product) => product.name === CLUB)
    expect(line?.calories).toBe(lineCalories(club, build, 1))
    expect(line?.choices.map((choice) => choice.name)).not.toContain('Cheddar')
    await expectAccessible(page, 'dialog.drawer[open]')
  })

  test("a member's choice is kept in their account and comes back in a fresh browser", async ({
    page,
    browser,
  }, testInfo) => {
    const store = await orderableStore(page.request)
    const member = await signUpThroughApi(page)
    await gotoReady(page, `/menu/${store.menu_id}`)
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/members/me/avoid-allergens') && response.request().method() === 'PUT',
    )
    await avoid(page, 'Sesame')
    expect((await saved).status()).toBe(200)

    const fresh = await browser.newContext({ storageState: testInfo.project.use.storageState })
    const other = await fresh.newPage()
    const login = await other.request.post('/api/v1/users/login', {
      headers: API_HEADERS,
      data: { email: member.email, password: member.password },
    })
    expect(login.ok()).toBe(true)
    await gotoReady(other, `/menu/${store.menu_id}`)
    await expect(other.getByRole('button', { name: 'Stop avoiding Sesame' })).toBeVisible()
    await expectAccessible(other)

    // Clearing it clears it in the account too.
    const cleared = other.waitForResponse(
      (response) =>
        response.url().endsWith('/members/me/avoid-allergens') && response.request().method() === 'PUT',
    )
    await other.getByRole('button', { name: 'Stop avoiding Sesame' }).click()
    expect((await (await cleared).json()).data).toEqual({ allergens: [] })
    await expect(other.getByRole('button', { name: /^Stop avoiding/ })).toHaveCount(0)
    await fresh.close()

    // The checkout shows each line's calories: two clubs as they come.
    const club = await productNamed(page, store.menu_id, CLUB)
    const choices = defaultChoices(club.optionGroups)
    await fillBag(page, store, 'pickup', [{ product_id: club.product_id, quantity: 2, choices }])
    await gotoReady(page, '/order/checkout')
    const lines = page.getByRole('list', { name: 'Items in your order' })
    await expect(lines.getByRole('listitem').filter({ hasText: CLUB })).toContainText(
      caloriesText(lineCalories(club, choices, 2)),
    )
    await expectAccessible(page)
  })
})
