/**
 * Rendered storefront pages kept for anonymous visitors (issue 13, ADR 028). A page is kept only when
 * nothing about it can be personal: a GET without cookies or credentials, on a path of
 * `CACHEABLE_PAGES` (the menu and product pages), answered 200 as HTML without cookies or a cache
 * policy of its own. Its key holds the data generation it was rendered at (the menu cache's, which
 * moves on every menu, availability or store change on any node: LISTEN/NOTIFY), so a change is
 * never served from here; a short time to live bounds what only time changes (an item held for
 * today comes back at midnight). Each response still gets its own CSP nonce: the kept HTML's nonce
 * is swapped for the new one.
 */

/** Path prefixes whose anonymous render depends only on the URL and the menu data. */
export const CACHEABLE_PAGES = ['/menu/'] as const

export type TKeptPage = {
  status: number
  headers: [string, string][]
  html: string
  /** The nonce the HTML was rendered with (replaced by each response's own). */
  nonce: string
}

/**
 * A kept page as the bytes around its nonces: a hit joins them with the new nonce (a copy of the
 * bytes, ~20 µs for the 170 KB menu page) instead of replacing in and re-encoding the string (~2 ms).
 */
type TEntry = {
  status: number
  headers: [string, string][]
  parts: Buffer[]
  storedAt: number
}

/** The cache key of a request, or null when its render may be personal or may not be kept. */
export function pageCacheKey(
  request: { method: string; url: string; headers: Record<string, unknown> },
  generation: number | null,
): string | null {
  if (generation === null || request.method !== 'GET') return null
  if (request.headers.cookie || request.headers.authorization) return null
  const path = request.url.split('?')[0] ?? ''
  if (!CACHEABLE_PAGES.some((prefix) => path.startsWith(prefix))) return null
  // React Router's data requests (client navigations) end in .data: they are not documents.
  if (path.endsWith('.data')) return null
  return `${generation}|${request.url}`
}

/** May this rendered answer be kept? A 200 HTML page that sets no cookie and chose no cache policy. */
export function isKeepable(response: { status: number; headers: Headers }): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  )
}

export class PageCache {
  readonly #entries = new Map<string, TEntry>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number

  constructor(options: { ttlSeconds: number; maxEntries?: number; now?: () => number }) {
    this.#ttlMs = options.ttlSeconds * 1000
    this.#maxEntries = options.maxEntries ?? 500
    this.#now = options.now ?? Date.now
  }

  get isEnabled(): boolean {
    return this.#ttlMs > 0
  }

  get size(): number {
    return this.#entries.size
  }

  /** The kept page for `key` with `nonce` in place of the one it was rendered with, or null. */
  get(key: string, nonce: string): { status: number; headers: [string, string][]; body: Buffer } | null {
    const entry = this.#entries.get(key)
    if (!entry) return null
    if (this.#now() - entry.storedAt >= this.#ttlMs) {
      this.#entries.delete(key)
      return null
    }
    const attribute = Buffer.from(`nonce="${nonce}"`)
    const pieces = entry.parts.flatMap((part, index) => (index === 0 ? [part] : [attribute, part]))
    return { status: entry.status, headers: entry.headers, body: Buffer.concat(pieces) }
  }

  set(key: string, page: TKeptPage): void {
    if (!this.isEnabled) return
    const parts = (page.nonce ? page.html.split(`nonce="${page.nonce}"`) : [page.html]).map((part) =>
      Buffer.from(part),
    )
    this.#entries.delete(key)
    this.#entries.set(key, { status: page.status, headers: page.headers, parts, storedAt: this.#now() })
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break
      this.#entries.delete(oldest)
    }
  }
}
