import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * ADR 012, held by a test: a module writes only its own tables. Another module's table may appear as
 * a value only in `tables.ts` (a foreign key) and in a repository file (`repository.ts` or a
 * `*-repository.ts` beside it: a read-only join); never in an
 * operation, and never as the target of insert/update/delete. Changing another module's data goes
 * through that module's exported operations (awardPoints, recordCharge, createCart, …).
 */

const MODULES = resolve(import.meta.dirname, '../src/modules')
const FLOWS = resolve(import.meta.dirname, '../src/flows')
const TABLE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'\.\.\/(?:modules\/)?([\w-]+)\/tables\.ts'/g

type TForeignTables = { file: string; owner: string; names: string[] }

/** Value imports (not `import type`) of another module's tables, per file. */
function foreignTableImports(source: string, file: string): TForeignTables[] {
  const found: TForeignTables[] = []
  for (const match of source.matchAll(TABLE_IMPORT)) {
    if (match[1]) continue
    const names = (match[2] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
    if (names.length > 0) found.push({ file, owner: match[3] ?? '', names })
  }
  return found
}

function moduleFiles(): { file: string; source: string }[] {
  const folders = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return folders.flatMap(({ name: module }) =>
    readdirSync(join(MODULES, module))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => ({
        file: `${module}/${name}`,
        source: readFileSync(join(MODULES, module, name), 'utf8'),
      })),
  )
}

/** The flows (ADR 050): one layer above the modules, calling their operations only. */
function flowFiles(): { file: string; source: string }[] {
  return readdirSync(FLOWS)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ file: `flows/${name}`, source: readFileSync(join(FLOWS, name), 'utf8') }))
}

/** Drizzle's query builders and raw SQL (a route's `app.delete(` is not one): only a module's own files call them. */
const DRIZZLE_CALL = /(?<!\bapp)\.(select|insert|update|delete|execute)\(|from 'drizzle-orm'/

/** Writes (insert/update/delete) to any of `names` in a source text. */
function writesTo(source: string, names: string[]): string[] {
  return names.filter((name) => new RegExp(`\\.(insert|update|delete)\\(\\s*${name}\\b`).test(source))
}

describe('module data boundaries (ADR 012)', () => {
  const files = moduleFiles()
  const imports = files.flatMap(({ file, source }) => foreignTableImports(source, file))

  it('reads the imports it judges (the scan sees the foreign keys and the read joins)', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(imports).toContainEqual({ file: 'orders/tables.ts', owner: 'stores', names: ['stores'] })
    expect(imports).toContainEqual({ file: 'carts/repository.ts', owner: 'orders', names: ['slotBookings'] })
  })

  it("no operation uses another module's tables: only tables.ts (foreign keys) and repository files (joins)", () => {
    const misplaced = imports
      .filter(({ file }) => !file.endsWith('/tables.ts') && !/[/-]repository\.ts$/.test(file))
      .map(({ file, owner, names }) => `${file} uses ${owner}'s ${names.join(', ')}`)
    expect(misplaced).toEqual([])
  })

  it("no module writes another module's table", () => {
    const writes = imports.flatMap(({ file, owner, names }) => {
      const source = files.find((candidate) => candidate.file === file)?.source ?? ''
      return writesTo(source, names).map((name) => `${file} writes ${owner}'s ${name}`)
    })
    expect(writes).toEqual([])
  })

  it('the write detector catches a foreign write (so an empty list above means something)', () => {
    const source = "import { users } from '../members/tables.ts'\nawait tx.update(users).set({ points: 1 })"
    const found = foreignTableImports(source, 'orders/accept-order.ts')
    expect(found).toEqual([{ file: 'orders/accept-order.ts', owner: 'members', names: ['users'] }])
    expect(writesTo(source, ['users'])).toEqual(['users'])
    expect(foreignTableImports("import type { TStoreRow } from '../stores/tables.ts'", 'x.ts')).toEqual([])
  })

  it("no flow touches a module's tables: flows call the modules' operations (ADR 050)", () => {
    const flows = flowFiles()
    expect(flows.length).toBeGreaterThan(5)
    const tables = flows.flatMap(({ file, source }) => foreignTableImports(source, file))
    expect(tables.map(({ file, owner, names }) => `${file} uses ${owner}'s ${names.join(', ')}`)).toEqual([])
    const queries = flows.filter(({ source }) => DRIZZLE_CALL.test(source)).map(({ file }) => file)
    expect(queries, 'move the query into the module that owns the table and export it there').toEqual([])
  })

  it('the flow scan sees a table used from a flow (so the empty lists above mean something)', () => {
    const source =
      "import { rewardRedemptions } from '../modules/rewards/tables.ts'\nawait tx.delete(rewardRedemptions)"
    expect(foreignTableImports(source, 'flows/remove-cart-reward.ts')).toEqual([
      { file: 'flows/remove-cart-reward.ts', owner: 'rewards', names: ['rewardRedemptions'] },
    ])
    expect(DRIZZLE_CALL.test(source)).toBe(true)
  })
})

describe('one way to create a basket (ADR 012)', () => {
  it('only the basket inserts of carts/new-cart-repository.ts (insertCartAtStore, insertCart) write a new basket', () => {
    const inserts = moduleFiles()
      .filter(
        ({ source }) =>
          /\.insert\(\s*carts\b/.test(source) || /\binsert\s+into\s+(\$\{\s*)?carts\b/i.test(source),
      )
      .map(({ file }) => file)
    expect(inserts).toEqual(['carts/new-cart-repository.ts'])
  })
})
