import { PgDialect } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { commitWithoutFlush } from '../src/platform/commit-without-flush.ts'
import { addSimple, openCart, pickStore } from './cart-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { cardToken, drain, readyCart, signInMember, submit, submitBody } from './order-helpers.ts'
import { statementsOf } from './round-trips.ts'

/**
 * ADR 070: a basket's, a new guest's session's and a rate limit's writes commit without waiting for
 * the disk, and nothing else does. The setting is the transaction's own: a statement that writes
 * nothing leaves it alone, and it never outlives its transaction on a pooled connection.
 */

/** Smoked Turkey & Swiss, with its required bread. */
const TURKEY = 102

let t: TTestApp
beforeAll(async () => {
  t = await build()
  await t.db.$client.query('create table flush_probe (id int primary key)')
})

const SETTING = "set_config('synchronous_commit'"
const carriesIt = (configs: { text?: unknown; name?: string }[]) =>
  configs.filter((config) => String(config.text).includes(SETTING)).map((config) => config.name ?? '?')

/** The transaction's setting after `write` in it; the transaction rolls back. */
async function settingAfter(write: string) {
  const client = await t.db.$client.connect()
  try {
    await client.query('begin')
    await client.query(write)
    const { rows } = await client.query<{ value: string }>(
      "select current_setting('synchronous_commit') as value",
    )
    await client.query('rollback')
    const after = await client.query<{ value: string }>(
      "select current_setting('synchronous_commit') as value",
    )
    return { inside: rows[0]?.value, after: after.rows[0]?.value }
  } finally {
    client.release()
  }
}

describe('a commit that does not wait for the disk', () => {
  it('is set by the condition for its own transaction only, when the statement reaches a row', async () => {
    const condition = new PgDialect().sqlToQuery(commitWithoutFlush).sql
    expect(await settingAfter(`insert into flush_probe select 1 where ${condition}`)).toEqual({
      inside: 'off',
      after: 'on',
    })
    // Nothing reached, nothing set: the transaction keeps its waiting commit.
    expect(await settingAfter(`update flush_probe set id = 2 where id = -1 and ${condition}`)).toEqual({
      inside: 'on',
      after: 'on',
    })
  })

  it('is asked by a new guest’s basket, its rate limits and an add, and the writes are there after', async () => {
    const store = pickStore((candidate) => !candidate.unavailableProductIds.includes(TURKEY))
    const opened = await statementsOf(() => openCart(t, { menu_id: store.menu_id }))
    expect(carriesIt(opened.configs)).toEqual(
      expect.arrayContaining(['count_rate_limit_hits', 'insert_cart_at_store']),
    )
    const { cart, session } = opened.result
    const added = await statementsOf(() => addSimple(t, session, String(cart.id), TURKEY))
    expect(carriesIt(added.configs)).toEqual(['touch_cart_if_unchanged'])
    const { rows } = await t.db.$client.query(
      'select count(*)::int as lines from cart_lines where cart_id = $1',
      [cart.id],
    )
    expect(rows).toEqual([{ lines: 1 }])
  })

  it('is never asked by a submission or its settlement: an order and its payment wait for the disk', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const token = await cardToken(t)
    const submitted = await statementsOf(() => submit(t, member, submitBody(String(cart.id), token)))
    expect(submitted.result.statusCode).toBe(200)
    const settled = await statementsOf(() => drain(t))
    // The test card's rate limit counts in a statement of its own; the order's transaction asks none.
    expect(carriesIt(submitted.configs)).toEqual(['count_rate_limit_hits'])
    const texts = submitted.configs.map((config) => String(config.text).trim().toLowerCase())
    const transaction = submitted.configs.slice(texts.indexOf('begin'), texts.indexOf('commit') + 1)
    expect(transaction.length).toBeGreaterThan(2)
    expect(carriesIt(transaction)).toEqual([])
    expect(carriesIt(settled.configs)).toEqual([])
    const { rows } = await t.db.$client.query<{ status: string }>(
      'select status from orders where cart_id = $1',
      [cart.id],
    )
    expect(rows.length).toBe(1)
  })
})
