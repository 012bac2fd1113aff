import type { TDatabase, TQueryable } from './database.ts'

/** A pool handle (not an open transaction): only a pool's prepared statements may run on it. */
export const isPool = (db: TQueryable): db is TDatabase => '$client' in db

/**
 * A hot read built once per database handle (issue 13): Drizzle builds its SQL text once instead of
 * on every call, and node-postgres names it, so PostgreSQL parses and plans it once per connection.
 * `build` runs on the first call for a handle (kept in a WeakMap: test databases come and go).
 * Statement names must be unique in the process; a transaction runs the unprepared query instead.
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
