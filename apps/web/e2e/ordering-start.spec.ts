import type { TOptionGroup, TProduct } from '@deli/contracts'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  escapeRegExp,
  expectProductTitle,
  getMenu,
  getStores,
  gotoReady,
  imageLoads,
  isPhone,
  menuProducts,
  money,
  pauseClock,
} from './helpers.ts'

const DIETARY_NAMES = /^(Contains dairy|Gluten-free|Keto|Paleo|Plant-based|Vegan|Vegetarian)$/
/** Spec §9: autocomplete waits 600 ms after typing stops (the spec's number, not the app's constant). */
const DEBOUNCE_MS = 600
const AUTOCOMPLETE = /\/api\/v1\/geo\/autocomplete\?/

/** Cost of one unit with the options the product page preselects (each group's defaults, up to max). */
const defaultUnitCost = (product: TProduct) =>
  product.optionGroups.reduce(
    (total, group) =>
      total +
      group.options
        .filter((option) => option.isDefault)
        .slice(0, group.max)
        .reduce((sum, option) => sum + option.cost, 0),
    product.cost,
  )

const isRequired = (group: TOptionGroup) => group.min > 0

test('home → "Dallas" → nearest stores → Start Order → menu → a sandwich with options', async ({
  page,
  request,
}, testInfo) => {
  // A whole journey with seven axe scans: 30-35 s on an idle 2-core machine, so room for a busy one.
  test.setTimeout(90_000)
  await gotoReady(page, '/')
  await expectProductTitle(page, 'Red Door Deli')
  await expectAccessible(page)
  const subHeaderOrderNow = page.locator('.mobile-sub-header').getByRole('button', { name: 'Order Now' })
  if (isPhone(testInfo)) await expect(subHeaderOrderNow).toBeVisible()
  else await expect(subHeaderOrderNow).toBeHidden()

  const search = page.getByRole('combobox', { name: 'Find a Red Door near you' })
  await search.fill('Dallas')
  const dallas = page.getByRole('option', { name: /^Dallas TX/ })
  await expect(dallas).toBeVisible()
  await expect(search).toHaveAttribute('aria-expanded', 'true')
  await expectAccessible(page)
  await dallas.click()
  await page.waitForURL(/\/locations\?lat=-?[\d.]+&lng=-?[\d.]+/)

  // Results, nearest first, each card with distance, phone, status, services and its actions.
  await expectProductTitle(page)
  const results = page.getByRole('region', { name: /locations near Dallas, TX/ })
  const cards = results.getByRole('article')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThan(1)
  const distances: number[] = []
  for (const card of await cards.all()) {
    const distance = await card.getByText(/^\d+\.\d mi$/).textContent()
    distances.push(Number.parseFloat(distance ?? 'NaN'))
    await expect(card.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible()
    await expect(card.getByText(/^(Open now|Closed)$/)).toBeVisible()
    await expect(card.getByRole('list', { name: 'Services' }).getByRole('listitem').first()).toBeVisible()
    await expect(card.getByRole('link', { name: /^More Info/ })).toBeVisible()
    // Each card's button names its store to a screen reader.
    const name = await card.getByRole('heading').textContent()
    await expect(card.getByRole('button', { name: `Start Order at ${name}`, exact: true })).toBeVisible()
  }
  expect(distances.every(Number.isFinite)).toBe(true)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
  await expect(cards.first()).toContainText('Dallas, TX')
  await expectAccessible(page)

  // Start Order on the first store that takes orders.
  const first = cards.filter({ has: page.getByText(/^(Open now|Closed)$/) }).first()
  const storeName = (await first.getByRole('heading').textContent()) ?? ''
  const store = (await getStores(request)).find((candidate) => candidate.name === storeName)
  if (!store) throw new Error(`No store named '${storeName}' in GET /api/v1/stores`)
  await first.getByRole('button', { name: 'Start Order' }).click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))

  // The menu: category navigation and product cards.
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
  await expectProductTitle(page)
  const categoryLinks = page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link')
  expect(await categoryLinks.count()).toBeGreaterThanOrEqual(8)
  const firstCard = page.getByRole('main').getByRole('article').first()
  await expect(firstCard.getByRole('heading', { level: 3 })).toBeVisible()
  await expect(firstCard.getByText(/^\$\d+\.\d{2}$/)).toBeVisible()
  await expect(firstCard.getByText(/^[\d,]+ cal$/)).toBeVisible()
  const photo = firstCard.locator('img')
  await photo.scrollIntoViewIfNeeded()
  expect
    .soft(await imageLoads(photo), 'the product photo loads (issue item 5: images shipped in the repo)')
    .toBe(true)
  const dietary = page.getByRole('main').getByRole('img', { name: DIETARY_NAMES })
  expect(await dietary.count()).toBeGreaterThan(0)
  await expectAccessible(page)

  // The mobile sub-header now shows the chosen store's address.
  const subHeaderAddress = page
    .locator('.mobile-sub-header')
    .getByRole('button', { name: `${store.address}, ${store.city}` })
  if (isPhone(testInfo)) {
    await expect(subHeaderAddress).toBeVisible()
    await expect(subHeaderOrderNow).toHaveCount(0)
  } else await expect(subHeaderAddress).toBeHidden()

  // A sandwich with a required Bread and add-ons that cost extra.
  const menu = await getMenu(request, store.menu_id)
  const sandwich = menuProducts(menu).find(
    (product) =>
      product.optionGroups.some((group) => group.name === 'Bread' && isRequired(group)) &&
      product.optionGroups.some((group) =>
        group.options.some((option) => option.cost > 0 && !option.isDefault),
      ),
  )
  if (!sandwich) throw new Error('No sandwich with a required Bread and a priced add-on on this menu')
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: sandwich.name, exact: true }) })
    .getByRole('link')
    .click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}/product/${sandwich.product_id}$`))
  await expect(page.getByRole('heading', { level: 1, name: sandwich.name })).toBeVisible()
  await expectProductTitle(page, `${sandwich.name} | Red Door Deli`)
  const bread = page.getByRole('group', { name: /^Bread/ })
  await expect(bread).toContainText('Required')
  await expect(bread.getByRole('radio')).toHaveCount(
    sandwich.optionGroups.find((g) => g.name === 'Bread')?.options.length ?? 0,
  )
  await expectAccessible(page)

  // Live price: the preselected defaults, then a priced add-on.
  const addToBag = page.getByRole('button', { name: /^Add to Bag/ })
  let unit = defaultUnitCost(sandwich)
  await expect(addToBag).toHaveText(`Add to Bag · ${money(unit)}`)
  const extra = sandwich.optionGroups
    .flatMap((group) => group.options.map((option) => ({ group, option })))
    .find(({ group, option }) => option.cost > 0 && !option.isDefault && group.max > 1)
  if (!extra) throw new Error(`${sandwich.name} has no priced multiple-choice add-on`)
  await page
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(extra.group.name)}`) })
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(extra.option.name)}`) })
    .check()
  unit += extra.option.cost
  await expect(addToBag).toHaveText(`Add to Bag · ${money(unit)}`)

  // Quantity stepper: decrease disabled at the minimum; increase raises quantity and price.
  const stepper = page.getByRole('group', { name: `Quantity of ${sandwich.name}` })
  const decrease = stepper.getByRole('button', { name: 'Decrease quantity' })
  const increase = stepper.getByRole('button', { name: 'Increase quantity' })
  await expect(stepper.getByRole('status')).toHaveText(String(sandwich.quantities.min))
  await expect(decrease).toBeDisabled()
  await increase.click()
  const quantity = sandwich.quantities.min + sandwich.quantities.increments
  await expect(stepper.getByRole('status')).toHaveText(String(quantity))
  await expect(decrease).toBeEnabled()
  await expect(addToBag).toHaveText(`Add to Bag · ${money(unit * quantity)}`)

  await addToBag.click()
  // The form's own status (the bag, which opens after an add, announces the same sentence).
  await expect(
    page
      .getByRole('main')
      .getByText(`${quantity} × ${sandwich.name} (${money(unit * quantity)}) added to your bag.`),
  ).toBeVisible()
  await expectAccessible(page)

  // Added: the form starts over from the menu's defaults, so a second one is a fresh choice.
  await page.keyboard.press('Escape')
  await expect(addToBag).toHaveText(`Add to Bag · ${money(defaultUnitCost(sandwich))}`)
  await expect(stepper.getByRole('status')).toHaveText(String(sandwich.quantities.min))
  await expect(
    page
      .getByRole('group', { name: new RegExp(`^${escapeRegExp(extra.group.name)}`) })
      .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(extra.option.name)}`) }),
  ).not.toBeChecked()
})

