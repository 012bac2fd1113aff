import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { addSimple, getCart, openCart, pickStore, type TAny, type TSession } from './cart-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { statementsOf } from './round-trips.ts'

/**
 * ADR 033: the hot basket writes in round trips to PostgreSQL, counted at the driver (every query a
 * pg client sends, BEGIN and COMMIT included). Not a timing: a change that adds a statement to
 * these paths shows here, with the statements it ran.
 */

let t: TTestApp
let cart: TAny
let session: TSession
/** Smoked Turkey & Swiss, with its required bread. */
const TURKEY = 102
const store = pickStore((candidate) => !candidate.unavailableProductIds.includes(TURKEY))

beforeAll(async () => {
  t = await build()
  ;({ cart, session } = await openCart(t, { menu_id: store.menu_id }))
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('round trips of the basket writes', () => {
  it('adds a line to a basket of one writer in two: the read with the session and what the change reads, the write if the basket is unchanged (ADR 033 amendment)', async () => {
    const { sent, configs, result } = await statementsOf(() => addSimple(t, session, String(cart.id), TURKEY))
    expect((result.products as TAny[]).length).toBe(1)
    expect(sent, sent.join('\n')).toHaveLength(2)
    expect(sent[0]).toMatch(/^select/i)
    expect(sent[1]).toMatch(/^with "touched"/i)
    // Each statement is built once and named for it (ADR 036), not built per add and named by its
    // text (ADR 031); neither is in a transaction.
    expect(configs.map((config) => config.name)).toEqual(['read_cart_for_change', 'touch_cart_if_unchanged'])
  })

  it('removes a line with its touch built once: the line, its delete and the catering check come between', async () => {
    const [line] = (await addSimple(t, session, String(cart.id), TURKEY)).products as TAny[]
    const { sent, configs, result } = await statementsOf(() =>
      t.call({
        method: 'DELETE',
        url: `/api/v1/carts/${cart.id}/products/${line?.id}`,
        headers: session.headers,
      }),
    )
    expect(result.statusCode, JSON.stringify(result.json)).toBe(200)
    expect(sent, sent.join('\n')).toHaveLength(7)
    expect(configs.map((config) => config.name)).toEqual([
      undefined,
      'lock_cart_for_change',
      // Built per call (named by their text, ADR 031): the line, its delete, the catering check.
      expect.stringMatching(/^s_/),
      expect.stringMatching(/^s_/),
      expect.stringMatching(/^s_/),
      'touch_cart',
      undefined,
    ])
  })

  it('answers a further add with every line, priced, in the same two', async () => {
    const before = (await addSimple(t, session, String(cart.id), TURKEY)).products as TAny[]
    const { sent, result } = await statementsOf(() => addSimple(t, session, String(cart.id), TURKEY))
    const products = result.products as TAny[]
    expect(products).toHaveLength(before.length + 1)
    const [first, last] = [products[0], products.at(-1)]
    expect(last?.cost).toEqual(first?.cost)
    expect(products.every((line) => line.available === true)).toBe(true)
    expect(sent, sent.join('\n')).toHaveLength(2)
  })

  it('answers the available times in one: the session, the basket, its store, timing and bookings', async () => {
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '')
    const { configs, result } = await statementsOf(() =>
      t.call({ method: 'GET', url: `/api/v1/carts/${cart.id}/times?day=${day}`, headers: session.headers }),
    )
    expect(result.statusCode, JSON.stringify(result.json)).toBe(200)
    expect(configs.map((config) => config.name)).toEqual(['find_cart_for_times'])
  })

  it('opens a new guest’s basket at a store this node knows in three: two rate-limit counters, then the session and the basket in one (ADR 013, amended)', async () => {
    const { sent, configs, result } = await statementsOf(() => openCart(t, { menu_id: store.menu_id }))
    expect(result.cart.products).toEqual([])
    expect(result.cart.discounts).toEqual([])
    // The token handed over is the new session's, which owns the basket.
    expect((await getCart(t, result.session, String(result.cart.id))).id).toBe(result.cart.id)
    expect(sent, sent.join('\n')).toEqual([
      'insert into rate_limits',
      'insert into rate_limits',
      'with "store" as',
    ])
    // Each built once (ADR 036); under load a node counts the hits of one event-loop turn together.
    expect(configs.map((config) => config.name)).toEqual([
      'count_rate_limit_hits',
      'count_rate_limit_hits',
      'insert_cart_at_store',
    ])
  })
})
