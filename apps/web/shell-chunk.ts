import type { Plugin } from 'vite'

/** The modules the site shell's pages start from: the root route and the shell layout (routes.ts). */
const SHELL_ROOTS = ['/app/root.tsx', '/app/routes/shell.tsx']

/**
 * One chunk for the code every storefront page runs before it can hydrate (ADR 037): the
 * modules the root route and the shell layout import statically, transitively. Left to the automatic
 * split, they were 17 files on the home page's first load, and the browser fetches them over 6
 * HTTP/1.1 connections, so a first visit waited for several round trips of requests before its
 * scripts ran. Every page under the shell loads all of them anyway, so one chunk costs no page a byte
 * it did not already load; the staff pages (outside the shell) load it for the parts they share.
 *
 * The plugin records the closure once the module graph is complete (`buildEnd`, before chunking), and
 * the chunk group's `test` asks it. Route modules and `import()`ed parts stay split as before.
 */
export function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let closure = new Set<string>()
  const plugin: Plugin = {
    name: 'deli:shell-chunk',
    apply: 'build',
    buildEnd() {
      const seen = new Set<string>()
      const pending = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.some((root) => id.endsWith(root)))
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id)) continue
        seen.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
      closure = seen
    },
  }
  // The stylesheet (`app.css?url`) is an asset of its own, not code.
  return { plugin, test: (id) => closure.has(id) && !id.includes('.css') }
}
