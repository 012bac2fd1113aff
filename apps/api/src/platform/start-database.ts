import type { FastifyBaseLogger } from 'fastify'
import type { TConfig } from './config.ts'
import { createDatabase, type TDatabase } from './database.ts'
import { startEmbeddedPostgres } from './embedded-postgres.ts'
import { migrateDatabase, withSchemaLock } from './migrate.ts'

/** Seeds demo data (flows' `seedDemo`): platform knows no module (ADR 050), so the caller passes it. */
export type TSeed = (db: TDatabase, log: Pick<FastifyBaseLogger, 'info'>) => Promise<void>

/**
 * DATABASE_URL or the embedded server; then migrations and, with SEED_DEMO, the given seed, once,
 * under a lock.
 */
export async function startDatabase(config: TConfig, log: Pick<FastifyBaseLogger, 'info'>, seed?: TSeed) {
  let url = config.DATABASE_URL
  let stopEmbedded = async (): Promise<void> => {}
  if (!url) {
    const server = await startEmbeddedPostgres({
      dir: config.EMBEDDED_PG_DIR,
      port: config.EMBEDDED_PG_PORT,
      statementStats: config.EMBEDDED_PG_STATEMENT_STATS,
      onNotice: (line) => log.info(line),
    })
    const admin = createDatabase(server.url('postgres'), { max: 1 })
    const exists = await admin.$client.query(`select 1 from pg_database where datname = 'deli'`)
    if (exists.rowCount === 0) await admin.$client.query('create database deli').catch(() => undefined)
    await admin.$client.end()
    url = server.url('deli')
    stopEmbedded = server.stop
    log.info({ dir: server.dir }, 'embedded PostgreSQL ready')
  }
  // Migrating may wait on another node's migration (the schema lock) and take long itself: its own
  // connection, without the request timeouts (ADR 043).
  const schema = createDatabase(url, { max: 3, timeouts: false })
  try {
    await withSchemaLock(schema, async () => {
      await migrateDatabase(schema)
      if (config.SEED_DEMO && seed) await seed(schema, log)
    })
  } finally {
    await schema.$client.end()
  }
  const db: TDatabase = createDatabase(url)
  return {
    db,
    stop: async () => {
      await db.$client.end()
      await stopEmbedded()
    },
  }
}
