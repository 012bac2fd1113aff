import { storeFor } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { API_HEADERS, waitForHydration } from './helpers.ts'
import { e2eDatabase } from './ordering-helpers.ts'

/**
 * The anonymous page cache (issue 13, ADR 028) on the real server: a cookie-less menu page is rendered
 * once, then served from memory — the same bytes for everyone, compressed once, its inline scripts
 * allowed by hash in each response's CSP — until the menu data changes on any node (here: a
 * catalogue write straight to PostgreSQL, announced on menu_changes). A browser given the kept page
 * hydrates it with no CSP violation.
 */

const scriptSrc = (csp: string | undefined) => /script-src([^;]*)/.exec(csp ?? '')?.[1] ?? ''

test('a cookie-less menu page is rendered once, served from memory to every visitor, and anew after a change', async ({
  request,
  page,
}) => {
  const store = await storeFor(request, 'pickup')
  // The menu cache is listening (the page cache keys on its generation), and this URL is this test's own.
  expect((await request.get(`/api/v1/menus/${store.menu_id}`, { headers: API_HEADERS })).ok()).toBe(true)
  const url = `/menu/${store.menu_id}?visit=${Date.now().toString(36)}`
  const first = await request.get(url)
  expect(first.status()).toBe(200)
  expect(first.headers()['x-page-cache']).toBe('miss')
  const nonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy'] ?? '')?.[1] ?? ''
  expect(nonce).not.toBe('')

  await expect.poll(async () => (await request.get(url)).headers()['x-page-cache']).toBe('hit')
  const [one, two] = [await request.get(url), await request.get(url)]
  expect(one.headers()['cache-control']).toBe('no-store')
  expect(scriptSrc(one.headers()['content-security-policy'])).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
  expect(scriptSrc(one.headers()['content-security-policy'])).not.toContain('nonce-')
  const html = await one.text()
  expect(html).toBe((await first.text()).replaceAll(` nonce="${nonce}"`, ''))
  expect(await two.text()).toBe(html)

  // A browser (no cookie yet) gets the kept page and hydrates it: no script refused by the CSP.
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  const response = await page.goto(url)
  expect(response?.headers()['x-page-cache']).toBe('hit')
  expect(response?.headers()['content-encoding']).toBe('br')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(refused).toEqual([])

  // A signed-in or returning visitor (any cookie) is always rendered anew.
  const withCookie = await request.get(url, { headers: { cookie: 'deli_visit=1' } })
  expect(withCookie.headers()['x-page-cache']).toBeUndefined()

  const db = e2eDatabase()
  await db.connect()
  try {
    await db.query('update categories set name = name where id = (select min(id) from categories)')
  } finally {
    await db.end()
  }
  await expect.poll(async () => (await request.get(url)).headers()['x-page-cache']).toBe('miss')
})
