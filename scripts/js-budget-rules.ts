/** The rules `check-js-budget.ts` reads a build with (ADR 037), apart so that `js-budget-rules.test.ts` checks them. */

export type TManifestEntry = {
  module: string
  imports?: string[]
  parentId?: string
  path?: string
  hasDefaultExport?: boolean
}
export type TManifest = { entry: TManifestEntry; routes: Record<string, TManifestEntry> }

/**
 * Staff code (ADR 037 "Barrels"): the staff pages and the back office's features, and the rules only
 * they use — the back office's subpath entries (`@deli/domain/back-office`, `…/catalogue-rules`, the
 * contracts' promotion, catalogue and store-settings rules) and the price, board and staff sign-in rules,
 * and the reports' rules and chart library (ADR 064).
 */
export const STAFF_MODULE =
  /^(apps\/web\/app\/(features\/(back-office|store-admin|price-admin|promotion-admin|reports|staff)\/|routes\/staff)|packages\/domain\/src\/(back-office|dayparts|store-settings|catalogue-rules|price-rules|order-board|report-figures|staff-second-factor|staff-invitations)\.ts|packages\/contracts\/src\/(catalogue-rules|promotion-rules|store-settings-rules|price-limits|report-constants)\.ts|node_modules\/uplot\/)/

/** The files a route's page loads before it hydrates: the entry, the route and its parents, and their imports. */
export function initialFiles(manifest: TManifest, routeId: string): Set<string> {
  const files = new Set<string>()
  const add = (entry: TManifestEntry) => {
    files.add(entry.module)
    for (const file of entry.imports ?? []) files.add(file)
  }
  add(manifest.entry)
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`route ${id} is not in the build manifest`)
    add(route)
  }
  return files
}

/** Every page a guest may open: the routes with a page (not layouts, not resource routes) outside the staff area. */
export function guestRouteIds(manifest: TManifest): string[] {
  const isStaff = (id: string | undefined): boolean =>
    id !== undefined && (id.startsWith('routes/staff') || isStaff(manifest.routes[id]?.parentId))
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId))
  return Object.entries(manifest.routes)
    .filter(([id, route]) => route.hasDefaultExport !== false && !parents.has(id) && !isStaff(id))
    .map(([id]) => id)
}

/** The staff modules among `files`' modules (`chunkModules`: each chunk's modules, by file). */
export function staffModules(files: Iterable<string>, chunkModules: Record<string, string[]>): string[] {
  const found = new Set<string>()
  for (const file of files)
    for (const id of chunkModules[file] ?? []) if (STAFF_MODULE.test(id)) found.add(id)
  return [...found].sort()
}
