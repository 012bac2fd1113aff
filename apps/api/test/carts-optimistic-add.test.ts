import { sql } from 'drizzle-orm'
import pg from 'pg'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { touchCartIfUnchanged } from '../src/modules/carts/conditional-touch.ts'
import { addSimple, cartUrl, openCart, pickStore, type TAny, type TSession } from './cart-helpers.ts'
import { addItem, joinGroup, startGroup } from './group-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import { statementsOf } from './round-trips.ts'

/**
 * ADR 033 amendment: a basket of one writer is added to optimistically — read without the lock, written
 * only if its row is still the version read — and everything else, or a write that lost, takes the
 * lock path. Nothing is lost or doubled either way.
 */

let t: TTestApp
/** Smoked Turkey & Swiss, with its required bread. */
const TURKEY = 102
const store = pickStore((candidate) => !candidate.unavailableProductIds.includes(TURKEY))

beforeAll(async () => {
  t = await build()
})

const lineCount = async (cartId: string) => {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from cart_lines where cart_id = ${cartId}::uuid`,
  )
  return rows[0]?.n
}

const versionOf = async (cartId: string) => {
  const { rows } = await t.db.execute<{ version: string }>(
    sql`select xmin::text as version from carts where id = ${cartId}::uuid`,
  )
  return String(rows[0]?.version)
}

const turkeyLine = (cartId: string) => ({
  cartId,
  productId: TURKEY,
  name: 'Smoked Turkey & Swiss',
  quantity: 1,
  unitCost: 999,
  choices: [],
  instructions: '',
  recipient: '',
  participantId: null,
  isCatering: false,
})

describe('the optimistic add', () => {
  it('writes nothing when the basket row is no longer the version read, and the line when it is', async () => {
    const { cart } = await openCart(t, { menu_id: store.menu_id })
    const cartId = String(cart.id)
    const version = await versionOf(cartId)
    const stale = String(Number(version) - 1)
    expect(await touchCartIfUnchanged(t.db, cartId, stale, 30, turkeyLine(cartId))).toBeUndefined()
    expect(await lineCount(cartId)).toBe(0)

    const touched = await touchCartIfUnchanged(t.db, cartId, version, 30, turkeyLine(cartId))
    expect(touched?.lines.map((line) => line.productId)).toEqual([TURKEY])
    expect(touched?.lines[0]?.choices).toEqual([])
    expect(await lineCount(cartId)).toBe(1)
    // The write moved the version: the same version again is stale.
    expect(await touchCartIfUnchanged(t.db, cartId, version, 30, turkeyLine(cartId))).toBeUndefined()
    expect(await lineCount(cartId)).toBe(1)
  })

  it('lands every one of many adds sent at once to one basket, one at a time: none loses, none takes the lock (second amendment)', async () => {
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const cartId = String(cart.id)
    const { configs, result } = await statementsOf(() =>
      Promise.all(Array.from({ length: 12 }, () => addSimple(t, session, cartId, TURKEY))),
    )
    expect(result).toHaveLength(12)
    const names = configs.map((config) => config.name)
    expect(names).toEqual(Array(12).fill(['read_cart_for_change', 'touch_cart_if_unchanged']).flat())
    // Each add read what the one before it wrote: the basket grew by one line each time.
    expect(result.map((answer) => (answer.products as TAny[]).length).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    )
    expect(await lineCount(cartId)).toBe(12)
    const answered = await t.call({ method: 'GET', url: cartUrl(cartId), headers: session.headers })
    const products = (answered.json as TAny).data as TAny
    expect(new Set((products.products as TAny[]).map((line) => line.id)).size).toBe(12)
  })

  it('takes the lock path when another writer changed the basket between the read and the write, and for the next add', async () => {
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const cartId = String(cart.id)
    // Another node writes the basket right after this add read it.
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
    const names: (string | undefined)[] = []
    let interfered = false
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args
    ) {
      const name = (args[0] as { name?: string } | undefined)?.name
      names.push(name)
      const done = args.at(-1)
      if (interfered || name !== 'read_cart_for_change' || typeof done !== 'function') {
        return query.apply(this, args) as never
      }
      // From here on the spy only records statements (the other writer's too). The pool hands the
      // read's answer to its callback: the other writer commits before the add sees it.
      interfered = true
      const answered = (...result: unknown[]) => {
        void t.db.$client
          .query('update carts set updated_at = now() where id = $1', [cartId])
          .then(() => (done as (...all: unknown[]) => void)(...result))
      }
      return query.apply(this, [...args.slice(0, -1), answered]) as never
    })
    const result = await addSimple(t, session, cartId, TURKEY).finally(() => spy.mockRestore())
    expect((result.products as TAny[]).length).toBe(1)
    expect(names).toEqual([
      'read_cart_for_change',
      // The other writer's update (named by its text, ADR 031), committed before the add writes.
      expect.stringMatching(/^s_/),
      'touch_cart_if_unchanged',
      undefined,
      'lock_cart_for_change',
      'touch_cart_adding_line',
      undefined,
    ])
    const next = await statementsOf(() => addSimple(t, session, cartId, TURKEY))
    expect((next.result.products as TAny[]).length).toBe(2)
    expect(next.configs.map((config) => config.name)).toEqual([
      undefined,
      'lock_cart_for_change',
      'touch_cart_adding_line',
      undefined,
    ])
  })

  it('adds to a group order’s basket under its lock: the host and a participant alike, read once', async () => {
    const { host, cart, group, menuId } = await startGroup(t)
    const guest = await joinGroup(t, String(group.id), 'Grace')
    const before = await lineCount(String(cart.id))
    const names = async (session: TSession) =>
      (await statementsOf(() => addItem(t, session, String(cart.id), menuId))).configs.map(
        (config) => config.name,
      )
    // The host's add: the unlocked read finds a group basket and hands it to the lock path.
    const first = await names(host)
    expect(first).toEqual(
      expect.arrayContaining(['read_cart_for_change', 'lock_cart_for_change', 'touch_cart_adding_line']),
    )
    expect(first).not.toContain('touch_cart_if_unchanged')
    // The participant's, right after: the basket is known to need its lock, so it is not read twice.
    const second = await names(guest.session)
    expect(second).toEqual(expect.arrayContaining(['lock_cart_for_change', 'touch_cart_adding_line']))
    expect(second).not.toContain('read_cart_for_change')
    expect(second).not.toContain('touch_cart_if_unchanged')
    expect(await lineCount(String(cart.id))).toBe(Number(before) + 2)
  })

  it('answers another session’s and an unknown basket as the lock path does', async () => {
    const { cart } = await openCart(t, { menu_id: store.menu_id })
    const other: TSession = (await openCart(t, { menu_id: store.menu_id })).session
    const body = { product_id: TURKEY, quantity: 1, choices: [] }
    const stranger = await t.call({
      method: 'POST',
      url: cartUrl(String(cart.id), '/products'),
      payload: body,
      headers: other.headers,
    })
    expect(stranger.statusCode).toBe(404)
    const unknown = await t.call({
      method: 'POST',
      url: cartUrl('00000000-0000-4000-8000-000000000000', '/products'),
      payload: body,
      headers: other.headers,
    })
    expect(unknown.statusCode).toBe(404)
    expect(await lineCount(String(cart.id))).toBe(0)
  })
})
