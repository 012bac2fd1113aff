import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { addSimple, openCart, pickStore, type TAny, type TSession } from './cart-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { statementsOf } from './round-trips.ts'

/**
 * Issue 13: the hot basket writes in round trips to PostgreSQL, counted at the driver (every query a
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

describe('round trips of the basket writes (issue 13)', () => {
  it('adds a line in five: the session, then begin, the lock with what the change reads, the touch that inserts and reads back, commit', async () => {
    const { sent, result } = await statementsOf(() => addSimple(t, session, String(cart.id), TURKEY))
    expect((result.products as TAny[]).length).toBe(1)
    expect(sent, sent.join('\n')).toHaveLength(5)
    expect(sent[1]).toMatch(/^begin/i)
    expect(sent[2]).toMatch(/^select/i)
    expect(sent[3]).toMatch(/^with "added"/i)
    expect(sent[4]).toMatch(/^commit/i)
  })

  it('answers a second add with both lines, priced, in the same five', async () => {
    const { sent, result } = await statementsOf(() => addSimple(t, session, String(cart.id), TURKEY))
    const products = result.products as TAny[]
    expect(products).toHaveLength(2)
    const [first, second] = products
    expect(second?.cost).toEqual(first?.cost)
    expect(products.map((line) => line.available)).toEqual([true, true])
    expect(sent, sent.join('\n')).toHaveLength(5)
  })

  it('opens a new guest’s basket in five: two rate-limit counters, the store with its timing, the session, the basket', async () => {
    const { sent, result } = await statementsOf(() => openCart(t, { menu_id: store.menu_id }))
    expect(result.cart.products).toEqual([])
    expect(result.cart.discounts).toEqual([])
    expect(sent, sent.join('\n')).toEqual([
      'insert into "rate_limits"',
      'select "id", "menu_id",',
      'insert into "rate_limits"',
      'insert into "sessions"',
      'insert into "carts"',
    ])
  })
})
