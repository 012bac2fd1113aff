import type { TCart } from '@deli/contracts'
import type { APIRequestContext } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getMenu, getStores, menuProducts, waitForHydration } from './helpers.ts'
import { DEMO_MANAGER, signInAtStaff } from './staff-helpers.ts'

/** The demo store manager (stores 1 and 2) works at store 2: the other journeys order at store 1. */
const STORE_ID = 2

test.setTimeout(90_000)

const guestMenuNames = async (request: APIRequestContext, menuId: number) =>
  menuProducts(await getMenu(request, menuId)).map((product) => product.name)

async function guestAsapAvailable(request: APIRequestContext, menuId: number) {
  const response = await request.post('/api/v1/carts', { headers: API_HEADERS, data: { menu_id: menuId } })
  expect(response.status()).toBe(201)
  return ((await response.json()).data as TCart).time.asapAvailable
}

test("a manager 86s an item and pauses ASAP: a guest's menu and basket follow at once", async ({
  page,
  request,
}) => {
  const store = (await getStores(request)).find((candidate) => candidate.id === STORE_ID)
  expect(store).toBeDefined()
  const menuId = store?.menu_id ?? 0
  const item = menuProducts(await getMenu(request, menuId)).at(-1)
  expect(item).toBeDefined()
  const name = item?.name ?? ''

  await signInAtStaff(page, DEMO_MANAGER)
  await page.getByRole('link', { name: store?.name }).click()
  await page.waitForURL(/\/staff\/board\/\d+$/)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Availability' }).click()
  await page.waitForURL(`/staff/availability/${STORE_ID}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: `Availability – ${store?.name}` })).toBeVisible()
  await expectAccessible(page)

  try {
    // 86 the item until further notice, found through the search (typed, then reached by keyboard).
    await page.getByLabel('Search items and options').fill(name)
    await page.keyboard.press('Tab')
    const choice = page.getByRole('combobox', { name: `Availability of ${name}`, exact: true })
    await expect(choice).toBeFocused()
    await choice.selectOption({ label: '86’d until further notice' })
    await expect(
      page.getByRole('status').filter({ hasText: `${name}: 86’d until further notice.` }),
    ).toBeVisible()
    expect(await guestMenuNames(request, menuId)).not.toContain(name)

    // Pause ASAP: a guest's new basket cannot order ASAP.
    const pause = page.getByRole('button', { name: 'Pause ASAP orders' })
    await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status').filter({ hasText: 'ASAP orders are paused.' })).toBeVisible()
    expect(await guestAsapAvailable(request, menuId)).toBe(false)
    await expectAccessible(page)
  } finally {
    // Back on: the item returns to the menu, ASAP resumes (the demo chain is shared by the other journeys).
    await page
      .getByRole('combobox', { name: `Availability of ${name}`, exact: true })
      .selectOption({ label: 'On the menu' })
    await expect(page.getByRole('status').filter({ hasText: `${name} is back on the menu.` })).toBeVisible()
    const pause = page.getByRole('button', { name: 'Pause ASAP orders' })
    if ((await pause.getAttribute('aria-pressed')) === 'true') await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'false')
  }
  expect(await guestMenuNames(request, menuId)).toContain(name)
})
