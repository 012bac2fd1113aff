import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { getMenu, getStores, gotoReady, menuProducts } from './helpers.ts'

/**
 * Share of the focused control (its <label> for radios and checkboxes) that is really on screen, i.e.
 * not under a sticky bar or off the viewport: sampled with elementFromPoint on a 4-px grid.
 */
const focusedVisibleShare = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    if (!active || active === document.body) return { name: '', share: 1 }
    const target = active.closest('label') ?? active
    const box = target.getBoundingClientRect()
    let seen = 0
    let total = 0
    for (let x = box.left + 1; x < box.right; x += 4)
      for (let y = box.top + 1; y < box.bottom; y += 4) {
        total++
        const hit = document.elementFromPoint(x, y)
        if (hit && target.contains(hit)) seen++
      }
    const name = active.getAttribute('aria-label') ?? target.textContent?.trim() ?? active.tagName
    return { name, share: total ? seen / total : 0 }
  })

test('keyboard: pick a suggestion with the arrow keys and Enter', async ({ page }) => {
  await gotoReady(page, '/')
  const search = page.getByRole('combobox', { name: 'Find a Red Door near you' })
  await search.fill('Dallas')
  const options = page.getByRole('option')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await search.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  )
  await search.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expectAccessible(page)
  await search.press('Enter')
  await page.waitForURL(/\/locations\?lat=.*q=Dallas%2C(\+|%20)TX/)
  await expect(page.getByRole('heading', { level: 2, name: /locations near Dallas, TX/ })).toBeVisible()
  await expectAccessible(page)
})

test('keyboard: Escape closes the suggestion list without choosing', async ({ page }) => {
  await gotoReady(page, '/locations')
  const search = page.getByRole('combobox', { name: 'City, state or ZIP code' })
  await search.fill('Houston')
  await expect(page.getByRole('option').first()).toBeVisible()
  await search.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(search).toHaveAttribute('aria-expanded', 'false')
  await expect(page).toHaveURL(/\/locations$/)
  await expectAccessible(page)
})

test('product page: a focused option is never hidden behind the sticky Add to Bag bar (WCAG 2.4.11)', async ({
  page,
  request,
}) => {
  const store = (await getStores(request)).find(
    (candidate) => candidate.available && !candidate['Coming Soon'],
  )
  if (!store) throw new Error('No orderable store')
  const product = menuProducts(await getMenu(request, store.menu_id)).find(
    (candidate) => candidate.optionGroups.reduce((sum, group) => sum + group.options.length, 0) >= 20,
  )
  if (!product) throw new Error('No product with many options')
  await gotoReady(page, `/menu/${store.menu_id}/product/${product.product_id}`)
  await expectAccessible(page)
  await page.getByRole('link', { name: /^Back to / }).focus()

  const hidden: string[] = []
  const addToBag = page.getByRole('button', { name: /^Add to Bag/ })
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab')
    const { name, share } = await focusedVisibleShare(page)
    if (share === 0) hidden.push(name)
    if (await addToBag.evaluate((button) => button === document.activeElement)) break
  }
  await expect(addToBag).toBeFocused()
  expect(hidden, 'controls entirely hidden while focused').toEqual([])
})
