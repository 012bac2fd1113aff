import { resolve } from 'node:path'
import { KIOSK_COOKIE } from '@deli/contracts/constants'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { PageCache } from '../src/platform/page-cache.ts'
import { registerWebHandler } from '../src/platform/web-handler.ts'

/**
 * The web handler and the visitor's cookies (ADR 028, "Visitors with cookies"), on a stand-in
 * storefront build whose pages show the Cookie header each loader saw: a menu page's render never
 * sees a session cookie, so a returning visitor is served the anonymous visitor's kept page; a
 * cookie the render reads (the kiosk's) or credentials are rendered with the cookies, every time.
 */

const BUILD = resolve(import.meta.dirname, 'fixtures/web-render')
const SESSION = 'deli_session=abc; _deli_user=7'

async function storefront(ttlSeconds: number) {
  const app = Fastify({ logger: false })
  await registerWebHandler(
    app,
    BUILD,
    { origin: 'http://127.0.0.1:9', appName: 'web', apiKey: 'unused' },
    { cache: new PageCache({ ttlSeconds }), generation: () => 1 },
  )
  await app.ready()
  afterAll(() => app.close())
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url, headers })
    const seen = JSON.parse(/<pre>(.*)<\/pre>/.exec(response.body)?.[1] ?? 'null')
    return { response, cache: response.headers['x-page-cache'], seen }
  }
  return get
}

describe("a page render and the visitor's cookies (ADR 028)", () => {
  it('serves a visitor with a session cookie the page kept for anonymous visitors; a kiosk is rendered', async () => {
    const get = await storefront(60)
    const url = '/menu/1005'
    const anonymous = await get(url)
    expect(anonymous.cache).toBe('miss')
    expect(anonymous.seen).toEqual({ root: { cookie: null }, menu: { cookie: null } })

    await expect.poll(async () => (await get(url, { cookie: SESSION })).cache).toBe('hit')
    const returning = await get(url, { cookie: SESSION })
    expect(returning.cache).toBe('hit')
    expect(returning.response.body).toBe(anonymous.response.body)
    // Kept from a session's request, the page is the anonymous render too: it never saw the cookie.
    const product = await get('/menu/1005/product/101', { cookie: SESSION })
    expect(product.cache).toBe('miss')
    expect(product.seen).toEqual({ root: { cookie: null }, product: { cookie: null } })

    // The kiosk cookie among others: its loaders see all of them, and the page is not kept.
    const cookie = `${SESSION}; ${KIOSK_COOKIE}=device-1`
    const kiosk = await get(url, { cookie })
    expect(kiosk.cache).toBeUndefined()
    expect(kiosk.seen).toEqual({ root: { cookie }, menu: { cookie } })
    expect((await get(url, { cookie })).cache).toBeUndefined()
    // Credentials: rendered with the cookies, never kept.
    const signedIn = await get(url, { cookie: SESSION, authorization: 'Bearer x' })
    expect(signedIn.cache).toBeUndefined()
    expect(signedIn.seen.menu).toEqual({ cookie: SESSION })
  })

  it('serves a signed-in member’s menu and product pages from the kept render (ADR 068)', async () => {
    const get = await storefront(60)
    // What a member's browser sends: the session, the member-id hint and the basket id.
    const member = 'deli_session=5f0c; _rd_user=8b6d2c1e-0000-4000-8000-000000000001; deli_basket=0c9e-basket'
    for (const url of ['/menu/1007', '/menu/1007/product/102']) {
      const anonymous = await get(url)
      await expect.poll(async () => (await get(url, { cookie: member })).cache).toBe('hit')
      const page = await get(url, { cookie: member })
      expect(page.response.body).toBe(anonymous.response.body)
      expect(Object.values(page.seen ?? {})).not.toContainEqual({ cookie: expect.anything() })
    }
  })

  it('takes the cookies off a menu page render with the cache off too; any other page keeps them', async () => {
    const get = await storefront(0)
    const menu = await get('/menu/1005/?type=catering', { cookie: SESSION })
    expect(menu.cache).toBeUndefined()
    expect(menu.seen).toEqual({ root: { cookie: null }, menu: { cookie: null } })
    const account = await get('/account', { cookie: SESSION })
    expect(account.seen).toEqual({ root: { cookie: SESSION }, account: { cookie: SESSION } })
  })
})
