import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { TDatabase } from './database.ts'
import { MIGRATIONS_DIR } from './migrate.ts'

export type TJournalEntry = { idx: number; when: number; tag: string; breakpoints: boolean }

/** The migrations this version ships, in order (drizzle's journal). */
export function readJournal(dir = MIGRATIONS_DIR): TJournalEntry[] {
  return (JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: TJournalEntry[] })
    .entries
}

/**
 * Applies this version's migrations up to the first `level` of them, not further: a restore
 * recreates the schema the backup was taken at (ADR 055), and the expand–contract check applies
 * the newest migration on a database at the level before it (ADR 056).
 */
export async function migrateToLevel(db: TDatabase, level: number): Promise<void> {
  const journal = readJournal()
  if (level > journal.length)
    throw new Error(`this version has ${journal.length} migrations; level ${level} is newer than it`)
  const dir = mkdtempSync(join(tmpdir(), 'deli-migrations-'))
  try {
    mkdirSync(join(dir, 'meta'))
    const entries = journal.slice(0, level)
    const whole = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'))
    writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...whole, entries }))
    for (const entry of entries)
      copyFileSync(join(MIGRATIONS_DIR, `${entry.tag}.sql`), join(dir, `${entry.tag}.sql`))
    await migrate(db, { migrationsFolder: dir })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
