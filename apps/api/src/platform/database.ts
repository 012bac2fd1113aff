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
  const onError =
    options.onError ?? ((error: Error) => process.stderr.write(`database pool: ${error.message}\n`))
  pool.on('error', onError)
  // A lent-out client (a transaction, a submission) that loses its server rejects its query, and pg
  // also emits 'error' on it, which the pool only hears while the client is idle: unheard, that
  // error would end the process. Heard here, it goes to the pool's listeners like an idle client's.
  const lent = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => lent.add(client))
  pool.on('release', (_error, client) => lent.delete(client))
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (lent.has(client)) pool.emit('error', error, client)
    })
  })
  return drizzle(pool) as TDatabase
}
