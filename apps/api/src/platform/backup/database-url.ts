import { createDatabase } from '../database.ts'
import { DEFAULT_EMBEDDED_PG_DIR, startEmbeddedPostgres } from '../embedded-postgres.ts'

/**
 * The database the backup commands work on: DATABASE_URL (with `name`, that server's database of
 * that name), else the embedded server's `deli` or `name`, created when missing. `stop()` stops the
 * embedded server only if this process started it.
 */
export async function databaseUrlFor(name?: string) {
  const configured = process.env.DATABASE_URL
  if (configured) {
    const url = new URL(configured)
    if (name) url.pathname = `/${name}`
    return { url: url.toString(), stop: async () => {} }
  }
  const server = await startEmbeddedPostgres({
    dir: process.env.EMBEDDED_PG_DIR ?? DEFAULT_EMBEDDED_PG_DIR,
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  })
  const database = name ?? 'deli'
  const admin = createDatabase(server.url('postgres'), { max: 1 })
  try {
    const exists = await admin.$client.query('select 1 from pg_database where datname = $1', [database])
    if (exists.rowCount === 0)
      await admin.$client.query(`create database "${database.replaceAll('"', '""')}"`)
  } finally {
    await admin.$client.end()
  }
  return { url: server.url(database), stop: server.stop }
}
