import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { stores } from '../src/modules/stores/tables.ts'
import { preparedSql, preparedStatement } from '../src/platform/prepared.ts'
import { build } from './helper.ts'

/**
 * ADR 036: a statement built once per process runs on the handle its caller holds. Inside a
 * transaction it must run on that transaction's own connection (it sees what the transaction did,
 * and its lock is the transaction's), and on the pool outside one.
 */
const probe = preparedStatement<{ id: number }, { name: string; setting: string | null }[]>((db) =>
  db
    .select({ name: stores.name, setting: sql<string | null>`current_setting('deli.probe', true)` })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare('test_prepared_probe'),
)

// The same probe written as SQL text (preparedSql): its placeholders filled per call.
const probeSql = preparedSql<{ id: number }, { name: string; setting: string | null }>(
  'test_prepared_sql_probe',
  sql`select ${stores.name} as name, current_setting('deli.probe', true) as setting
        from ${stores} where ${stores.id} = ${sql.placeholder('id')}::int`,
)

describe('preparedStatement (ADR 036)', () => {
  it('runs in the caller’s transaction, sees its writes, and on the pool outside it', async () => {
    const t = await build()
    const [store] = await t.db.select({ id: stores.id, name: stores.name }).from(stores).limit(1)
    const id = store?.id ?? 0
    let seen: Awaited<ReturnType<typeof probe>> = []
    let seenSql: Awaited<ReturnType<typeof probeSql>> = []
    const rolledBack = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('deli.probe', 'in-tx', true)`)
        await tx.update(stores).set({ name: 'Renamed in the transaction' }).where(eq(stores.id, id))
        seen = await probe(tx, { id })
        seenSql = await probeSql(tx, { id })
        tx.rollback()
      })
      .then(
        () => false,
        () => true,
      )
    expect(rolledBack).toBe(true)
    // Run on the transaction's connection: its setting and its uncommitted write.
    expect(seen).toEqual([{ name: 'Renamed in the transaction', setting: 'in-tx' }])
    expect(seenSql).toEqual([{ name: 'Renamed in the transaction', setting: 'in-tx' }])
    // On the pool: built once already, run outside any transaction (the write was rolled back).
    const outside = await probe(t.db, { id })
    expect(outside[0]?.name).toBe(store?.name)
    expect(outside[0]?.setting ?? '').toBe('')
    const outsideSql = await probeSql(t.db, { id })
    expect(outsideSql[0]?.name).toBe(store?.name)
    expect(outsideSql[0]?.setting ?? '').toBe('')
  })
})