test('a required option group without a preselected choice blocks Add to Bag until chosen', async ({
  page,
  request,
}) => {
  const store = (await getStores(request)).find(
    (candidate) => candidate.available && !candidate['Coming Soon'],
  )
  if (!store) throw new Error('No available store')
  const products = menuProducts(await getMenu(request, store.menu_id))
  const candidate = products
    .flatMap((product) => product.optionGroups.map((group) => ({ product, group })))
    .find(
      ({ product, group }) =>
        product.available && isRequired(group) && !group.options.some((o) => o.isDefault),
    )
  // Every required group preselecting a default makes the required-choice error unreachable for guests.
  expect(candidate, 'a menu product with a required option group that has no default choice').toBeDefined()
  if (!candidate) return
  const { product, group } = candidate
  await gotoReady(page, `/menu/${store.menu_id}/product/${product.product_id}`)
  await page.getByRole('button', { name: /^Add to Bag/ }).click()
  const article = /^[aeiou]/i.test(group.name) ? 'an' : 'a'
  const error = page.getByRole('alert').filter({ hasText: `Please choose ${article} ${group.name}.` })
  await expect(error).toBeVisible()
  const field = page.getByRole('group', { name: new RegExp(`^${escapeRegExp(group.name)}`) })
  await expect(field).toBeFocused()
  await expect(page.getByText(/added to your bag/)).toHaveCount(0)
  await expectAccessible(page)
  await field
    .getByRole(group.max === 1 ? 'radio' : 'checkbox')
    .first()
    .check()
  await expect(error).toHaveCount(0)
  await page.getByRole('button', { name: /^Add to Bag/ }).click()
  // The form's own status (the bag, which opens after an add, announces the same sentence).
  await expect(page.getByRole('main').getByText(/added to your bag\.$/)).toBeVisible()
})

