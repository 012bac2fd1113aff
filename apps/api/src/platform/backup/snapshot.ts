import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { JOBS_SCHEMA } from '../jobs.ts'

/**
 * The app's own consistent logical backup (ADR 055), for when no pg_dump as new as the server is at
 * hand: one REPEATABLE READ READ ONLY transaction reads every table of the app's schemas with
 * `COPY … TO STDOUT` (text format, exact for every type), the migration level and every sequence.
 * A directory: `manifest.json` and one `<schema>.<table>.copy` file per table.
 */
export const SNAPSHOT_FORMAT = 'deli-logical-snapshot-1'

export type TSnapshotTable = { schema: string; name: string; columns: string[]; file: string; rows: number }
export type TSnapshotManifest = {
  format: typeof SNAPSHOT_FORMAT
  takenAt: string
  serverVersion: string
  /** How many of drizzle's migrations the database had: a restore migrates to exactly this level. */
  migrationLevel: number
  tables: TSnapshotTable[]
  sequences: { schema: string; name: string; lastValue: string; isCalled: boolean }[]
  /** Unfinished pg-boss jobs left out (work in flight, not data): 0 for a backup taken quiet. */
  unfinishedJobs: number
}

/** Schemas that are not the app's data: the catalogue, drizzle's journal (kept as a level) and pg-boss. */
export const SKIPPED_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast', 'drizzle', JOBS_SCHEMA]

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
export const qualified = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`

async function tablesOf(client: pg.Client) {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and n.nspname <> all($1::text[]) and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast%'
     order by 1, 2`,
    [SKIPPED_SCHEMAS],
  )
  return rows
}

async function sequencesOf(client: pg.Client) {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select schemaname as schema, sequencename as name from pg_sequences
     where schemaname <> all($1::text[]) order by 1, 2`,
    [SKIPPED_SCHEMAS],
  )
  const sequences: TSnapshotManifest['sequences'] = []
  for (const sequence of rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${qualified(sequence.schema, sequence.name)}`,
    )
    const row = state.rows[0]
    if (row) sequences.push({ ...sequence, lastValue: row.last_value, isCalled: row.is_called })
  }
  return sequences
}

async function countOrZero(client: pg.Client, query: string): Promise<number> {
  await client.query('savepoint probe')
  try {
    const { rows } = await client.query<{ count: number }>(query)
    await client.query('release savepoint probe')
    return rows[0]?.count ?? 0
  } catch {
    // The table does not exist (a database never migrated, or pg-boss never started).
    await client.query('rollback to savepoint probe')
    return 0
  }
}

export async function writeSnapshot(url: string, dir: string): Promise<TSnapshotManifest> {
  mkdirSync(dir, { recursive: true })
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Every read below sees the same moment of the database.
    await client.query('begin isolation level repeatable read read only')
    const serverVersion = (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? ''
    const migrationLevel = await countOrZero(
      client,
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    )
    const unfinishedJobs = await countOrZero(
      client,
      `select count(*)::int as count from ${quoteIdent(JOBS_SCHEMA)}.job where state in ('created', 'retry', 'active')`,
    )
    const tables: TSnapshotTable[] = []
    for (const table of await tablesOf(client)) {
      const file = `${table.schema}.${table.name}.copy`
      const columns = table.columns.map(quoteIdent).join(', ')
      const stream = client.query(
        copyTo(`copy (select ${columns} from ${qualified(table.schema, table.name)}) to stdout`),
      )
      await pipeline(stream, createWriteStream(join(dir, file)))
      tables.push({ ...table, file, rows: stream.rowCount ?? 0 })
    }
    const manifest: TSnapshotManifest = {
      format: SNAPSHOT_FORMAT,
      takenAt: new Date().toISOString(),
      serverVersion,
      migrationLevel,
      tables,
      sequences: await sequencesOf(client),
      unfinishedJobs,
    }
    await client.query('commit')
    writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    return manifest
  } finally {
    await client.end()
  }
}
