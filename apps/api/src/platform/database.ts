import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'

export type TDatabase = NodePgDatabase & { $client: pg.Pool }

/** A database handle or an open transaction: every query of a module runs on either, so a caller's
 * transaction passes through another module's operations (ADR 012). */
export type TQueryable = Pick<TDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export function createDatabase(
  url: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, application_name: 'deli-api' })
  // An idle client can lose its server (restart, failover): log it and let the pool reconnect, never crash.
  pool.on('error', options.onError ?? ((error) => process.stderr.write(`database pool: ${error.message}\n`)))
  return drizzle(pool) as TDatabase
}
