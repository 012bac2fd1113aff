import { beforeAll, describe, expect, it } from 'vitest'
import { browsePaths, robotsTxt, sitemapIndex, urlSet } from '../src/flows/sitemap.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore } from './order-helpers.ts'

/**
 * The sitemap and robots.txt at the storefront's root (ADR 060: a published store is in the sitemap
 * from the moment it is published — staff-store-publish-nodes.test.ts shows that across two nodes).
 */

const ORIGIN = 'https://order.reddoor.example'
let t: TTestApp
/** The demo store the order tests use, with its region path ('{state}/{city}/{address}'). */
let store: { path: string; menuId: number }

beforeAll(async () => {
  t = await build({ PUBLIC_ORIGIN: ORIGIN })
  const { rows } = await t.db.$client.query<{ path: string }>('select path from stores where id = $1', [
    orderStore().id,
  ])
  store = { path: rows[0]?.path ?? '', menuId: orderStore().menu_id }
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('robots.txt', () => {
  it('keeps crawlers out of staff, API, account and checkout pages and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toContain('User-agent: *')
    for (const path of ['/staff', '/api/', '/account', '/order']) {
      expect(response.body).toContain(`Disallow: ${path}\n`)
    }
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})

describe('the sitemap', () => {
  it('is an index of the pages file and one file per 20,000 published stores, on the public origin', async () => {
    const response = await get('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(response.body)).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/stores-1.xml`])
  })

  it('lists the browse pages, a region page per state and city, and the content pages', async () => {
    const response = await get('/sitemaps/pages.xml')
    expect(response.statusCode).toBe(200)
    const listed = locs(response.body)
    for (const path of ['/', '/locations', '/menus', '/catering', '/faq', '/about']) {
      expect(listed).toContain(`${ORIGIN}${path}`)
    }
    const [state, city] = store.path.split('/')
    expect(listed).toContain(`${ORIGIN}/locations/${state}`)
    expect(listed).toContain(`${ORIGIN}/locations/${state}/${city}`)
  })

  it("lists every published store's location page and menu, once", async () => {
    const response = await get('/sitemaps/stores-1.xml')
    expect(response.statusCode).toBe(200)
    const listed = locs(response.body)
    expect(listed).toContain(`${ORIGIN}/locations/${store.path}`)
    expect(listed).toContain(`${ORIGIN}/menu/${store.menuId}`)
    expect(new Set(listed).size).toBe(listed.length)
    const { rows } = await t.db.$client.query<{ n: number }>(
      'select count(*)::int as n from stores where is_published',
    )
    expect(listed).toHaveLength(2 * (rows[0]?.n ?? 0))
  })

  it('answers 404 for a store file past the last and for any other name', async () => {
    for (const url of ['/sitemaps/stores-2.xml', '/sitemaps/stores-0.xml', '/sitemaps/other.xml']) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
  })
})

describe('the sitemap XML', () => {
  it('escapes what XML reserves and encodes content slugs', () => {
    expect(urlSet(ORIGIN, ['/a?b=1&c=<2>'])).toContain(`<loc>${ORIGIN}/a?b=1&amp;c=&lt;2&gt;</loc>`)
    expect(sitemapIndex(ORIGIN, ["/it's.xml"])).toContain(`<loc>${ORIGIN}/it&apos;s.xml</loc>`)
    expect(browsePaths([], ['help/café'])).toContain('/help/caf%C3%A9')
    expect(robotsTxt(ORIGIN).endsWith(`Sitemap: ${ORIGIN}/sitemap.xml\n`)).toBe(true)
  })
})
