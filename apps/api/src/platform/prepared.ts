import { fillPlaceholders, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { TDatabase, TQueryable } from './database.ts'

/**
 * A hot read built once per database handle (ADR 036): Drizzle builds its SQL text once instead of
 * on every call, and node-postgres names it, so PostgreSQL parses and plans it once per connection.
 * `build` runs on the first call for a handle (kept in a WeakMap: test databases come and go), so it
 * also keeps anything else per database (the location cache). For a statement that also runs inside
 * transactions, `preparedStatement` below is the one to use.
 */
export function preparedPerDatabase<T>(build: (db: TDatabase) => T): (db: TDatabase) => T {
  const byDatabase = new WeakMap<TDatabase, T>()
  return (db) => {
    let prepared = byDatabase.get(db)
    if (prepared === undefined) {
      prepared = build(db)
      byDatabase.set(db, prepared)
    }
    return prepared
  }
}

/**
 * Each of `columns` as the placeholder of the same name: the values of an insert built once, each
 * still going through its column's encoder (Drizzle applies it to a placeholder's value).
 */
export const placeholdersFor = <TColumn extends string>(columns: readonly TColumn[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])) as Record<
    TColumn,
    Placeholder<TColumn>
  >

/** What Drizzle's `.prepare()` answers: a statement built once, executed with placeholder values. */
type TBuiltStatement<TResult> = { execute: (values?: Record<string, unknown>) => Promise<TResult> }

/**
 * The pg connection a handle runs its statements on: the pool's, or an open transaction's own client
 * (Drizzle 0.45: `session.client` of a database and of a transaction alike).
 */
function connectionOf(db: TQueryable): unknown {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client
  if (!client) throw new Error('preparedStatement: this handle has no connection (Drizzle changed?)')
  return client
}

/**
 * A hot statement built once per process and run on whichever handle the caller holds — the pool or
 * an open transaction (ADR 036). Drizzle's `.prepare()` binds what it builds to the handle that built
 * it, so inside a transaction every statement used to be built again on every call: the profile of a
 * checkout put ~30 % of the Node process's time in Drizzle's query building. The built statement is
 * executed on the caller's own connection (its `client`, set on a per-call view of it), so a
 * transaction's statement runs in that transaction. Its name makes it a prepared statement of each
 * connection (ADR 031). `database-prepared-statement.test.ts` pins the transaction's view.
 */
export function preparedStatement<TValues extends Record<string, unknown>, TResult>(
  build: (db: TQueryable) => TBuiltStatement<TResult>,
): (db: TQueryable, values: TValues) => Promise<TResult> {
  let built: TBuiltStatement<TResult> | undefined
  return (db, values) => {
    built ??= build(db)
    const onConnection = Object.create(built, { client: { value: connectionOf(db) } })
    return (onConnection as TBuiltStatement<TResult>).execute(values)
  }
}

/**
 * A hot statement written as SQL text (a CTE chain Drizzle's builders cannot express), built once per
 * process with `sql.placeholder`s and run on the caller's connection — the pool or an open
 * transaction — under its own name, so each connection parses and plans it once (ADR 036). Answers
 * the rows as node-postgres reads them, as `db.execute` does.
 */
export function preparedSql<TValues extends Record<string, unknown>, TRow extends pg.QueryResultRow>(
  name: string,
  statement: SQL,
): (db: TQueryable, values: TValues) => Promise<TRow[]> {
  let built: { sql: string; params: unknown[] } | undefined
  return async (db, values) => {
    built ??= new PgDialect().sqlToQuery(statement)
    const connection = connectionOf(db) as Pick<pg.Pool, 'query'>
    const result = await connection.query<TRow>({
      name,
      text: built.sql,
      values: fillPlaceholders(built.params, values),
    })
    return result.rows
  }
}
