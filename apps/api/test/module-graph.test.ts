import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MODULE_LAYERS } from '../src/modules/layers.ts'

/**
 * ADR 050, held by a test over the import graph of apps/api/src: every module has a front door
 * (`modules/<m>/index.ts`) and nothing outside a module reaches past it; modules import only modules
 * of a lower layer (modules/layers.ts), so the module graph has one direction and no cycle; flows/
 * sit above the modules and platform/ depends on none. Type-only imports count like any other: a type
 * is part of a module's surface, and biome's noImportCycles (ignoreTypes: false) sees them too.
 *
 * The one other way into a module is its schema (`tables.ts`): another module's `tables.ts` (a
 * foreign key) and a repository file (a read-only join, ADR 012) may import its tables and row types.
 * Those edges are the database's, not the code's order, so they are left out of the layer and cycle
 * rules; module-data.test.ts holds that nothing but the owner writes them.
 */

const SRC = resolve(import.meta.dirname, '../src')
const STATEMENT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g

export type TImport = { from: string; to: string; typeOnly: boolean }

/** The relative imports of one source text, resolved to paths under src (`from` is the importer). */
export function importsOf(source: string, from: string): TImport[] {
  const found: TImport[] = []
  for (const match of source.matchAll(STATEMENT)) {
    const specifier = match[4] ?? match[5] ?? ''
    if (!specifier.startsWith('.')) continue
    const clause = (match[3] ?? '').trim()
    const names = clause.startsWith('{')
      ? clause
          .slice(1, -1)
          .split(',')
          .map((name) => name.trim())
      : []
    const listed = names.filter((name) => name !== '')
    const typeOnly =
      Boolean(match[2]) || (listed.length > 0 && listed.every((name) => name.startsWith('type ')))
    found.push({ from, to: join(dirname(from), specifier), typeOnly })
  }
  return found
}

/** Where a path under src lives: a module (its folder), flows, platform, or the app's own files. */
export function areaOf(
  path: string,
): { kind: 'module'; name: string } | { kind: 'flows' | 'platform' | 'app' } {
  const [top, name, rest] = path.split('/')
  if (top === 'modules' && name && rest !== undefined) return { kind: 'module', name }
  if (top === 'flows') return { kind: 'flows' }
  if (top === 'platform') return { kind: 'platform' }
  return { kind: 'app' }
}

const isRepositoryFile = (path: string) => /(^|-)repository\.ts$/.test(basename(path))

/** An import of another module's tables (or row types) from a tables.ts (foreign key) or a repository file (read join). */
export function isSchemaEdge(edge: TImport): boolean {
  return (
    basename(edge.to) === 'tables.ts' && (basename(edge.from) === 'tables.ts' || isRepositoryFile(edge.from))
  )
}

const layerOf = new Map<string, number>(
  MODULE_LAYERS.flatMap((row, index) => row.modules.map((module): [string, number] => [module, index])),
)
const layerName = (module: string) => `${MODULE_LAYERS[layerOf.get(module) ?? -1]?.layer ?? 'no layer'}`
const door = (from: string, module: string) => {
  const path = relative(dirname(from), `modules/${module}/index.ts`)
  return path.startsWith('.') ? path : `./${path}`
}

/** Every breach of ADR 050 in a list of imports, each a sentence that says what to do. */
export function breaches(edges: TImport[]): string[] {
  const found: string[] = []
  for (const edge of edges) {
    const from = areaOf(edge.from)
    const to = areaOf(edge.to)
    if (from.kind === 'platform' && (to.kind === 'module' || to.kind === 'flows')) {
      found.push(
        `${edge.from} imports ${edge.to}: platform depends on no module or flow; let the app pass it in (as installRateLimits takes countHits).`,
      )
    }
    if (from.kind === 'module' && to.kind === 'flows') {
      found.push(
        `${edge.from} imports ${edge.to}: flows sit above the modules; move the caller to flows/ too.`,
      )
    }
    if (to.kind !== 'module' || (from.kind === 'module' && from.name === to.name)) continue
    const deep = basename(edge.to) !== 'index.ts' || dirname(edge.to) !== `modules/${to.name}`
    if (deep && !isSchemaEdge(edge)) {
      found.push(
        `${edge.from} imports ${edge.to} past ${to.name}'s front door: import it from '${door(edge.from, to.name)}' (export it there) or move this flow to flows/.`,
      )
    }
    if (from.kind !== 'module' || isSchemaEdge(edge)) continue
    const own = layerOf.get(from.name) ?? -1
    const other = layerOf.get(to.name) ?? -1
    if (other >= own) {
      found.push(
        `${edge.from} imports ${to.name} (layer ${other} ${layerName(to.name)}) from ${from.name} (layer ${own} ${layerName(from.name)}): a module uses only lower layers; move the code that needs both to flows/, or move it down into ${to.name}.`,
      )
    }
  }
  return found
}

/** The module-to-module arrows of the code (schema edges left out), as 'a → b'. */
export function moduleArrows(edges: TImport[]): Set<string> {
  const arrows = new Set<string>()
  for (const edge of edges) {
    const from = areaOf(edge.from)
    const to = areaOf(edge.to)
    if (from.kind !== 'module' || to.kind !== 'module' || from.name === to.name || isSchemaEdge(edge))
      continue
    arrows.add(`${from.name} → ${to.name}`)
  }
  return arrows
}

