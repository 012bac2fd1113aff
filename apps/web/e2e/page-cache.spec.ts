import { KIOSK_COOKIE } from '@deli/contracts/constants'
import { accountButton, signedInMember } from './account-helpers.ts'
import { storeFor } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { API_HEADERS, getMenu, menuProducts, waitForHydration } from './helpers.ts'
import { e2eDatabase } from './ordering-helpers.ts'

/**
 * The anonymous page cache (ADR 028) on the real server: a menu page is rendered once,
 * without the visitor's cookies, then served from memory — the same bytes for everyone, a returning
 * guest with a session cookie too, compressed once, its inline scripts allowed by hash in each
 * response's CSP — until the menu data changes on any node (here: a catalogue write straight to
 * PostgreSQL, announced on menu_changes). A browser with a guest session given the kept page hydrates
 * it with no CSP violation. A kiosk (its device cookie is read by the render) is rendered each time.
 */

const scriptSrc = (csp: string | undefined) => /script-src([^;]*)/.exec(csp ?? '')?.[1] ?? ''

test('a menu page is rendered once, served from memory to every visitor but a kiosk, and anew after a change', async ({
  request,
  page,
}) => {
  const store = await storeFor(request, 'pickup')
  // The browser is a returning guest: its context holds a session from opening a basket.
  const basket = await page.request.post('/api/v1/carts', {
    headers: API_HEADERS,
    data: { menu_id: store.menu_id, handoffMode: 'pickup' },
  })
  expect(basket.ok()).toBe(true)
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('deli_session')
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

  // A returning guest or a member (a session cookie) gets the same kept page: the render never sees it.
  const withSession = await request.get(url, { headers: { cookie: 'deli_session=returning; _rd_user=7' } })
  expect(withSession.headers()['x-page-cache']).toBe('hit')
  expect(await withSession.text()).toBe(html)
  // The kiosk's device cookie is read by the render (kiosk chrome, ADR 030): rendered anew every time.
  const kiosk = { headers: { cookie: `deli_session=returning; ${KIOSK_COOKIE}=not-a-kiosk` } }
  for (const response of [await request.get(url, kiosk), await request.get(url, kiosk)]) {
    expect(response.status()).toBe(200)
    expect(response.headers()['x-page-cache']).toBeUndefined()
  }

  // The browser (a guest session, opened above) gets the kept page and hydrates it: no script
  // refused by the CSP.
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

  const db = e2eDatabase()
  await db.connect()
  try {
    await db.query('update categories set name = name where id = (select min(id) from categories)')
  } finally {
    await db.end()
  }
  await expect.poll(async () => (await request.get(url)).headers()['x-page-cache']).toBe('miss')
})

test('a signed-in member is served the kept menu and product pages; their own parts fill in the browser (ADR 068)', async ({
  request,
  page,
}) => {
  const member = await signedInMember(page)
  const store = await storeFor(request, 'pickup')
  const product = menuProducts(await getMenu(request, store.menu_id))[0]
  expect(product).toBeTruthy()
  const visit = Date.now().toString(36)
  for (const url of [
    `/menu/${store.menu_id}?visit=${visit}`,
    `/menu/${store.menu_id}/product/${product?.product_id}?visit=${visit}`,
  ]) {
    // Kept from an anonymous visit; the member's browser, with its session, gets those bytes.
    await expect.poll(async () => (await request.get(url)).headers()['x-page-cache']).toBe('hit')
    const response = await page.goto(url)
    expect(response?.headers()['x-page-cache']).toBe('hit')
    await waitForHydration(page)
    // What is the member's own comes in the browser: the account button names them.
    await expect(accountButton(page)).toContainText(member.first_name)
  }
})
