import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { KIOSK_COOKIE, PREVIEW_COOKIE } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import { CACHEABLE_PAGES, PERSONAL_PAGE_COOKIES } from '../src/platform/page-cache.ts'

/**
 * No loader under /menu/ reads the visitor (ADR 068, building on ADR 028 "Visitors with cookies"):
 * a member's menu and product pages are the kept anonymous render, and everything personal on them
 * (the bag, the account button, the allergens kept in the account, favourites) is read in the
 * browser. The web handler already takes the visitor's cookies off these renders; this check holds
 * the route modules to it, so a loader that starts asking for the visitor fails here, by name,
 * instead of silently seeing no session in production.
 *
 * It reads the storefront's route table and the modules of every page under CACHEABLE_PAGES with
 * their layouts and the root, and the `*.server.ts` modules they import, as text (the API never
 * imports the storefront).
 */

const WEB_APP = resolve(import.meta.dirname, '../../web/app')

type TRouteEntry = { path?: string; file: string; index?: boolean; children?: TRouteEntry[] }

/** Each page route's full path with the files that render it: the root, its layouts, its module. */
function pages(entries: TRouteEntry[], parentPath = '', parents: string[] = ['root.tsx']) {
  const found: { path: string; files: string[] }[] = []
  for (const entry of entries) {
    const path = [parentPath, entry.path ?? ''].filter(Boolean).join('/')
    const files = [...parents, entry.file]
    if (entry.children) found.push(...pages(entry.children, path, files))
    else found.push({ path: `/${path}`, files })
  }
  return found
}

/** What only a render that reads the visitor would write. */
const READS_VISITOR: [pattern: RegExp, what: string][] = [
  [/\basGuest\b/, 'an API call on the visitor’s behalf (asGuest)'],
  [/\bapiDataOrNull\b/, 'a read on the visitor’s behalf (apiDataOrNull)'],
  [/\bapiFetch\b/, 'a raw API call that may carry the visitor’s cookies (apiFetch)'],
  [/cookie/i, 'a cookie'],
  [/\bheaders\.get\(/, 'a header of the visitor’s request'],
  [/\bauthorization\b/i, 'credentials'],
  [/\bsession\b/i, 'the session'],
]

/**
 * Server modules a page under /menu/ may use: the API client's public reads, the kiosk device's
 * check and a chain admin's draft preview (ADR 059), each of which reads only its own cookie on
 * PERSONAL_PAGE_COOKIES (a request carrying one is rendered every time, never kept).
 */
const ALLOWED_SERVER_IMPORTS: Record<string, readonly string[]> = {
  'lib/api.server.ts': ['apiGet', 'apiData', 'getWebClient'],
  'lib/kiosk.server.ts': ['findKiosk'],
  'lib/draft-preview.server.ts': ['previewMenu'],
}

/** The `*.server.ts` imports of a module: their path under app/ and the names taken. */
function serverImports(file: string, source: string) {
  const found: { module: string; names: string[] }[] = []
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+\.server\.ts)'/g)) {
    const module = join(dirname(file), match[2] ?? '').replace(/^\.\//, '')
    const names = (match[1] ?? '')
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean)
    found.push({ module, names })
  }
  return found
}

const read = (file: string) => readFileSync(join(WEB_APP, file), 'utf8')

describe('no loader under /menu/ reads the visitor (ADR 068)', () => {
  it('the route modules of the menu and product pages, their layouts and the root read nothing of the visitor', async () => {
    const table = (await import('../../web/app/routes.ts')).default as TRouteEntry[]
    const cached = pages(table).filter((page) =>
      CACHEABLE_PAGES.some((prefix) => page.path.startsWith(prefix)),
    )
    expect(cached.map((page) => page.path)).toEqual(['/menu/:mid', '/menu/:mid/product/:pid?'])

    const files = [...new Set(cached.flatMap((page) => page.files))]
    const problems: string[] = []
    const seen = new Set<string>()
    const check = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = read(file)
      for (const [pattern, what] of READS_VISITOR)
        if (pattern.test(source)) problems.push(`${file} mentions ${what}`)
      for (const { module, names } of serverImports(file, source)) {
        const allowed = ALLOWED_SERVER_IMPORTS[module]
        if (allowed) {
          for (const name of names)
            if (!allowed.includes(name)) problems.push(`${file} imports ${name} from ${module}`)
        } else check(module) // a feature's loader helpers: held to the same rule
      }
    }
    for (const file of files) check(file)
    expect(problems).toEqual([])
    expect(files).toEqual(expect.arrayContaining(['root.tsx', 'routes/menu.tsx', 'routes/product.tsx']))
  })

  it('the only cookies such a render reads are the kiosk device’s and a draft preview’s, each rendered every time', () => {
    expect(PERSONAL_PAGE_COOKIES).toEqual([KIOSK_COOKIE, PREVIEW_COOKIE])
    // The preview asks the API only when its cookie is there: a member's request never reaches it.
    const preview = read('lib/draft-preview.server.ts')
    expect(preview).toMatch(
      /parseCookie\(args\.request\.headers\.get\('cookie'\) \?\? ''\)\[PREVIEW_COOKIE\]/,
    )
    expect(preview).toMatch(/if \(!draftId \|\| !UUID\.test\(draftId\)\) return null/)
    const kiosk = read('lib/kiosk.server.ts')
    // It asks the API only when the kiosk cookie is there: a member's request never reaches it.
    expect(kiosk).toMatch(/if \(!hasKioskCookie\(args\.request\)\) return Promise\.resolve\(null\)/)
    expect(kiosk).toMatch(
      /Object\.hasOwn\(parseCookie\(request\.headers\.get\('cookie'\) \?\? ''\), KIOSK_COOKIE\)/,
    )
  })
})
