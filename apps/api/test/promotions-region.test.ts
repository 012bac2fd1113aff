import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listChanges } from '../src/modules/audit/index.ts'
import { addSimple, cartUrl, openCart, pickStore, type TAny } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, sellableProductId } from './order-helpers.ts'
import { createPromotion, PROMOTIONS_URL, promotionBody, uniqueCode } from './promotion-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

let t: TTestApp
let admin: TStaffSession
let manager: TStaffSession
const store = orderStore()
/** A store of the same state in another city, and one of another state (the demo chain has both). */
const sameState = pickStore((other) => other.state === store.state && other.city !== store.city)
const otherState = pickStore((other) => other.state !== store.state)
/** The region keys of the store (ADR 062): its state, and its state and city slug. */
let state: string
let city: string

beforeAll(async () => {
  t = await build()
  admin = await signInStaff(t, 'admin')
  manager = await signInStaff(t, 'manager', [store.id])
  const { rows } = await t.db.$client.query<{ state: string; path: string }>(
    'select state, path from stores where id = $1',
    [store.id],
  )
  const row = rows[0]
  if (!row) throw new Error('no store')
  state = row.state
  city = `${row.state}/${row.path.split('/')[1]}`
})
afterAll(async () => {
  await t.app.close()
})

const promotionOf = (cart: TAny) =>
  (cart.discounts as TAny[]).filter((discount) => discount.source === 'promotion')

/** A guest's basket at `at` with one item and `code` typed: its promotion discounts. */
async function basketWithCode(at: { menu_id: number }, code: string): Promise<TAny[]> {
  const { cart, session } = await openCart(t, { menu_id: at.menu_id })
  await addSimple(t, session, String(cart.id), sellableProductId(at.menu_id), 1)
  const typed = await t.call({
    method: 'PUT',
    url: cartUrl(cart.id, '/promotion-code'),
    payload: { code },
    headers: session.headers,
  })
  return promotionOf(expectOk(typed))
}

describe('a promotion limited to a region (ADR 061, keys of ADR 062)', () => {
  it('creates and edits a promotion by state and by city, each recorded in the audit trail', async () => {
    const created = await createPromotion(t, admin, { code: uniqueCode('STATE'), region: state })
    expect(created).toMatchObject({ region: state, store_ids: [] })
    // The rule is kept, not a list of its stores: a store opened there later is in it.
    const { rows } = await t.db.$client.query('select region, store_ids from promotions where id = $1', [
      created.id,
    ])
    expect(rows).toEqual([{ region: state, store_ids: [] }])
    const edited = expectOk(
      await t.call({
        method: 'PUT',
        url: `${PROMOTIONS_URL}/${created.id}`,
        payload: promotionBody({ code: created.code, region: city }),
        headers: admin.headers,
      }),
    )
    expect(edited.region).toBe(city)
    const read = expectOk(
      await t.call({ method: 'GET', url: `${PROMOTIONS_URL}/${created.id}`, headers: manager.headers }),
    )
    expect(read.region).toBe(city)
    const changes = await listChanges(t.db, { entity: 'promotion', entityId: created.id, limit: 10 })
    const update = changes.find((change) => change.action === 'update')
    expect(update?.before).toMatchObject({ region: state })
    expect(update?.after).toMatchObject({ region: city })
    // Left out, a body has no region (clients from before regions).
    const { region: _left, ...withoutRegion } = promotionBody({ code: uniqueCode('NONE') })
    const plain = await t.call({
      method: 'POST',
      url: PROMOTIONS_URL,
      payload: withoutRegion,
      headers: admin.headers,
    })
    expect(plain.statusCode).toBe(201)
    expect(plain.json.data.region).toBeNull()
  })

  it('refuses a malformed region (400) and a state or city without stores (422), with the field’s sentence', async () => {
    const sentence = 'Choose a state, or a state and one of its cities, where the chain has stores.'
    const count = async () =>
      Number((await t.db.$client.query('select count(*) from promotions')).rows[0]?.count)
    const before = await count()
    const malformed = await t.call({
      method: 'POST',
      url: PROMOTIONS_URL,
      payload: promotionBody({ region: 'Texas' }),
      headers: admin.headers,
    })
    expectError(malformed, 400, 'VALIDATION_FAILED')
    expect(malformed.json.errors).toMatchObject({ region: sentence })
    for (const region of ['ZZ', `${state}/no-such-city`]) {
      const unknown = await t.call({
        method: 'POST',
        url: PROMOTIONS_URL,
        payload: promotionBody({ region }),
        headers: admin.headers,
      })
      expectError(unknown, 422, 'VALIDATION_FAILED')
      expect(unknown.json.errors).toEqual({ region: sentence })
      expect(unknown.json.message).toBe(sentence)
    }
    const existing = await createPromotion(t, admin, { code: uniqueCode('EDIT'), region: state })
    const badEdit = await t.call({
      method: 'PUT',
      url: `${PROMOTIONS_URL}/${existing.id}`,
      payload: promotionBody({ code: existing.code, region: 'ZZ/nowhere' }),
      headers: admin.headers,
    })
    expectError(badEdit, 422, 'VALIDATION_FAILED')
    expect(badEdit.json.errors).toEqual({ region: sentence })
    expect(await count()).toBe(before + 1)
  })

  it('lets a manager read a region but not set one (403)', async () => {
    const refused = await t.call({
      method: 'POST',
      url: PROMOTIONS_URL,
      payload: promotionBody({ region: state }),
      headers: manager.headers,
    })
    expectError(refused, 403, 'FORBIDDEN')
    expect(refused.json.message).toBe('Only a chain admin can create, change or end promotions.')
  })

  it('applies to a basket at a store in its region, and not at one outside it', async () => {
    const byCity = uniqueCode('CITY')
    await createPromotion(t, admin, { code: byCity, region: city })
    expect(await basketWithCode(store, byCity)).toEqual([expect.objectContaining({ amount: 200 })])
    const notHere = [
      expect.objectContaining({ amount: 0, problem: '$2 off catering is not offered at this store.' }),
    ]
    expect(await basketWithCode(sameState, byCity)).toEqual(notHere)
    const byState = uniqueCode('STATE')
    await createPromotion(t, admin, { code: byState, region: state })
    expect(await basketWithCode(sameState, byState)).toEqual([expect.objectContaining({ amount: 200 })])
    expect(await basketWithCode(otherState, byState)).toEqual(notHere)
  })
})
