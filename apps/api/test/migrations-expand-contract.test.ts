import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createDatabase } from '../src/platform/database.ts'
import { MIGRATIONS_DIR } from '../src/platform/migrate.ts'
import { migrateToLevel, readJournal } from '../src/platform/migrate-to-level.ts'
import { breakingChanges, expandContractViolations } from '../src/platform/migration-rules.ts'

/**
 * ADR 056: a release's migrations only expand, so the previous release's nodes keep working on the
 * new schema during a rolling deploy; a contract step is listed with the release it follows.
 */
const RELEASE = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version

const planted = mkdtempSync(join(tmpdir(), 'deli-planted-migrations-'))
afterAll(() => rmSync(planted, { recursive: true, force: true }))

/** A copy of the migrations with one more, `sql`, planted at the end. */
function plant(tag: string, sql: string): string {
  const dir = mkdtempSync(join(planted, 'm-'))
  cpSync(MIGRATIONS_DIR, dir, { recursive: true })
  const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8'))
  const last = journal.entries.at(-1)
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag })
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal))
  writeFileSync(join(dir, `${tag}.sql`), sql)
  return dir
}

describe('expand–migrate–contract', () => {
  it("every migration of this release only expands (or is a listed contract step of an earlier release's expand)", () => {
    expect(expandContractViolations(RELEASE)).toEqual([])
  })

  it('fails on a planted migration that drops a column and adds a required one', () => {
    const dir = plant(
      '0099_planted_bad',
      'ALTER TABLE "carts" DROP COLUMN "note";--> statement-breakpoint\nALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;',
    )
    expect(expandContractViolations(RELEASE, [], dir)).toEqual([
      '0099_planted_bad drops a column: ALTER TABLE "carts" DROP COLUMN "note"',
      '0099_planted_bad adds a NOT NULL column without a default: ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL',
    ])
    // Listed as the contract of an expand shipped in this same release: still refused.
    const sameRelease = [{ migration: '0099_planted_bad', follows: RELEASE, why: 'planted' }]
    expect(expandContractViolations(RELEASE, sameRelease, dir)).toEqual([
      `0099_planted_bad: a contract step must ship after ${RELEASE}, not in ${RELEASE}`,
    ])
    // The contract of an expand an earlier release shipped: allowed.
    const earlier = [{ migration: '0099_planted_bad', follows: '2.2.0', why: 'planted' }]
    expect(expandContractViolations('2.10.0', earlier, dir)).toEqual([])
  })

  it('tells what breaks the previous release from what only adds', () => {
    expect(breakingChanges('DROP TABLE "old_things";')).toHaveLength(1)
    expect(breakingChanges('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toHaveLength(1)
    expect(breakingChanges('ALTER TABLE "a" RENAME TO "b";')).toHaveLength(1)
    expect(breakingChanges('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE integer;')).toHaveLength(1)
    expect(breakingChanges('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL;')).toHaveLength(1)
    // Adding, with a default, a nullable column, an index or a table: the previous release is fine.
    expect(breakingChanges(`ALTER TABLE "a" ADD COLUMN "b" jsonb DEFAULT '[]'::jsonb NOT NULL;`)).toEqual([])
    expect(breakingChanges('ALTER TABLE "a" ADD COLUMN "b" text;')).toEqual([])
    expect(breakingChanges('CREATE TABLE "type" ("rename" text NOT NULL);')).toEqual([])
    expect(breakingChanges('ALTER TABLE "a" ALTER COLUMN "type" SET DEFAULT \'drop table\';')).toEqual([])
    expect(breakingChanges('-- we never DROP TABLE here\nCREATE INDEX "i" ON "a" ("b");')).toEqual([])
  })

  it('the newest migration applies on a database at the level before it', { timeout: 60_000 }, async () => {
    const level = readJournal().length
    const admin = createDatabase(inject('postgresAdminUrl'), { max: 1 })
    const name = `expand_${Date.now()}`
    await admin.$client.query(`create database ${name}`)
    const url = new URL(inject('postgresAdminUrl'))
    url.pathname = `/${name}`
    const db = createDatabase(url.toString(), { max: 1, timeouts: false })
    try {
      await migrateToLevel(db, level - 1)
      const before = await db.$client.query('select count(*)::int as count from drizzle.__drizzle_migrations')
      expect(before.rows[0].count).toBe(level - 1)
      await migrateToLevel(db, level)
      const after = await db.$client.query('select count(*)::int as count from drizzle.__drizzle_migrations')
      expect(after.rows[0].count).toBe(level)
    } finally {
      await db.$client.end()
      await admin.$client.query(`drop database if exists ${name} with (force)`)
      await admin.$client.end()
    }
  })
})
