/**
 * ARCHITECTURE.md § Quality bars: the menu page's initial JavaScript must stay within 160 KB gzip, in at most 10 files
 * (ADR 037). Reads React Router's build manifest (entry + the menu route and its parents, with every
 * chunk they import) and gzips each file as the server would send it. Also: no browser chunk may
 * carry zod — it belongs to the server (the storefront reads limits through
 * `@deli/contracts/constants`), and its runtime probes `new Function`, which the pages' CSP refuses,
 * so every page that loaded it reported a CSP violation.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_BYTES = 160 * 1024
/** ADR 037: the shell's code is one chunk; the menu page loaded 19 files before it, 9 after. */
const MOST_FILES = 10
const ROUTE_ID = 'menu-mid'
const buildDir = process.env.WEB_BUILD_DIR ?? resolve(import.meta.dirname, '../apps/web/build')

type TManifestEntry = { module: string; imports?: string[]; parentId?: string }
const build = (await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href)) as {
  assets: { entry: TManifestEntry; routes: Record<string, TManifestEntry> }
}
const files = new Set<string>()
const add = (entry: TManifestEntry) => {
  files.add(entry.module)
  for (const file of entry.imports ?? []) files.add(file)
}
add(build.assets.entry)
for (let id: string | undefined = ROUTE_ID; id; id = build.assets.routes[id]?.parentId) {
  const route = build.assets.routes[id]
  if (!route) throw new Error(`route ${id} is not in the build manifest`)
  add(route)
}
let total = 0
for (const file of files) {
  const size = gzipSync(readFileSync(resolve(buildDir, 'client', `.${file}`)), { level: 9 }).length
  total += size
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER'
console.log(
  `menu page initial JS: ${kb(total)} gzip in ${files.size} files, ${verdict} the ${kb(BUDGET_BYTES)} budget`,
)
if (files.size > MOST_FILES)
  console.log(
    `the menu page loads ${files.size} files, more than ${MOST_FILES}: is the storefront chunk (apps/web/shell-chunk.ts, ADR 037) still made?`,
  )
const assetsDir = resolve(buildDir, 'client/assets')
const withZod = readdirSync(assetsDir).filter(
  (file) => file.endsWith('.js') && /\$ZodType|ZodError/.test(readFileSync(resolve(assetsDir, file), 'utf8')),
)
if (withZod.length > 0)
  console.log(
    `zod is in the browser's JavaScript (${withZod.join(', ')}): import values from @deli/contracts/constants, types with import type`,
  )
if (total > BUDGET_BYTES || files.size > MOST_FILES || withZod.length > 0) process.exit(1)