test('address search: 2 characters ask nothing; then one request, after the 600 ms debounce', async ({
  page,
}) => {
  await page.clock.install()
  await gotoReady(page, '/locations')
  await expect(page.getByRole('heading', { level: 1, name: 'Order Pickup' })).toBeVisible()
  await expectAccessible(page)
  const sent: string[] = []
  page.on('request', (request) => {
    if (AUTOCOMPLETE.test(request.url())) sent.push(request.url())
  })
  const search = page.getByRole('combobox', { name: 'City, state or ZIP code' })
  // The debounce is the subject: page time moves only as the test runs it.
  await pauseClock(page)
  await search.pressSequentially('Da')
  await page.clock.runFor(DEBOUNCE_MS * 2)
  expect(sent).toEqual([])
  await expect(page.getByRole('option')).toHaveCount(0)
  await expect(search).toHaveAttribute('aria-expanded', 'false')

  await search.pressSequentially('llas')
  // One millisecond short of the debounce after the last key: still nothing asked; then the request.
  await page.clock.runFor(DEBOUNCE_MS - 1)
  expect(sent).toEqual([])
  await page.clock.runFor(1)
  await expect.poll(() => sent.length).toBe(1)
  await page.clock.resume()
  await expect(page.getByRole('option', { name: /^Dallas TX/ })).toBeVisible()
  expect(sent).toHaveLength(1)
  expect(sent[0]).toContain('input=Dallas')
  await expectAccessible(page)
})

test('address search errors: Enter on empty and a query nothing matches', async ({ page }) => {
  await gotoReady(page, '/')
  const search = page.getByRole('combobox', { name: 'Find a Red Door near you' })
  await search.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a location.' })).toBeVisible()
  await expect(search).toHaveAttribute('aria-invalid', 'true')
  await expect(search).toHaveAccessibleDescription('Please enter a location.')
  await expectAccessible(page)

  await search.fill('Zzqxv')
  await expect(page.getByRole('alert').filter({ hasText: 'No suggestions available.' })).toBeVisible()
  await expect(page.getByRole('option')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
  await expectAccessible(page)
})
