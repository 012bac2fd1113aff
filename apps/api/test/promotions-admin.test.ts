import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChange, listChanges } from '../src/modules/audit/index.ts'
import { PROMOTION_CHANGED_SINCE } from '../src/modules/promotions/index.ts'
import { API, openCart, type TAny } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, signInMember } from './order-helpers.ts'
import { createPromotion, PROMOTIONS_URL, promotionBody, uniqueCode } from './promotion-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

let t: TTestApp
let admin: TStaffSession
let manager: TStaffSession
let staff: TStaffSession

beforeAll(async () => {
  t = await build()
  const storeId = orderStore().id
  admin = await signInStaff(t, 'admin')
  manager = await signInStaff(t, 'manager', [storeId])
  staff = await signInStaff(t, 'staff', [storeId])
})
afterAll(async () => {
  await t.app.close()
})

/** Promotions here are scoped to a store no basket of this file opens, so they touch no basket. */
const NOWHERE = { store_ids: [999_999] }
const revertOnAudit = (changeId: string | undefined) =>
  t.call({ method: 'POST', url: `${API}/staff/audit/${changeId}/revert`, headers: admin.headers })
const changesOf = (id: string) => listChanges(t.db, { entity: 'promotion', entityId: id, limit: 10 })

describe('POST staff/back-office/promotions (ADR 061)', () => {
  it('creates a promotion as a chain admin and records the change in the audit trail', async () => {
    const code = uniqueCode()
    const created = await createPromotion(t, admin, {
      ...NOWHERE,
      code: code.toLowerCase(),
      budget_uses: 100,
    })
    expect(created).toMatchObject({
      name: '$2 off catering',
      kind: 'amount',
      amount: 200,
      code,
      budget_uses: 100,
      ended_at: null,
      uses: 0,
      spent_cents: 0,
    })
    const [change] = await changesOf(created.id)
    expect(change).toMatchObject({
      staffId: admin.id,
      entity: 'promotion',
      action: 'create',
      before: null,
      after: { name: '$2 off catering', code, amount: 200 },
    })
    expect(change?.fromAddress).toBeTruthy()
  })

  it('refuses bad input with a sentence per field, and writes nothing', async () => {
    const response = await t.call({
      method: 'POST',
      url: PROMOTIONS_URL,
      payload: promotionBody({
        name: ' ',
        kind: 'percent',
        percent: 120,
        channels: [],
        starts_at: '2026-02-30 10:00',
        code: 'no spaces please',
      }),
      headers: admin.headers,
    })
    expectError(response, 400, 'VALIDATION_FAILED')
    expect(response.json.errors).toMatchObject({
      name: 'Give the promotion a name (up to 80 characters).',
      percent: 'Enter a percent off from 1 to 100.',
      channels: 'Choose at least one channel.',
      starts_at: 'Enter the date and time it starts.',
      code: 'A code is 3 to 20 letters, digits or dashes.',
    })
    const missing = await t.call({
      method: 'POST',
      url: PROMOTIONS_URL,
      payload: promotionBody({ amount: null, starts_at: '2026-03-01T10:00', ends_at: '2026-03-01T10:00' }),
      headers: admin.headers,
    })
    expectError(missing, 400, 'VALIDATION_FAILED')
    expect(missing.json.errors).toMatchObject({
      amount: 'Enter the amount off, from $0.01 to $1,000.',
      ends_at: 'Enter an end after the start, or leave it empty.',
    })
  })

  it('refuses a code another promotion has (409, the code’s sentence)', async () => {
    const code = uniqueCode()
    await createPromotion(t, admin, { ...NOWHERE, code })
    const response = await t.call({
      method: 'POST',
      url: PROMOTIONS_URL,
      payload: promotionBody({ ...NOWHERE, code }),
      headers: admin.headers,
    })
    expectError(response, 409, 'CONFLICT')
    expect(response.json.errors).toEqual({
      code: 'Another promotion already uses this code. Choose another.',
    })
  })
})

