import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoReady, PRODUCT_NAME } from './helpers.ts'

/**
 * Content pages from stories (ADR 026): the footer's legal links land on rendered stories,
 * at phone and desktop widths (both projects run every test), each axe-clean; a path with no story
 * is still the real 404.
 */

const LEGAL = [
  { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy', section: 'Information we collect' },
  { link: 'Terms of Use', path: '/terms', heading: 'Terms of Use', section: 'Orders and payment' },
  {
    link: 'Accessibility',
    path: '/accessibility',
    heading: 'Accessibility Statement',
    section: 'Feedback and help',
  },
]

for (const entry of LEGAL) {
  test(`the footer's ${entry.link} link opens its story`, async ({ page }) => {
    await gotoReady(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: entry.link, exact: true }).click()
    await page.waitForURL((url) => url.pathname === entry.path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: entry.section })).toBeVisible()
    await expect(page).toHaveTitle(`${entry.heading} | ${PRODUCT_NAME}`)
    await expectAccessible(page)
  })
}

test('a story is server-rendered with its cards and menu, and its links move between stories', async ({
  page,
}) => {
  const response = await page.goto('/about')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'About Red Door Deli' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: 'Fresh every morning' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Plan a catering order' })).toHaveAttribute(
    'href',
    '/catering-inquiry',
  )
  await expectAccessible(page)
  await gotoReady(page, '/about')
  await page
    .getByRole('navigation', { name: 'More about us' })
    .getByRole('link', { name: 'Frequently asked questions' })
    .click()
  await page.waitForURL((url) => url.pathname === '/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible()
  await expectAccessible(page)
})

test('a path with no story is the real 404 page', async ({ page }) => {
  const response = await page.goto('/no-story-lives-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible()
})
