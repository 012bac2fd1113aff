import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'

export type TDatabase = NodePgDatabase & { $client: pg.Pool }

export function createDatabase(url: string, options: { max?: number } = {}): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, application_name: 'deli-api' })
  return drizzle(pool) as TDatabase
}
