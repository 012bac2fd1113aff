import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The demo chain seeds a database and ships its pictures and stories; production code never takes
 * the chain's name or texts from it (those are the domain's `CHAIN` and TEXTS, and the site config).
 */
const SRC = resolve(import.meta.dirname, '../src')
const ALLOWED = new Set([
  'flows/seed-demo-chain.ts', // seeds the demo chain (ADR 050)
  'modules/content/local-stories.ts', // the shipped content stories (ADR 026)
  'register-routes.ts', // serves the shipped product images
])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('demo data in production code', () => {
  it("is read only to seed, serve pictures and stories: never for the chain's name", () => {
    const readers = sourceFiles(SRC)
      .filter((file) => readFileSync(file, 'utf8').includes("from '@deli/demo-data'"))
      .map((file) => relative(SRC, file))
    expect(readers.filter((file) => !ALLOWED.has(file))).toEqual([])
    expect(readFileSync(join(SRC, 'register-routes.ts'), 'utf8')).not.toContain('DEMO_CHAIN')
  })
})
