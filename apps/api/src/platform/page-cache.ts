import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { acceptedCodings, type TContentCoding } from './http-caching.ts'

/**
 * Rendered storefront pages kept for anonymous visitors (issue 13, ADR 028). A page is kept only when
 * nothing about it can be personal: a GET without cookies or credentials, on a path of
 * `CACHEABLE_PAGES` (the menu and product pages), answered 200 as HTML without cookies or a cache
 * policy of its own. Its key holds the data generation it was rendered at (the menu cache's, which
 * moves on every menu, availability or store change on any node: LISTEN/NOTIFY), so a change is
 * never served from here; a short time to live bounds what only time changes (an item held for
 * today comes back at midnight).
 *
 * A kept page carries no nonce: its inline scripts are allowed by their SHA-256 hashes in the CSP of
 * each response that serves it, so its bytes are the same for everyone and compressed once (brotli
 * and gzip), like the menu cache's bodies (ADR 023).
 */

/** Path prefixes whose anonymous render depends only on the URL and the menu data. */
export const CACHEABLE_PAGES = ['/menu/'] as const

export type TRenderedPage = {
  status: number
  headers: [string, string][]
  html: string
  /** The nonce the HTML was rendered with: taken out, its scripts allowed by hash instead. */
  nonce: string
}

export type TKeptPage = {
  status: number
  headers: [string, string][]
  bodies: Record<TContentCoding, Buffer>
  /** `'sha256-…'` CSP sources of the page's inline scripts. */
  scriptHashes: string[]
}

type TEntry = TKeptPage & { storedAt: number }

const brotli = promisify(brotliCompress)
const gzipBuffer = promisify(gzip)
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** The CSP hash sources of a page's inline scripts (scripts with `src` are allowed by origin). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || !text) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** A response's CSP with its script nonce source replaced by the kept page's script hashes. */
export function cspWithScriptHashes(csp: string, hashes: readonly string[]): string {
  return csp.replace(/'nonce-[^']*'/g, hashes.join(' '))
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

/** The body of a kept page in the best coding the request accepts, and that coding. */
export function chooseBody(page: TKeptPage, acceptEncoding: string | undefined) {
  const coding = acceptedCodings(acceptEncoding).find((name) => page.bodies[name]) ?? 'identity'
  return { coding, body: page.bodies[coding] }
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

  /** The kept page for `key`, or null when there is none or it is past its time. */
  get(key: string): TKeptPage | null {
    const entry = this.#entries.get(key)
    if (!entry) return null
    if (this.#now() - entry.storedAt >= this.#ttlMs) {
      this.#entries.delete(key)
      return null
    }
    return entry
  }

  /** Keeps a rendered page: its nonce taken out, its scripts hashed, its bytes compressed once. */
  async set(key: string, page: TRenderedPage): Promise<void> {
    if (!this.isEnabled) return
    const html = page.nonce ? page.html.replaceAll(` nonce="${page.nonce}"`, '') : page.html
    const identity = Buffer.from(html)
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzipBuffer(identity, { level: 6 }),
    ])
    this.#entries.delete(key)
    this.#entries.set(key, {
      status: page.status,
      headers: page.headers,
      bodies: { identity, br, gzip: gz },
      scriptHashes: inlineScriptHashes(html),
      storedAt: this.#now(),
    })
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break
      this.#entries.delete(oldest)
    }
  }
}
