import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { gotoReady } from './helpers.ts'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/**
 * axe (the tags of ARCHITECTURE.md § Quality bars, target-size on) on what the page shows now; fails with the violations listed.
 * The check is soft: the test goes on (so one finding does not hide the next ones) but still fails.
 */
export async function expectAccessible(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ rules: { 'target-size': { enabled: true } } })
  if (include) builder = builder.include(include)
  // Judge what the guest ends up seeing: from the top of the page (a target the test scrolled under the
  // phone's sticky sub-header is not really obscured), and not a colour half-way through a transition.
  await page.evaluate(() => window.scrollTo(0, 0))
  // At most 2 s: a transition the browser stops advancing (a phone-emulated page's timeline stalled
  // while axe's helper page has focus) must not hang the check; axe then judges the page as it is.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          // Spinners loop for ever; only transitions and other finite animations are waited for.
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 2000)),
    ]),
  )
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  const { pathname, search } = new URL(page.url())
  const where = `axe on ${pathname}${search}${include ? ` (${include})` : ''}`
  expect.soft(summary, where).toEqual([])
}

export const test = base.extend<{ startAtLocation: (query: string) => Promise<void> }>({
  /** Home → address search → first suggestion → the locations list, nearest first. */
  startAtLocation: async ({ page }, use) => {
    await use(async (query: string) => {
      await gotoReady(page, '/')
      const search = page.getByRole('combobox').first()
      await search.fill(query)
      await page.getByRole('option').first().click()
      await page.waitForURL(/\/locations\?lat=/)
    })
  },
})

export { expect }
