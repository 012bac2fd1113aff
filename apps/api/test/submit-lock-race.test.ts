import { beforeAll, describe, expect, it } from 'vitest'
import { expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { cardToken, drain, getOrder, readyCart, signInMember, submit, submitBody } from './order-helpers.ts'

/**
 * ADR 035: a submission reads the basket's lines and live order in its lock statement. A change of
 * the basket that commits while that statement waits for the row's lock is newer than the
 * statement's snapshot, so the submission must read again under the lock — never order the lines the
 * snapshot saw while the basket already holds more.
 */
let t: TTestApp
beforeAll(async () => {
  t = await build()
})

async function untilWaitingForALock(): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await t.db.$client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if ((rows[0]?.n ?? 0) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('the submission never waited for the basket’s lock')
}

describe('a basket change that commits while the submission waits for the basket', () => {
  it('is in the order: the submission reads the lines again under the lock', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const body = submitBody(cart.id, await cardToken(t))
    // Another change holds the basket's lock and adds a line, as an add to the basket does.
    const change = await t.db.$client.connect()
    try {
      await change.query('begin')
      await change.query('select id from carts where id = $1 for update', [cart.id])
      await change.query(
        `insert into cart_lines (cart_id, product_id, name, quantity, unit_cost, choices, is_catering)
         select cart_id, product_id, name, 1, unit_cost, choices, is_catering
           from cart_lines where cart_id = $1 limit 1`,
        [cart.id],
      )
      await change.query('update carts set updated_at = now() where id = $1', [cart.id])
      const submitted = submit(t, member, body)
      await untilWaitingForALock()
      await change.query('commit')
      const answer = expectOk(await submitted)
      await drain(t)
      const order = await getOrder(t, member, answer.id)
      // Both lines: the one the snapshot saw and the one committed while the submission waited.
      expect(order.products).toHaveLength(2)
      const { rows } = await t.db.$client.query<{ n: number }>(
        'select count(*)::int as n from cart_lines where cart_id = $1',
        [cart.id],
      )
      expect(rows[0]?.n).toBe(2)
    } finally {
      change.release()
    }
  })
})
