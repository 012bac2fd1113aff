import { writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { PACKAGE } from './direct-imports.ts'

/** The modules the site shell's pages start from: the root route and the shell layout (routes.ts). */
const SHELL_ROOTS = ['/app/root.tsx', '/app/routes/shell.tsx']
/** A guest page's route module: any under `app/routes/` but the staff pages'. */
const GUEST_ROUTE = /\/app\/routes\/(?!staff)[^/?]+\.tsx$/
/**
 * A package module at least this many guest pages import joins the storefront chunk; one that fewer
 * pages import goes with their own chunks. 3 measured best (ADR 037, amendment): 2 kept more of the
 * rules few pages use in every page, 4 and more made the menu page load an eleventh file.
 */
const SHARED_BY_PAGES = 3

/**
 * One chunk for the code every storefront page runs before it can hydrate (ADR 037): the
 * modules the root route and the shell layout import statically, transitively. Left to the automatic
 * split, they were 17 files on the home page's first load, and the browser fetches them over 6
 * HTTP/1.1 connections, so a first visit waited for several round trips of requests before its
 * scripts ran. Every page under the shell loads all of them anyway, so one chunk costs no page a byte
 * it did not already load; the staff pages (outside the shell) load it for the parts they share.
 *
 * The workspace packages' modules that at least three guest pages import statically join it too (the
 * domain's rules and texts, as when the shell reached the whole domain through its barrel), but only
 * those; a rule one or two pages use goes with them (the checkout's card checks): the browser
 * build imports each binding from its defining module (`direct-imports.ts`, ADR 037 "Barrels"), so the
 * back office's price, store and promotion rules stay in the staff pages' chunks.
 *
 * The plugin records the closure once the module graph is complete (`buildEnd`, before chunking), and
 * the chunk group's `test` asks it. Route modules and `import()`ed parts stay split as before. It also
 * writes which modules each browser chunk holds (`build/chunk-modules.json`, outside what the server
 * sends) for `npm run budget`, which fails when a guest page's first JavaScript holds staff code.
 */
export function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let closure = new Set<string>()
  const plugin: Plugin = {
    name: 'deli:shell-chunk',
    apply: 'build',
    buildEnd() {
      const reach = (roots: string[]) => {
        const seen = new Set<string>()
        const pending = [...roots]
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id)) continue
          seen.add(id)
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      const ids = [...this.getModuleIds()]
      closure = reach(ids.filter((id) => SHELL_ROOTS.some((root) => id.endsWith(root))))
      const pages = new Map<string, number>()
      for (const route of ids.filter((id) => GUEST_ROUTE.test(id)))
        for (const id of reach([route])) if (PACKAGE.test(id)) pages.set(id, (pages.get(id) ?? 0) + 1)
      for (const [id, count] of pages) if (count >= SHARED_BY_PAGES) closure.add(id)
    },
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      const root = resolve(this.environment.config.root, '../..')
      const chunks: Record<string, string[]> = {}
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          chunks[`/${chunk.fileName}`] = Object.entries(chunk.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => relative(root, id))
      writeFileSync(resolve(options.dir, '../chunk-modules.json'), `${JSON.stringify(chunks, null, 1)}\n`)
    },
  }
  // The stylesheet (`app.css?url`) is an asset of its own, not code.
  return { plugin, test: (id) => closure.has(id) && !id.includes('.css') }
}
