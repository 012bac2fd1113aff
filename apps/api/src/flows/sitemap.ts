import type { TRegion } from '@deli/contracts'

/**
 * The sitemaps protocol's XML (sitemaps.org 0.9): a sitemap index naming the files, and a file of
 * `<loc>`s. Every location is an absolute URL on the storefront's public origin, escaped.
 */
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const escapeXml = (text: string) =>
  text.replace(
    /[&<>'"]/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', "'": 'apos', '"': 'quot' }[char]};`,
  )

export function sitemapIndex(origin: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}${file}`)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${entries.join('\n')}\n</sitemapindex>\n`
}

export function urlSet(origin: string, paths: string[]): string {
  const entries = paths.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${entries.join('\n')}\n</urlset>\n`
}

/** The storefront's browse pages (spec §2) with a region page per state and per city. */
export function browsePaths(regions: TRegion[], storySlugs: string[]): string[] {
  const fixed = ['/', '/locations', '/menus', '/catering']
  const regionPaths = regions.flatMap((region) => {
    const state = `/locations/${region.state.toLowerCase()}`
    return [state, ...region.cities.map((city) => `${state}/${city.slug}`)]
  })
  return [...fixed, ...regionPaths, ...storySlugs.map((slug) => `/${encodeURI(slug)}`)]
}

/** A store's two pages: its location page and its menu (spec §2 `/menu/{mid}`). */
export const storePaths = (store: { path: string; menuId: number }) => [
  `/locations/${store.path}`,
  `/menu/${store.menuId}`,
]

/** What a crawler may fetch: the guest pages, never the staff area, the API, accounts or checkout. */
export function robotsTxt(origin: string): string {
  const closed = ['/staff', '/api/', '/account', '/order', '/app/', '/dev/']
  return `User-agent: *\n${closed.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`
}