/** Each cycle of the module graph (a strongly connected group of two or more modules), sorted. */
export function moduleCycles(arrows: Set<string>): string[][] {
  const next = new Map<string, string[]>()
  for (const arrow of arrows) {
    const [a = '', b = ''] = arrow.split(' → ')
    next.set(a, [...(next.get(a) ?? []), b])
  }
  const reach = (start: string) => {
    const seen = new Set<string>()
    const stack = [...(next.get(start) ?? [])]
    while (stack.length > 0) {
      const node = stack.pop() ?? ''
      if (seen.has(node)) continue
      seen.add(node)
      stack.push(...(next.get(node) ?? []))
    }
    return seen
  }
  const nodes = [...next.keys()]
  const reached = new Map(nodes.map((node) => [node, reach(node)]))
  const groups = new Map<string, string[]>()
  for (const node of nodes) {
    const group = nodes
      .filter((other) => reached.get(node)?.has(other) && reached.get(other)?.has(node))
      .sort()
    if (group.length > 1) groups.set(group.join(','), group)
  }
  return [...groups.values()]
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return name.endsWith('.ts') ? [path] : []
  })
}

describe('module front doors and one direction (ADR 050)', () => {
  const files = sourceFiles(SRC).map((path) => relative(SRC, path))
  const edges = files.flatMap((file) => importsOf(readFileSync(join(SRC, file), 'utf8'), file))
  const folders = readdirSync(join(SRC, 'modules')).filter((name) =>
    statSync(join(SRC, 'modules', name)).isDirectory(),
  )

  it('reads the graph it judges', () => {
    expect(files.length).toBeGreaterThan(300)
    expect(edges).toContainEqual({
      from: 'register-routes.ts',
      to: 'modules/carts/index.ts',
      typeOnly: false,
    })
    expect(edges.filter(isSchemaEdge)).toContainEqual({
      from: 'modules/orders/tables.ts',
      to: 'modules/stores/tables.ts',
      typeOnly: false,
    })
  })

  it('every folder under modules/ has one row in modules/layers.ts, and every row a folder and a front door', () => {
    const rows = MODULE_LAYERS.flatMap((row) => [...row.modules]).sort()
    expect(rows, 'each module in exactly one layer').toEqual([...new Set(rows)])
    expect(
      folders.filter((folder) => !layerOf.has(folder)),
      'add these to modules/layers.ts',
    ).toEqual([])
    expect(
      rows.filter((row) => !folders.includes(row)),
      'no such folder under modules/',
    ).toEqual([])
    expect(
      folders.filter((folder) => !files.includes(`modules/${folder}/index.ts`)),
      'give these an index.ts',
    ).toEqual([])
  })

  it('ARCHITECTURE.md shows this table of layers, row for row', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../../ARCHITECTURE.md'), 'utf8').replace(
      / +/g,
      ' ',
    )
    const rows = MODULE_LAYERS.map(
      (row, index) =>
        `| ${index} | ${row.layer} | ${row.modules.map((module) => `\`${module}\``).join(', ')} |`,
    )
    expect(
      rows.filter((row) => !doc.includes(row)),
      'copy these rows into ARCHITECTURE.md',
    ).toEqual([])
  })

  it('no deep import into a module, no module importing a higher layer, no platform importing a module', () => {
    expect(breaches(edges)).toEqual([])
  })

  it('the module graph has no cycle', () => {
    const sentences = moduleCycles(moduleArrows(edges)).map(
      (cycle) => `modules ${cycle.join(', ')} import each other: move the code that needs both to flows/.`,
    )
    expect(sentences).toEqual([])
  })

  it('catches each kind of breach (so empty lists above mean something)', () => {
    const planted = [
      ...importsOf("import { lockCartRow } from '../carts/repository.ts'", 'modules/orders/submit.ts'),
      ...importsOf("import type { TOrderRow } from '../orders/index.ts'", 'modules/carts/x.ts'),
      ...importsOf("import { countHits } from '../modules/rate-limits/index.ts'", 'platform/rate-limit.ts'),
      ...importsOf("import { settleOrder } from '../../flows/settle-order.ts'", 'modules/orders/x.ts'),
    ]
    expect(planted.map((edge) => edge.typeOnly)).toEqual([false, true, false, false])
    expect(breaches(planted)).toEqual([
      "modules/orders/submit.ts imports modules/carts/repository.ts past carts's front door: import it from '../carts/index.ts' (export it there) or move this flow to flows/.",
      `modules/carts/x.ts imports orders (layer ${layerOf.get('orders')} orders) from carts (layer ${layerOf.get('carts')} baskets): a module uses only lower layers; move the code that needs both to flows/, or move it down into orders.`,
      'platform/rate-limit.ts imports modules/rate-limits/index.ts: platform depends on no module or flow; let the app pass it in (as installRateLimits takes countHits).',
      'modules/orders/x.ts imports flows/settle-order.ts: flows sit above the modules; move the caller to flows/ too.',
    ])
    expect(moduleCycles(new Set(['a → b', 'b → c', 'c → a', 'c → d']))).toEqual([['a', 'b', 'c']])
    expect(
      isSchemaEdge({ from: 'modules/carts/repository.ts', to: 'modules/orders/tables.ts', typeOnly: false }),
    ).toBe(true)
    expect(
      isSchemaEdge({
        from: 'modules/carts/present-cart.ts',
        to: 'modules/orders/tables.ts',
        typeOnly: false,
      }),
    ).toBe(false)
  })
})
