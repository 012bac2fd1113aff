import { join } from 'node:path'
import type { TLocation } from '@deli/contracts'
import { bagDialog, bagLine } from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady, isPhone, saveScreen, waitForHydration } from './helpers.ts'
import { pickForProject } from './ordering-helpers.ts'
import { DEMO_ADMIN, DEMO_MANAGER, signInAtStaff } from './staff-helpers.ts'

test.setTimeout(120_000)

const PICTURE = join(import.meta.dirname, 'fixtures', 'back-office-sandwich.png')

/** A store of its own per project (from the far end of the list: the ordering journeys take the front). */
async function quietStore(
  request: Parameters<typeof getStores>[0],
  testInfo: Parameters<typeof pickForProject>[1],
) {
  const stores = (await getStores(request)).filter(
    (store: TLocation) => store.available && !store['Coming Soon'] && store.services.pickup,
  )
  return pickForProject(stores.reverse(), testInfo, 3)
}

test('an admin adds a product with a picture and an option group; a guest orders it; the audit trail reverts it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const store = await quietStore(request, testInfo)
  const name = `Harvest Turkey Melt ${testInfo.project.name} ${Date.now().toString(36)}`

  // The admin reaches the back office from the staff home.
  await signInAtStaff(page, DEMO_ADMIN)
  await page.getByRole('link', { name: /^Catalogue:/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Catalogue/ })).toBeVisible()
  await waitForHydration(page)
  await expect(
    page.getByRole('navigation', { name: 'Staff areas' }).getByRole('link', { name: 'Catalogue' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'back-office-catalogue')

  // Add a product to the first category: the form checks before sending, with the API's sentences.
  const firstCategory = page.getByRole('region').first()
  await firstCategory.getByRole('button', { name: /^Add a product/ }).click()
  const form = page.getByRole('region', { name: 'Add a product' })
  await expect(form.getByRole('heading', { name: 'Add a product' })).toBeFocused()
  await form.getByRole('button', { name: 'Add the product' }).click()
  await expect(form.getByText('Give it a name of at most 80 characters.').first()).toBeVisible()
  await expect(form.getByText('Upload a picture first.')).toBeVisible()
  // The keyboard is taken to the first field marked, not left on the button.
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused()

  await form.getByLabel('Name', { exact: true }).fill(name)
  await form
    .getByLabel('Description', { exact: true })
    .fill('Roast turkey, cheddar and apple on toasted sourdough.')
  await form.getByLabel('Base price ($)').fill('12.49')
  await form.getByLabel('Calories', { exact: true }).fill('690')
  // The picture says it is required until one is uploaded.
  const picture = form.getByLabel('Picture')
  await expect(picture).toHaveAttribute('aria-required', 'true')
  await expect(picture).toHaveAccessibleDescription(/^Required: every product has one\./)
  await picture.setInputFiles(PICTURE)
  await expect(form.getByRole('status')).toHaveText('Picture uploaded.')
  await expect(form.getByRole('img', { name })).toBeVisible()
  await expect(picture).toHaveAttribute('aria-required', 'false')
  await form.getByRole('checkbox', { name: 'Milk' }).check()
  // The dietary icons are named as guests read them.
  await expect(form.getByRole('checkbox', { name: 'Contains dairy' })).toBeVisible()

  await form.getByRole('button', { name: 'Add an option group' }).click()
  await form.getByRole('group', { name: 'Option group 1' }).getByLabel('Group name').fill('Bread')
  // The group's legend follows its name.
  const bread = form.getByRole('group', { name: 'Bread' })
  await bread.getByLabel('Required choices').fill('1')
  await bread.getByLabel('Most choices').fill('1')
  await bread.getByLabel('Option 1 name').fill('Sourdough')
  await bread.getByRole('checkbox', { name: 'Chosen by default' }).check()
  await bread.getByRole('button', { name: 'Add an option to Bread' }).click()
  await bread.getByLabel('Option 2 name').fill('Rye')
  await bread.getByLabel('Price change ($)').nth(1).fill('0.50')

  await form.getByRole('radio', { name: 'One store’s menu' }).check()
  await form.getByLabel('Store number').fill(String(store.id))
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'back-office-product-form')
  await form.getByRole('button', { name: 'Add the product' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${name} was added.` })).toBeVisible()
  await expect(page.getByRole('strong').filter({ hasText: name })).toBeVisible()

  // Moved up from the keyboard: the button keeps the focus, so it can be moved again.
  const moveUp = page.getByRole('button', { name: `Move ${name} up` })
  await moveUp.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `${name} moved up.` })).toBeVisible()
  await expect(moveUp).toBeFocused()

  // A guest at that store sees it on the menu, with its picture, and adds it to the bag.
  const guest = await browser.newContext({ storageState: undefined })
  const guestPage = await guest.newPage()
  await gotoReady(guestPage, `/menu/${store.menu_id}`)
  const card = guestPage
    .getByRole('main')
    .getByRole('article')
    .filter({ has: guestPage.getByRole('heading', { name, exact: true }) })
  await expect(card).toBeVisible()
  await expect(card).toContainText('$12.49')
  await card.getByRole('link').first().click()
  await guestPage.waitForURL(new RegExp(`/menu/${store.menu_id}/product/\\d+$`))
  await waitForHydration(guestPage)
  await expect(guestPage.getByRole('img', { name })).toHaveAttribute(
    'src',
    /\/images\/products\/uploads\/[a-f0-9]{24}-800\.webp$/,
  )
  await guestPage.getByRole('radio', { name: /^Rye/ }).check()
  await guestPage.getByRole('button', { name: /^Add to Bag/ }).click()
  const bag = bagDialog(guestPage)
  await expect(bag).toBeVisible()
  await expect(bagLine(bag, name)).toBeVisible()
  await expect(bagLine(bag, name)).toContainText('Rye')
  await guest.close()

  // A manager reads the catalogue without any way to change it.
  const managerContext = await browser.newContext()
  const manager = await managerContext.newPage()
  await signInAtStaff(manager, DEMO_MANAGER)
  await gotoReady(manager, '/staff/back-office')
  await expect(
    manager.getByText('You can read the catalogue; only a chain admin can change it.'),
  ).toBeVisible()
  await expect(manager.getByRole('strong').filter({ hasText: name })).toBeVisible()
  await expect(manager.getByRole('button', { name: /^Add a product|^Edit|^Retire|^Move/ })).toHaveCount(0)
  await expectAccessible(manager)
  await managerContext.close()

  // The audit page shows the change; reverting the creation retires the product (off the menu).
  await page
    .getByRole('navigation', { name: 'Staff areas' })
    .getByRole('link', { name: 'Audit trail' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /Audit trail/ })).toBeVisible()
  await waitForHydration(page)
  const row = page.getByRole('row').filter({ hasText: `Added ${name}` })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Alex Admin')
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'back-office-audit')
  await row.getByRole('button', { name: /^Revert/ }).click()
  await expect(page.getByRole('status').filter({ hasText: `Reverted: Added ${name}.` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `Added ${name}` })).toContainText('(reverted)')
  const menu = await request.get(`/api/v1/menus/${store.menu_id}`, {
    headers: { 'x-app-name': 'web', 'x-api-key': 'rd-web-public-key-2026' },
  })
  expect(JSON.stringify((await menu.json()).data)).not.toContain(name)
  if (isPhone(testInfo)) await expect(page.getByRole('table')).toBeVisible()
})

/** A region's accessible name that begins with a category's name (its heading adds the super category). */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

test('an admin finds a product by category or by name; its editor reads its option groups', async ({
  page,
}, testInfo) => {
  await signInAtStaff(page, DEMO_ADMIN)
  await gotoReady(page, '/staff/back-office')
  const answer = await page.request.get('/api/v1/staff/catalogue', { headers: API_HEADERS })
  const { categories, products } = (await answer.json()).data as {
    categories: Array<{ id: number; name: string }>
    products: Array<{
      id: number
      name: string
      categoryId: number
      optionGroupCount: number
      retiredAt: string | null
    }>
  }
  // The list is slim (ADR 057); the second category's first product with option groups is the one.
  const second = categories[1]
  const product = products.find(
    (candidate) =>
      candidate.categoryId === second?.id && candidate.optionGroupCount > 0 && !candidate.retiredAt,
  )
  if (!second || !product) throw new Error('no second category with a product with options')
  expect(product).not.toHaveProperty('optionGroups')

  // One category at a time: the first is shown, the keyboard picks another.
  await expect(page.getByRole('region', { name: startsWith(categories[0]?.name ?? '') })).toBeVisible()
  const chooser = page.getByLabel('Category', { exact: true })
  await chooser.focus()
  await chooser.selectOption(String(second.id))
  await expect(page.getByRole('region', { name: startsWith(categories[0]?.name ?? '') })).toHaveCount(0)
  await expect(page.getByRole('region', { name: startsWith(second.name) })).toBeVisible()
  await expect(page.getByRole('strong').filter({ hasText: product.name }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: `Move ${product.name} down` }).first()).toBeVisible()
  await expectAccessible(page)

  // A search reaches every category and says how many match; moving waits for the whole list.
  const search = page.getByLabel('Find a product in every category')
  await search.fill(product.name)
  await expect(page.getByText(/products? match/)).toBeVisible()
  await saveScreen(page, testInfo, 'back-office-catalogue-search')
  await expect(page.getByRole('button', { name: `Move ${product.name} down` })).toHaveCount(0)

  // The editor opens with the product's option groups, read when it opens; Cancel returns focus.
  const edit = page.getByRole('button', { name: `Edit ${product.name}`, exact: true }).first()
  await edit.click()
  const form = page.getByRole('region', { name: `Edit ${product.name}` })
  await expect(form.getByRole('heading', { name: `Edit ${product.name}` })).toBeFocused()
  await expect(form.getByLabel('Group name')).toHaveCount(product.optionGroupCount)
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toBeFocused()
  await search.fill('')
  await expect(page.getByRole('region', { name: startsWith(second.name) })).toBeVisible()
})

test('an admin retires a product: asked first; the status names it and the keyboard lands on its category', async ({
  page,
}, testInfo) => {
  await signInAtStaff(page, DEMO_ADMIN)
  const answer = await page.request.get('/api/v1/staff/catalogue', { headers: API_HEADERS })
  const { categories } = (await answer.json()).data as {
    categories: Array<{ id: number; name: string; superCategory: string }>
  }
  // A product of this journey's own, on no store's menu, in the last mealtime category (the other
  // journeys read the first two).
  const category = categories.filter((candidate) => candidate.superCategory === 'mealtime').at(-1)
  if (!category) throw new Error('no mealtime category')
  const name = `Retiring Reuben ${testInfo.project.name} ${Date.now() % 100_000}`
  const made = await page.request.post('/api/v1/staff/catalogue/products', {
    headers: API_HEADERS,
    data: {
      categoryId: category.id,
      name,
      description: 'Corned beef, Swiss and sauerkraut on rye.',
      cost: 1149,
      calories: 760,
      dietary: [],
      allergens: ['milk', 'wheat'],
      image: 'placeholder.svg',
      quantities: { min: 1, max: 20, increments: 1 },
      optionGroups: [],
      stores: [],
    },
  })
  expect(made.ok(), await made.text()).toBe(true)

  await gotoReady(page, '/staff/back-office')
  await waitForHydration(page)
  await page.getByLabel('Category', { exact: true }).selectOption(String(category.id))
  const region = page.getByRole('region', { name: startsWith(category.name) })
  await region.getByRole('button', { name: `Retire ${name}` }).click()
  const ask = page.getByRole('alertdialog', { name: `Retire ${name}?` })
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await expectAccessible(page)
  await ask.getByRole('button', { name: 'Retire it' }).click()
  await expect(ask).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: `${name} was retired.` })).toBeVisible()
  // Its row and Retire button are gone from the category: the keyboard is on the category's heading.
  await expect(region.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(region.getByRole('button', { name: `Retire ${name}` })).toHaveCount(0)
  await expect(
    page.getByRole('region', { name: 'Retired products' }).getByRole('strong').filter({ hasText: name }),
  ).toBeVisible()
})
