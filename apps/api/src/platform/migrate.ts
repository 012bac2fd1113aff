import { fileURLToPath } from 'node:url'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { TDatabase } from './database.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url))

/** Arbitrary constant: the advisory lock every node takes while migrating or seeding. */
const SCHEMA_LOCK = 7_340_211

/** Runs `work` while holding the schema lock, so N nodes starting together migrate and seed once. */
export async function withSchemaLock<T>(db: TDatabase, work: () => Promise<T>): Promise<T> {
  const client = await db.$client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK])
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined)
    client.release()
  }
}

export async function migrateDatabase(db: TDatabase): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
}
