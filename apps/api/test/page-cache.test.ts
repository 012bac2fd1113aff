import { describe, expect, it } from 'vitest'
import { isKeepable, PageCache, pageCacheKey } from '../src/platform/page-cache.ts'

const get = (url: string, headers: Record<string, unknown> = {}) => ({ method: 'GET', url, headers })
const page = (html: string, nonce: string) => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  html,
  nonce,
})

describe('the anonymous page cache (ADR 028)', () => {
  it('keys only cookie-less GETs of menu and product pages, with the data generation', () => {
    expect(pageCacheKey(get('/menu/1001?type=catering'), 7)).toBe('7|/menu/1001?type=catering')
    expect(pageCacheKey(get('/menu/1001/product/12'), 7)).toBe('7|/menu/1001/product/12')
    // Personal or not a document: never kept.
    expect(pageCacheKey(get('/menu/1001', { cookie: 'deli_session=abc' }), 7)).toBeNull()
    expect(pageCacheKey(get('/menu/1001', { authorization: 'Bearer x' }), 7)).toBeNull()
    expect(pageCacheKey({ method: 'POST', url: '/menu/1001', headers: {} }, 7)).toBeNull()
    expect(pageCacheKey(get('/menu/1001.data'), 7)).toBeNull()
    for (const path of ['/', '/locations', '/account', '/order/checkout', '/dev/mailbox', '/staff'])
      expect(pageCacheKey(get(path), 7), path).toBeNull()
    // Changes may be going unannounced (no LISTEN): nothing is kept.
    expect(pageCacheKey(get('/menu/1001'), null)).toBeNull()
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

  it("answers with each response's own nonce, forgets after its time, and holds a bounded number", () => {
    let now = 0
    const cache = new PageCache({ ttlSeconds: 10, maxEntries: 2, now: () => now })
    cache.set(
      '1|/menu/1',
      page(
        '<p>Crème brûlée</p><script nonce="OLDNONCE">a</script><script nonce="OLDNONCE">b</script>',
        'OLDNONCE',
      ),
    )
    expect(cache.get('1|/menu/1', 'NEWNONCE')?.body.toString()).toBe(
      '<p>Crème brûlée</p><script nonce="NEWNONCE">a</script><script nonce="NEWNONCE">b</script>',
    )
    // Another generation is another key: a change is never answered from the old render.
    expect(cache.get('2|/menu/1', 'NEWNONCE')).toBeNull()
    now = 9_999
    expect(cache.get('1|/menu/1', 'N')).not.toBeNull()
    now = 10_000
    expect(cache.get('1|/menu/1', 'N')).toBeNull()
    for (const url of ['/menu/1', '/menu/2', '/menu/3']) cache.set(`1|${url}`, page(url, ''))
    expect(cache.size).toBe(2)
    expect(cache.get('1|/menu/1', 'N')).toBeNull()
    expect(cache.get('1|/menu/3', 'N')?.body.toString()).toBe('/menu/3')
  })

  it('keeps nothing when switched off (PAGE_CACHE_SECONDS=0)', () => {
    const cache = new PageCache({ ttlSeconds: 0 })
    cache.set('1|/menu/1', page('x', ''))
    expect(cache.isEnabled).toBe(false)
    expect(cache.get('1|/menu/1', 'N')).toBeNull()
  })
})
