import { createReadStream, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { createDatabase } from '../database.ts'
import { migrateToLevel } from '../migrate-to-level.ts'
import {
  qualified,
  quoteIdent,
  SNAPSHOT_FORMAT,
  type TSnapshotManifest,
  type TSnapshotTable,
} from './snapshot.ts'

export function readManifest(dir: string): TSnapshotManifest {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as TSnapshotManifest
  if (manifest.format !== SNAPSHOT_FORMAT)
    throw new Error(`${dir} is not a backup of this app (format ${String(manifest.format)})`)
  return manifest
}

/** Parents before children: every foreign key points to a table already loaded. */
async function loadOrder(client: pg.Client, tables: TSnapshotTable[]): Promise<TSnapshotTable[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid`,
  )
  const key = (table: TSnapshotTable) => `${table.schema}.${table.name}`
  const ordered: TSnapshotTable[] = []
  const done = new Set<string>()
  let left = [...tables]
  while (left.length > 0) {
    const ready = left.filter((table) =>
      rows.every((edge) => edge.child !== key(table) || done.has(edge.parent) || edge.parent === key(table)),
    )
    if (ready.length === 0)
      throw new Error(`foreign keys in a cycle: ${left.map(key).join(', ')} (none can be loaded first)`)
    for (const table of ready) {
      ordered.push(table)
      done.add(key(table))
    }
    left = left.filter((table) => !done.has(key(table)))
  }
  return ordered
}

/**
 * Restores a snapshot into a fresh database (ADR 055): this version's migrations up to the backup's
 * level, then every table by COPY in foreign-key order and every sequence, in one transaction. The
 * app started on it afterwards migrates on from that level as on any start.
 */
export async function restoreSnapshot(url: string, dir: string): Promise<TSnapshotManifest> {
  const manifest = readManifest(dir)
  const schema = createDatabase(url, { max: 1, timeouts: false })
  try {
    const existing = await schema.$client.query(
      `select count(*)::int as count from pg_tables where schemaname = 'public'`,
    )
    if (existing.rows[0].count > 0)
      throw new Error('the database already has tables: restore into a fresh, empty database')
    await migrateToLevel(schema, manifest.migrationLevel)
  } finally {
    await schema.$client.end()
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    for (const table of await loadOrder(client, manifest.tables)) {
      // Seeds the migrations wrote (none today) give way to the backup's rows.
      await client.query(`delete from ${qualified(table.schema, table.name)}`)
      const columns = table.columns.map(quoteIdent).join(', ')
      const stream = client.query(
        copyFrom(`copy ${qualified(table.schema, table.name)} (${columns}) from stdin`),
      )
      await pipeline(createReadStream(join(dir, table.file)), stream)
      if (stream.rowCount !== table.rows)
        throw new Error(
          `${table.schema}.${table.name}: ${stream.rowCount} rows restored, ${table.rows} backed up`,
        )
    }
    for (const sequence of manifest.sequences)
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.schema, sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ])
    await client.query('commit')
    return manifest
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}
