import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { KIOSK_COOKIE, PREVIEW_COOKIE } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import {
  chooseBody,
  cspWithScriptHashes,
  inlineScriptHashes,
  isKeepable,
  PageCache,
  PERSONAL_PAGE_COOKIES,
  pageCacheKey,
  rendersWithoutCookies,
} from '../src/platform/page-cache.ts'

const get = (url: string, headers: Record<string, unknown> = {}) => ({ method: 'GET', url, headers })
const page = (html: string, nonce: string) => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  html,
  nonce,
})

describe('the anonymous page cache (ADR 028)', () => {
  it('keys GETs of menu and product pages, with the data generation', () => {
    expect(pageCacheKey(get('/menu/1001?type=catering'), 7)).toBe('7|/menu/1001?type=catering')
    expect(pageCacheKey(get('/menu/1001/product/12'), 7)).toBe('7|/menu/1001/product/12')
    // Personal or not a document: never kept.
    expect(pageCacheKey(get('/menu/1001', { authorization: 'Bearer x' }), 7)).toBeNull()
    expect(pageCacheKey({ method: 'POST', url: '/menu/1001', headers: {} }, 7)).toBeNull()
    expect(pageCacheKey(get('/menu/1001.data'), 7)).toBeNull()
    for (const path of ['/', '/locations', '/account', '/order/checkout', '/dev/mailbox', '/staff'])
      expect(pageCacheKey(get(path), 7), path).toBeNull()
    // Changes may be going unannounced (no LISTEN): nothing is kept.
    expect(pageCacheKey(get('/menu/1001'), null)).toBeNull()
  })

  it("renders a menu page without the visitor's cookies, and keeps it, unless the render reads one", () => {
    const anonymous = pageCacheKey(get('/menu/1001'), 7)
    expect(rendersWithoutCookies(get('/menu/1001'))).toBe(true)
    // A returning guest or a member: their cookies are taken off, so their render is the anonymous one.
    for (const cookie of ['deli_session=abc', '_deli_user=12; deli_session=abc', 'deli_kiosk_old=1']) {
      expect(rendersWithoutCookies(get('/menu/1001', { cookie })), cookie).toBe(true)
      expect(pageCacheKey(get('/menu/1001', { cookie }), 7), cookie).toBe(anonymous)
    }
    // The kiosk cookie (the root loader reads it), wherever it stands: rendered with the cookies, not kept.
    expect(PERSONAL_PAGE_COOKIES).toContain(KIOSK_COOKIE)
    for (const cookie of [
      `${KIOSK_COOKIE}=x`,
      `a=1; ${KIOSK_COOKIE}=x; deli_session=abc`,
      `a=1;${KIOSK_COOKIE}=`,
    ]) {
      expect(rendersWithoutCookies(get('/menu/1001', { cookie })), cookie).toBe(false)
      expect(pageCacheKey(get('/menu/1001', { cookie }), 7), cookie).toBeNull()
    }
    // A chain admin's draft preview (ADR 059): rendered with the staff cookie that goes along, never kept.
    expect(PERSONAL_PAGE_COOKIES).toContain(PREVIEW_COOKIE)
    const preview = { cookie: `deli_staff=t; ${PREVIEW_COOKIE}=00000000-0000-4000-8000-000000000000` }
    expect(rendersWithoutCookies(get('/menu/1001', preview))).toBe(false)
    expect(pageCacheKey(get('/menu/1001', preview), 7)).toBeNull()
    // Credentials, a data request, or a page outside the menu: rendered with the visitor's cookies.
    const session = { cookie: 'deli_session=abc' }
    expect(rendersWithoutCookies(get('/menu/1001', { ...session, authorization: 'Bearer x' }))).toBe(false)
    expect(pageCacheKey(get('/menu/1001', { ...session, authorization: 'Bearer x' }), 7)).toBeNull()
    expect(rendersWithoutCookies(get('/menu/1001.data', session))).toBe(false)
    expect(rendersWithoutCookies({ method: 'POST', url: '/menu/1001', headers: session })).toBe(false)
    for (const path of ['/', '/account', '/order/checkout', '/order/confirm/9', '/staff', '/menu']) {
      expect(rendersWithoutCookies(get(path, session)), path).toBe(false)
      expect(pageCacheKey(get(path, session), 7), path).toBeNull()
    }
  })

  it('keeps only a 200 HTML answer that sets no cookie and chose no cache policy', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    expect(isKeepable({ status: 200, headers: new Headers(html) })).toBe(true)
    expect(isKeepable({ status: 404, headers: new Headers(html) })).toBe(false)
    expect(isKeepable({ status: 200, headers: new Headers({ 'content-type': 'application/json' }) })).toBe(
      false,
    )
    expect(isKeepable({ status: 200, headers: new Headers({ ...html, 'set-cookie': 'a=b' }) })).toBe(false)
    expect(isKeepable({ status: 200, headers: new Headers({ ...html, 'cache-control': 'private' }) })).toBe(
      false,
    )
  })

  it('keeps a page without its nonce, its inline scripts hashed, compressed once; forgets after its time', async () => {
    let now = 0
    const cache = new PageCache({ ttlSeconds: 10, maxEntries: 2, now: () => now })
    const html =
      '<p>Crème brûlée</p><script nonce="OLDNONCE">a()</script><script nonce="OLDNONCE" type="module" src="/x.js"></script>'
    await cache.set('1|/menu/1', page(html, 'OLDNONCE'))
    const kept = cache.get('1|/menu/1')
    const plain = '<p>Crème brûlée</p><script>a()</script><script type="module" src="/x.js"></script>'
    expect(kept?.bodies.identity.toString()).toBe(plain)
    expect(brotliDecompressSync(kept?.bodies.br ?? Buffer.alloc(0)).toString()).toBe(plain)
    expect(gunzipSync(kept?.bodies.gzip ?? Buffer.alloc(0)).toString()).toBe(plain)
    // Only the inline script, by the SHA-256 of its text (what the browser hashes).
    expect(kept?.scriptHashes).toEqual([`'sha256-${createHash('sha256').update('a()').digest('base64')}'`])
    expect(chooseBody(kept as never, 'gzip, deflate, br').coding).toBe('br')
    expect(chooseBody(kept as never, 'gzip').coding).toBe('gzip')
    expect(chooseBody(kept as never, undefined).coding).toBe('identity')
    // Another generation is another key: a change is never answered from the old render.
    expect(cache.get('2|/menu/1')).toBeNull()
    now = 9_999
    expect(cache.get('1|/menu/1')).not.toBeNull()
    now = 10_000
    expect(cache.get('1|/menu/1')).toBeNull()
    for (const url of ['/menu/1', '/menu/2', '/menu/3']) await cache.set(`1|${url}`, page(url, ''))
    expect(cache.size).toBe(2)
    expect(cache.get('1|/menu/1')).toBeNull()
    expect(cache.get('1|/menu/3')?.bodies.identity.toString()).toBe('/menu/3')
  })

  it("puts the page's script hashes where the response's nonce was in its CSP", () => {
    const csp = "default-src 'self';script-src 'self' 'nonce-abc123==' https://js.stripe.com;style-src 'self'"
    expect(cspWithScriptHashes(csp, ["'sha256-AAA='", "'sha256-BBB='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://js.stripe.com;style-src 'self'",
    )
    expect(inlineScriptHashes('<script src="/a.js"></script><script></script>')).toEqual([])
  })

  it('keeps nothing when switched off (PAGE_CACHE_SECONDS=0)', async () => {
    const cache = new PageCache({ ttlSeconds: 0 })
    await cache.set('1|/menu/1', page('x', ''))
    expect(cache.isEnabled).toBe(false)
    expect(cache.get('1|/menu/1')).toBeNull()
  })
})
