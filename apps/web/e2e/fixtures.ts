import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test as base } from '@playwright/test'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/** axe (DESIGN.md §7 tags, target-size on) on what the page shows now; fails with the violations listed. */
export async function expectAccessible(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ rules: { 'target-size': { enabled: true } } })
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

export const test = base.extend<{ startAtLocation: (query: string) => Promise<void> }>({
  /** Home → address search → first suggestion → the locations list, nearest first. */
  startAtLocation: async ({ page }, use) => {
    await use(async (query: string) => {
      await page.goto('/')
      const search = page.getByRole('combobox').first()
      await search.fill(query)
      await page.getByRole('option').first().click()
      await page.waitForURL(/\/locations\?lat=/)
    })
  },
})

export { expect }
