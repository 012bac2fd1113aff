import { createHash } from 'node:crypto'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'

export type TDatabase = NodePgDatabase & { $client: pg.Pool }

/** A database handle or an open transaction: every query of a module runs on either, so a caller's
 * transaction passes through another module's operations (ADR 012). */
export type TQueryable = Pick<
  TDatabase,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'
>

/** Parameterised statements one connection keeps prepared at most; past it they are parsed each time. */
export const MAX_PREPARED_PER_CONNECTION = 400
const names = new Map<string, string>()

/** A statement's name: the same text has the same name on every connection (bounded memo of the hash). */
export function statementName(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`
    if (names.size < 10_000) names.set(text, name)
  }
  return name
}

type TQueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown }

/**
 * A connection that prepares every parameterised statement it runs (ADR 031): the statement is named
 * after its text, so PostgreSQL parses and plans it once per connection instead of on every call —
 * in transactions too, where Drizzle's `.prepare()` cannot reach (half the database's time on the
 * basket and checkout writes was planning). Statements without parameters (DDL, BEGIN, several
 * statements at once) and cursors/streams run as before; a connection stops naming new statements
 * past MAX_PREPARED_PER_CONNECTION, so an unbounded set of texts cannot grow its memory.
 */
class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>()

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    const named = this.#named(config, values)
    if (named === config) return super.query(config, values, callback)
    return super.query(named as pg.QueryConfig, typeof values === 'function' ? values : callback)
  }

  #named(config: unknown, values: unknown): unknown {
    const query = (typeof config === 'string' ? { text: config } : config) as TQueryConfig | null
    if (!query || typeof query !== 'object' || typeof query.submit === 'function') return config
    if (typeof query.text !== 'string' || query.name !== undefined) return config
    const parameters = Array.isArray(values) ? values : query.values
    if (!Array.isArray(parameters) || parameters.length === 0) return config
    const name = statementName(query.text)
    if (!this.#prepared.has(name)) {
      if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) return config
      this.#prepared.add(name)
    }
    return { ...query, name, values: parameters }
  }
}

export function createDatabase(
  url: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
): TDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: 'deli-api',
    Client: PreparingClient,
  })
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
