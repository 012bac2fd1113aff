import { beforeAll, describe, expect, it } from 'vitest'
import { expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { cardToken, drain, getOrder, readyCart, signInMember, submit, submitBody } from './order-helpers.ts'
import { basketWith, memberWithPoints } from './rewards-helpers.ts'

/**
 * ADR 035: a submission reads the basket's lines and live order in its lock statement, and the
 * member's rewards right after the member's lock. A change of
 * the basket that commits while that statement waits for the row's lock is newer than the
 * statement's snapshot, so the submission must read again under the lock — never order the lines the
 * snapshot saw while the basket already holds more.
 */
let t: TTestApp
beforeAll(async () => {
  t = await build()
})

async function untilWaitingForALock(count = 1): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await t.db.$client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if ((rows[0]?.n ?? 0) >= count) return
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

describe('two submissions of one member that wait for the member’s lock', () => {
  it('the second sees the offer the first took: one order has the welcome offer, both go through', async () => {
    const member = await memberWithPoints(t, 0, { isNew: true })
    const baskets = [
      await basketWith(t, member, ['sandwich', 'cookie']),
      await basketWith(t, member, ['sandwich', 'cookie']),
    ]
    for (const basket of baskets)
      expect(basket.discounts.map((d: { id: string }) => d.id)).toEqual(['welcome'])
    const token = await cardToken(t)
    // Both submissions line up behind the member's row lock, held here, so neither's read of the
    // member's offers can come before the other's commit by luck.
    const holder = await t.db.$client.connect()
    try {
      await holder.query('begin')
      await holder.query('select id from users where id = $1 for update', [member.userId])
      const submitted = baskets.map((basket) => submit(t, member, submitBody(basket.id, token)))
      await untilWaitingForALock(2)
      await holder.query('commit')
      const answers = await Promise.all(submitted)
      const orders = await Promise.all(answers.map((answer) => getOrder(t, member, expectOk(answer).id)))
      const withWelcome = orders.filter((order) => order.discounts.length > 0)
      expect(withWelcome).toHaveLength(1)
    } finally {
      holder.release()
    }
  })
})
