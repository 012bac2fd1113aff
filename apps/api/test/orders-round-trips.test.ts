import { beforeAll, describe, expect, it } from 'vitest'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  readyCart,
  signInMember,
  submit,
  submitBody,
  type TMember,
  track,
} from './order-helpers.ts'
import { statementsOf } from './round-trips.ts'

/** ADR 035: a member's card submission in round trips (see round-trips.ts). */

/**
 * Our statements named by their text (ADR 031) rather than for themselves (ADR 036): built by Drizzle
 * on every call. pg-boss's own are not ours to build once.
 */
const builtPerCall = (configs: { text?: unknown; name?: string }[]) =>
  configs
    .filter((config) => config.name?.startsWith('s_') && !String(config.text).includes('pgboss.'))
    .map((config) => String(config.text).slice(0, 60))

let t: TTestApp
let member: TMember
beforeAll(async () => {
  t = await build()
  member = await signInMember(t)
  // The job runner starts on the first submission: its start-up statements are not a submission's.
  const { cart } = await readyCart(t, member)
  expect((await submit(t, member, submitBody(String(cart.id), await cardToken(t)))).statusCode).toBe(200)
  await drain(t)
})

describe('round trips of a submission', () => {
  it('writes the order in one transaction of 10 round trips (23 before): the basket locked with its store, timing, held items, priced lines and live order; the member locked, then read with its rewards in one statement; its recent card declines counted (ADR 042); the slot counted once and booked with the order, which freezes its basket', async () => {
    const { cart } = await readyCart(t, member)
    const token = await cardToken(t)
    const { sent, configs, result } = await statementsOf(() =>
      submit(t, member, submitBody(String(cart.id), token)),
    )
    expect(result.statusCode).toBe(200)
    expect(builtPerCall(configs), sent.join('\n')).toEqual([])
    const transaction = sent.slice(sent.indexOf('begin'), sent.indexOf('commit') + 1)
    expect(transaction, sent.join('\n')).toHaveLength(10)
    // The basket is frozen by the order's insert (carts' own text), not by an update of its own.
    expect(sent.filter((text) => text.startsWith('update "carts"'))).toEqual([])
    expect((await t.db.$client.query('select status from carts where id = $1', [cart.id])).rows).toEqual([
      { status: 'submitted' },
    ])
    expect(configs.filter((config) => config.name === 'count_card_declines')).toHaveLength(1)
    // The member is read for its rewards, never with its password's hash.
    const secrets = configs.filter((config) => String(config.text).includes('password_hash'))
    expect(secrets.map((config) => config.name)).toEqual([])
    // The store's timing is read once (with the lock), not by each rule that needs it.
    const readsTiming = configs.filter((config) => String(config.text).includes("'asapPaused'"))
    expect(readsTiming.map((config) => config.name)).toEqual(['lock_cart_for_submission'])
    expect(sent.filter((text) => text.startsWith('select "carts"."id"')).length).toBe(1)
  })

  it('settles a single card order ahead in 9 round trips besides the queue’s own (18 before; its transaction 12 → 7: the charge recorded by the accepting statement, the sale’s one rollups statement, the rewards’ one with the balance): no group lookup, the store read with the lock, rewards in one statement, the test gateway in one; its fire job run early writes nothing in one', async () => {
    await drain(t)
    const { cart } = await readyCart(t, member)
    expect((await submit(t, member, submitBody(String(cart.id), await cardToken(t)))).statusCode).toBe(200)
    const { sent, configs } = await statementsOf(() => drain(t))
    const texts = configs.map((config) => String(config.text))
    // pg-boss's fetches (every queue's) and completions are the queue's, batched over up to 16 jobs.
    const own = texts.filter((text) => !text.includes('pgboss.'))
    const settlement = own.slice(0, own.indexOf('commit') + 1)
    expect(settlement, sent.join('\n')).toHaveLength(9)
    expect(builtPerCall(configs), sent.join('\n')).toEqual([])
    const transaction = own.slice(own.indexOf('begin'), own.indexOf('commit') + 1)
    expect(transaction, sent.join('\n')).toHaveLength(7)
    // The charge is written by the order's accepting statement (payments' own text).
    expect(own.filter((text) => text.startsWith('insert into "payment_charges"'))).toEqual([])
    expect(configs.filter((config) => config.name === 'receive_order')).toHaveLength(1)
    // The points earned reach the member's balance inside rewards' one statement (members' own write).
    expect(own.filter((text) => text.startsWith('update "users"'))).toEqual([])
    // Sales, hours, items, options, the kitchen's booking and the order's mix (its basket, group and
    // earlier orders read once and kept) in one prepared statement (ADR 064).
    const rollups = configs.map((config) => config.name).filter((name) => String(name).startsWith('report_'))
    expect(rollups).toEqual(['report_sale_add'])
    expect(own.filter((text) => text.includes('"group_orders"'))).toEqual([])
    expect(own.filter((text) => text.startsWith('select "id", "menu_id"'))).toEqual([])
    // The order waits as scheduled (ADR 066); its fire job, run by the drain before its start time,
    // is one conditional write that finds it not due.
    const fireJob = own.slice(own.indexOf('commit') + 1)
    expect(fireJob, sent.join('\n')).toHaveLength(1)
    expect(fireJob[0]).toMatch(/^update "orders"/)
    const { rows } = await t.db.$client.query<{ status: string }>(
      'select status from orders where cart_id = $1',
      [cart.id],
    )
    expect(rows).toEqual([{ status: 'scheduled' }])
  })

  it('answers a track poll in two: the session, then the basket’s owner with its latest order', async () => {
    await drain(t)
    const { cart } = await readyCart(t, member)
    expect((await submit(t, member, submitBody(String(cart.id), await cardToken(t)))).statusCode).toBe(200)
    await drain(t)
    const { sent, configs, result } = await statementsOf(() => track(t, member, String(cart.id)))
    expect(result.statusCode).toBe(200)
    expect(result.json.data.status).toBe('success')
    expect(
      configs.map((config) => config.name),
      sent.join('\n'),
    ).toEqual(['find_session', 'find_latest_order_of_cart'])
  })
})
