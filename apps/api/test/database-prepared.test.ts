import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { createDatabase, MAX_PREPARED_PER_CONNECTION, statementName } from '../src/platform/database.ts'

/**
 * ADR 031: every parameterised statement is prepared once per connection (named after its text), in
 * transactions too; statements without parameters run as before; a connection names at most
 * MAX_PREPARED_PER_CONNECTION texts; an error in a transaction does not leave a name pg thinks exists.
 */
const preparedOn = async (client: { query: (text: string) => Promise<{ rows: { name: string }[] }> }) =>
  (await client.query('select name from pg_prepared_statements')).rows.map((row) => row.name)

describe('prepared statements per connection (ADR 031)', () => {
  it('names a parameterised statement after its text and prepares it once, in and out of transactions', async () => {
    const db = createDatabase(inject('postgresAdminUrl'), { max: 1 })
    try {
      const text = 'select $1::int + 1 as next'
      for (const value of [1, 2, 3]) {
        const { rows } = await db.$client.query<{ next: number }>(text, [value])
        expect(rows).toEqual([{ next: value + 1 }])
      }
      // Drizzle in a transaction: the same connection (max 1), its statement named too.
      const answer = await db.transaction(async (tx) => tx.execute(sql`select ${41}::int + 1 as next`))
      expect(answer.rows).toEqual([{ next: 42 }])
      const names = await preparedOn(db.$client)
      expect(names).toContain(statementName(text))
      expect(names).toContain(statementName('select $1::int + 1 as next'))
      expect(names.filter((name) => name === statementName(text))).toHaveLength(1)
      // BEGIN, COMMIT and parameterless statements are not prepared.
      expect(names.every((name) => name.startsWith('s_'))).toBe(true)
      expect(names).not.toContain(statementName('select name from pg_prepared_statements'))
    } finally {
      await db.$client.end()
    }
  })

  it('gives the same text the same name, and different texts different names', () => {
    expect(statementName('select $1')).toBe(statementName('select $1'))
    expect(statementName('select $1')).not.toBe(statementName('select $2'))
  })

  it('runs a statement again after it failed to parse in an aborted transaction', async () => {
    const db = createDatabase(inject('postgresAdminUrl'), { max: 1 })
    try {
      const text = 'select $1::int * 2 as twice'
      const client = await db.$client.connect()
      try {
        await client.query('begin')
        await expect(client.query('select 1/0')).rejects.toThrow()
        // The transaction is aborted: PostgreSQL refuses this Parse, so it must not count as prepared.
        await expect(client.query(text, [2])).rejects.toThrow(/aborted/)
        await client.query('rollback')
        const { rows } = await client.query<{ twice: number }>(text, [21])
        expect(rows).toEqual([{ twice: 42 }])
      } finally {
        client.release()
      }
    } finally {
      await db.$client.end()
    }
  })

  it('stops naming new texts past the per-connection bound, and still runs them', async () => {
    const db = createDatabase(inject('postgresAdminUrl'), { max: 1 })
    try {
      for (let index = 0; index < MAX_PREPARED_PER_CONNECTION + 5; index++) {
        const { rows } = await db.$client.query<{ n: number }>(`select $1::int as n /* ${index} */`, [index])
        expect(rows[0]?.n).toBe(index)
      }
      expect(await preparedOn(db.$client)).toHaveLength(MAX_PREPARED_PER_CONNECTION)
    } finally {
      await db.$client.end()
    }
  })
})