describe('who may read and change promotions', () => {
  it('lets a manager read but not create, edit or end (403 with a sentence); store staff are refused', async () => {
    const promotion = await createPromotion(t, admin, NOWHERE)
    const list = expectOk(await t.call({ method: 'GET', url: PROMOTIONS_URL, headers: manager.headers }))
    expect(list.can_edit).toBe(false)
    expect(list.promotions.map((row: TAny) => row.id)).toContain(promotion.id)
    expect(list.products.length).toBeGreaterThan(0)
    expect(
      expectOk(await t.call({ method: 'GET', url: PROMOTIONS_URL, headers: admin.headers })).can_edit,
    ).toBe(true)
    const one = `${PROMOTIONS_URL}/${promotion.id}`
    expect(expectOk(await t.call({ method: 'GET', url: one, headers: manager.headers })).id).toBe(
      promotion.id,
    )
    const writes = [
      { method: 'POST' as const, url: PROMOTIONS_URL, payload: promotionBody(NOWHERE) },
      { method: 'PUT' as const, url: one, payload: promotionBody(NOWHERE) },
      { method: 'POST' as const, url: `${one}/end` },
    ]
    for (const write of writes) {
      const refused = await t.call({ ...write, headers: manager.headers })
      expectError(refused, 403, 'FORBIDDEN')
      expect(refused.json.message).toBe('Only a chain admin can create, change or end promotions.')
      expectError(await t.call({ ...write, headers: staff.headers }), 403, 'FORBIDDEN')
    }
    for (const read of [PROMOTIONS_URL, one]) {
      const refused = await t.call({ method: 'GET', url: read, headers: staff.headers })
      expectError(refused, 403, 'FORBIDDEN')
      expect(refused.json.message).toBe(
        'Promotions are for managers and chain admins. Ask your manager about a promotion.',
      )
    }
    const member = await signInMember(t)
    const guest = await openCart(t, { menu_id: orderStore().menu_id })
    for (const headers of [member.headers, guest.session.headers, {}]) {
      for (const call of [{ method: 'GET' as const, url: PROMOTIONS_URL }, ...writes]) {
        expectError(await t.call({ ...call, headers }), 401, 'SIGN_IN_REQUIRED')
      }
    }
    expectOk(await t.call({ method: 'GET', url: one, headers: admin.headers }))
  })

  it('answers 404 for an unknown promotion', async () => {
    const url = `${PROMOTIONS_URL}/00000000-0000-4000-8000-000000000001`
    expectError(await t.call({ method: 'GET', url, headers: admin.headers }), 404, 'NOT_FOUND')
    expectError(
      await t.call({ method: 'PUT', url, payload: promotionBody(NOWHERE), headers: admin.headers }),
      404,
      'NOT_FOUND',
    )
  })
})

describe('editing, ending and reverting a promotion', () => {
  it('edits, ends and reverts, each a change of its own in the audit trail', async () => {
    const promotion = await createPromotion(t, admin, NOWHERE)
    const url = `${PROMOTIONS_URL}/${promotion.id}`
    const edited = expectOk(
      await t.call({
        method: 'PUT',
        url,
        payload: promotionBody({ ...NOWHERE, kind: 'percent', amount: 200, percent: 15, name: '15% off' }),
        headers: admin.headers,
      }),
    )
    // Only the field of its kind is kept.
    expect(edited).toMatchObject({ name: '15% off', kind: 'percent', percent: 15, amount: null })
    const ended = expectOk(await t.call({ method: 'POST', url: `${url}/end`, headers: admin.headers }))
    expect(ended.ended_at).not.toBeNull()
    const [end, edit] = await changesOf(promotion.id)
    expect(end).toMatchObject({ action: 'retire', before: { ended_at: null } })
    expect(edit).toMatchObject({
      action: 'update',
      before: { name: '$2 off catering' },
      after: { name: '15% off' },
    })
    // The edit changed since (it was ended after): refused until the end is reverted.
    const stale = await revertOnAudit(edit?.id)
    expectError(stale, 409, 'CONFLICT')
    expect(stale.json.message).toBe(PROMOTION_CHANGED_SINCE)
    expectOk(await revertOnAudit(end?.id))
    expect(expectOk(await t.call({ method: 'GET', url, headers: admin.headers })).ended_at).toBeNull()
    expectOk(await revertOnAudit(edit?.id))
    expect(expectOk(await t.call({ method: 'GET', url, headers: admin.headers }))).toMatchObject({
      name: '$2 off catering',
      kind: 'amount',
      amount: 200,
      percent: null,
    })
    expect((await findChange(t.db, edit?.id ?? ''))?.revertedBy).not.toBeNull()
    const twice = await revertOnAudit(edit?.id)
    expectError(twice, 409, 'CONFLICT')
    expect(twice.json.message).toBe('This change has already been reverted.')
  })

  it('reverts a create by ending the promotion, once however many admins race', async () => {
    const promotion = await createPromotion(t, admin, NOWHERE)
    const [create] = await changesOf(promotion.id)
    const results = await Promise.all([1, 2].map(() => revertOnAudit(create?.id)))
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409])
    const url = `${PROMOTIONS_URL}/${promotion.id}`
    expect(expectOk(await t.call({ method: 'GET', url, headers: admin.headers })).ended_at).not.toBeNull()
    expect((await changesOf(promotion.id)).filter((change) => change.action === 'revert')).toHaveLength(1)
  })
})

describe('GET staff/back-office/promotions: the stores it names (ADR 061)', () => {
  it('answers the names of the stores its promotions name, not all 40,000 of a chain', async () => {
    const store = orderStore()
    const created = await createPromotion(t, admin, { store_ids: [store.id, 999_999] })
    const list = expectOk(await t.call({ method: 'GET', url: PROMOTIONS_URL, headers: manager.headers }))
    expect(list.stores).toContainEqual({ id: store.id, name: store.name })
    const named = new Set(
      list.promotions.flatMap((promotion: { store_ids: number[] }) => promotion.store_ids),
    )
    for (const one of list.stores) expect(named.has(one.id)).toBe(true)
    expect(list.promotions.map((promotion: { id: string }) => promotion.id)).toContain(created.id)
    expectOk(
      await t.call({ method: 'POST', url: `${PROMOTIONS_URL}/${created.id}/end`, headers: admin.headers }),
    )
  })
})
