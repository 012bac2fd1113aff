import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { KIOSK_COOKIE, PREVIEW_COOKIE } from '@deli/contracts/constants'
import { parseCookie } from 'cookie'
import { acceptedCodings, type TContentCoding } from './http-caching.ts'

/**
 * Rendered storefront pages kept for anonymous visitors (ADR 028). A page is kept only when
 * nothing about it can be personal: a GET document on a path of `CACHEABLE_PAGES` (the menu and
 * product pages) without credentials or a cookie its render reads (`PERSONAL_PAGE_COOKIES`), rendered
 * without the visitor's other cookies (`rendersWithoutCookies`), answered 200 as HTML without cookies
 * or a cache policy of its own. Its key holds the data generation it was rendered at (the menu
 * cache's, which moves on every menu, availability or store change on any node: LISTEN/NOTIFY), so a
 * change is never served from here; a short time to live bounds what only time changes (an item held
 * for today comes back at midnight).
 *
 * A kept page carries no nonce: its inline scripts are allowed by their SHA-256 hashes in the CSP of
 * each response that serves it, so its bytes are the same for everyone and compressed once (brotli
 * and gzip), like the menu cache's bodies (ADR 023).
 */

/** Path prefixes whose anonymous render depends only on the URL and the menu data. */
export const CACHEABLE_PAGES = ['/menu/'] as const

/**
 * The cookies a page render under `CACHEABLE_PAGES` reads: the kiosk device's (the root loader shows
 * the kiosk's chrome or sends it to its own menu, ADR 030) and a chain admin's draft preview (the
 * menu page shows the draft with the staff session that goes along, ADR 059). A request carrying one
 * is rendered with its cookies and never kept. A page there that needs more of the visitor reads it
 * in the browser (ADR 068: the session's cookie never goes here, or every member's page is rendered
 * again); its loaders never see any other cookie, and `menu-pages-read-no-visitor.test.ts` holds
 * them to it.
 */
export const PERSONAL_PAGE_COOKIES: readonly string[] = [KIOSK_COOKIE, PREVIEW_COOKIE]

type TPageRequest = { method: string; url: string; headers: Record<string, unknown> }

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

/**
 * Is this page request rendered without the visitor's cookies (ADR 028, "Visitors with cookies")? A
 * GET document (not React Router's `.data` request) on a path of `CACHEABLE_PAGES`, without an
 * Authorization header or any of `PERSONAL_PAGE_COOKIES`: its Cookie header is taken off before the
 * render, so the render cannot depend on the session and is the same as an anonymous visitor's.
 */
export function rendersWithoutCookies(request: TPageRequest): boolean {
  if (request.method !== 'GET' || request.headers.authorization) return false
  const path = request.url.split('?')[0] ?? ''
  if (!CACHEABLE_PAGES.some((prefix) => path.startsWith(prefix))) return false
  // React Router's data requests (client navigations) end in .data: they are not documents.
  if (path.endsWith('.data')) return false
  const { cookie } = request.headers
  if (typeof cookie !== 'string' || cookie === '') return true
  const cookies = parseCookie(cookie)
  return !PERSONAL_PAGE_COOKIES.some((name) => Object.hasOwn(cookies, name))
}

/** The cache key of a request, or null when its render may be personal or may not be kept. */
export function pageCacheKey(request: TPageRequest, generation: number | null): string | null {
  if (generation === null || !rendersWithoutCookies(request)) return null
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
