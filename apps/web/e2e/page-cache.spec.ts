import { storeFor } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { API_HEADERS } from './helpers.ts'
import { e2eDatabase } from './ordering-helpers.ts'

/**
 * The anonymous page cache (issue 13, ADR 028) on the real server: a cookie-less menu page is rendered
 * once and then served from memory — each response with its own CSP nonce — until the menu data
 * changes on any node (here: a catalogue write straight to PostgreSQL, announced on menu_changes).
 */

const nonceOf = (csp: string | undefined) => /script-src[^;]*'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? ''

test('a cookie-less menu page is rendered once, served with its own nonce, and rendered anew after a change', async ({
  request,
}) => {
  const store = await storeFor(request, 'pickup')
  // The menu cache is listening (the page cache keys on its generation), and this URL is this test's own.
  expect((await request.get(`/api/v1/menus/${store.menu_id}`, { headers: API_HEADERS })).ok()).toBe(true)
  const url = `/menu/${store.menu_id}?visit=${Date.now().toString(36)}`
  const first = await request.get(url)
  expect(first.status()).toBe(200)
  expect(first.headers()['x-page-cache']).toBe('miss')
  const second = await request.get(url)
  expect(second.headers()['x-page-cache']).toBe('hit')
  expect(second.headers()['cache-control']).toBe('no-store')
  const [before, after] = [
    nonceOf(first.headers()['content-security-policy']),
    nonceOf(second.headers()['content-security-policy']),
  ]
  expect(before).not.toBe('')
  expect(after).not.toBe(before)
  const html = await second.text()
  expect(html).toContain(`nonce="${after}"`)
  expect(html).not.toContain(before)
  expect(html).toBe((await first.text()).replaceAll(before, after))

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
