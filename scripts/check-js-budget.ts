/**
 * ARCHITECTURE.md § Quality bars: the menu page's initial JavaScript must stay within 160 KB gzip, in at most 10 files
 * (ADR 037). Reads React Router's build manifest (entry + each route and its parents, with every chunk
 * they import) and gzips each file as the server would send it; prints every guest page's first
 * JavaScript and holds the menu page to the budget.
 *
 * The staff area stays out of the guest pages (ADR 037 "Barrels"): no guest page's first JavaScript may
 * hold a module of the back office, the staff pages or their rules. The modules of each chunk are the
 * build's own record (`build/chunk-modules.json`, written by `apps/web/shell-chunk.ts`), not a guess
 * from minified text.
 *
 * Also: no browser chunk may carry zod — it belongs to the server (the storefront reads limits through
 * `@deli/contracts/constants`), and its runtime probes `new Function`, which the pages' CSP refuses,
 * so every page that loaded it reported a CSP violation.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { guestRouteIds, initialFiles, staffModules, type TManifest } from './js-budget-rules.ts'

const BUDGET_BYTES = 160 * 1024
/** ADR 037: the shell's code is one chunk; the menu page loaded 19 files before it, 9 after. */
const MOST_FILES = 10
const ROUTE_ID = 'menu-mid'
const buildDir = process.env.WEB_BUILD_DIR ?? resolve(import.meta.dirname, '../apps/web/build')

const build = (await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href)) as {
  assets: TManifest
}
const chunkModules = JSON.parse(readFileSync(resolve(buildDir, 'chunk-modules.json'), 'utf8')) as Record<
  string,
  string[]
>
const gzipped = new Map<string, number>()
const sizeOf = (file: string) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(resolve(buildDir, 'client', `.${file}`)), { level: 9 }).length)
  return gzipped.get(file) as number
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const problems: string[] = []
/** Staff modules in a guest page's first JavaScript → the pages. */
const staffCode = new Map<string, string[]>()
for (const id of guestRouteIds(build.assets)) {
  const files = initialFiles(build.assets, id)
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0)
  const path = build.assets.routes[id]?.path ?? '/'
  console.log(`${id.padEnd(38)} ${path.padEnd(36)} ${kb(total).padStart(9)} gzip in ${files.size} files`)
  for (const module of staffModules(files, chunkModules))
    staffCode.set(module, [...(staffCode.get(module) ?? []), id])
  if (id !== ROUTE_ID) continue
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER'
  console.log(
    `menu page initial JS: ${kb(total)} gzip in ${files.size} files, ${verdict} the ${kb(BUDGET_BYTES)} budget`,
  )
  if (total > BUDGET_BYTES) problems.push(`the menu page's first JavaScript is over ${kb(BUDGET_BYTES)}`)
  if (files.size > MOST_FILES)
    problems.push(
      `the menu page loads ${files.size} files, more than ${MOST_FILES}: is the storefront chunk (apps/web/shell-chunk.ts, ADR 037) still made?`,
    )
}
for (const [module, pages] of staffCode)
  problems.push(
    `staff code in the first JavaScript of ${pages.length} guest pages (${pages.slice(0, 3).join(', ')}…): ${module} — guests' code must not import it; staff code reaches shared rules through a subpath (@deli/domain/back-office, @deli/contracts/price-limits)`,
  )
const assetsDir = resolve(buildDir, 'client/assets')
const withZod = readdirSync(assetsDir).filter(
  (file) => file.endsWith('.js') && /\$ZodType|ZodError/.test(readFileSync(resolve(assetsDir, file), 'utf8')),
)
if (withZod.length > 0)
  problems.push(
    `zod is in the browser's JavaScript (${withZod.join(', ')}): import values from @deli/contracts/constants, types with import type`,
  )
for (const problem of problems) console.log(problem)
if (problems.length > 0) process.exit(1)
