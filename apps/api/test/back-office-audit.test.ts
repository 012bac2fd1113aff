import { AUDIT_PAGE_SIZE, type TAuditChange } from '@deli/contracts'
import { demoCatalog } from '@deli/demo-data'
import { CHAIN_TIME_ZONE, storeToday } from '@deli/domain'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AUDIT_MANAGERS_ONLY, AUDIT_REVERT_ADMINS_ONLY } from '../src/flows/audit-routes.ts'
import { recordChange } from '../src/modules/audit/index.ts'
import { DAYPARTS_CHANGED_SINCE, PRICE_CHANGED_SINCE } from '../src/modules/menus/index.ts'
import { PROMOTION_CHANGED_SINCE } from '../src/modules/promotions/index.ts'
import { STORE_CHANGED_SINCE } from '../src/modules/stores/index.ts'
import { admin, categoryId, cook, manager, t, useCatalogueApp } from './back-office-catalogue-helpers.ts'
import { CATALOGUE, menuProduct, productBody } from './back-office-helpers.ts'
import { API, menuOf } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { orderStore, sellableProductId } from './order-helpers.ts'
import { createPromotion, PROMOTIONS_URL, promotionBody } from './promotion-helpers.ts'
import type { TStaffSession } from './staff-helpers.ts'

const AUDIT = `${API}/staff/audit`
// The catalogue tests' app and callers: an admin, the order store's manager and cook, the mealtime category.
useCatalogueApp()

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: TStaffSession | null = admin,
  payload?: object,
) => t.call({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) })
const newProduct = async () =>
  expectOk(await call('POST', `${CATALOGUE}/products`, admin, productBody(categoryId)))
const changesOf = async (productId: number, who: TStaffSession = admin) =>
  expectOk(await call('GET', `${AUDIT}?entity=product`, who)).changes.filter(
    (change: { entityId: string }) => change.entityId === String(productId),
  )
const revert = (id: string, who: TStaffSession = admin) => call('POST', `${AUDIT}/${id}/revert`, who)

describe('GET staff/audit', () => {
  it('lists each change newest first with who, what and from where, filtered by entity and staff', async () => {
    const product = await newProduct()
    expectOk(await call('POST', `${CATALOGUE}/products/${product.id}/retire`, admin, {}))
    const [retired, created] = await changesOf(product.id)
    expect(retired).toMatchObject({
      action: 'retire',
      staffId: admin.id,
      staffName: 'Test admin',
      canRevert: true,
    })
    expect(created).toMatchObject({ action: 'create', before: null, fromAddress: '127.0.0.1' })
    expect(created.after).toMatchObject({ name: product.name, cost: 1149, stores: 'all' })
    const mine = expectOk(await call('GET', `${AUDIT}?staff_id=${admin.id}&entity=category`)).changes
    expect(
      mine.every(
        (change: { staffId: string; entity: string }) =>
          change.staffId === admin.id && change.entity === 'category',
      ),
    ).toBe(true)
  })

  it('pages by the cursor it gives, and filters by days', async () => {
    const who = { id: admin.id, name: 'Test admin' }
    await t.db.transaction(async (tx) => {
      for (let n = 0; n <= AUDIT_PAGE_SIZE; n += 1)
        await recordChange(tx, {
          staff: who,
          entity: 'menu',
          entityId: `m${n}`,
          action: 'publish',
          before: null,
          after: {},
          fromAddress: '203.0.113.9',
        })
    })
    await recordChange(t.db, {
      staff: who,
      entity: 'menu',
      entityId: 'last',
      action: 'publish',
      before: null,
      after: {},
      fromAddress: '203.0.113.9',
    })
    const first = expectOk(await call('GET', `${AUDIT}?entity=menu`))
    expect(first.changes).toHaveLength(AUDIT_PAGE_SIZE)
    expect(first.changes[0].entityId).toBe('last')
    expect(first.next).not.toBeNull()
    const today = storeToday(new Date(), CHAIN_TIME_ZONE)
    const second = expectOk(
      await call(
        'GET',
        `${AUDIT}?entity=menu&from=${today}&to=${today}&before=${encodeURIComponent(first.next)}`,
      ),
    )
    expect(second.changes.length).toBeGreaterThan(0)
    expect(second.next).toBeNull()
    expect(expectOk(await call('GET', `${AUDIT}?entity=menu&to=2001-01-01`)).changes).toEqual([])
    const bad = await call('GET', `${AUDIT}?from=yesterday`)
    expectValidationError(bad, 'from')
    const reversed = await call('GET', `${AUDIT}?from=2026-11-27&to=2026-11-26`)
    expectValidationError(reversed, 'to')

    // Days are the chain's calendar: 23:30 in Chicago on Nov 26 is 05:30 UTC on Nov 27.
    const late = await recordChange(t.db, {
      staff: who,
      entity: 'menu',
      entityId: 'late-evening',
      action: 'publish',
      before: null,
      after: {},
      fromAddress: '203.0.113.9',
    })
    await t.db.execute(
      sql`update back_office_changes set created_at = '2026-11-27T05:30:00Z' where id = ${late}`,
    )
    const ids = async (days: string) =>
      expectOk(await call('GET', `${AUDIT}?entity=menu&${days}`)).changes.map(
        (change: TAuditChange) => change.entityId,
      )
    expect(await ids('from=2026-11-26&to=2026-11-26')).toEqual(['late-evening'])
    expect(await ids('from=2026-11-27&to=2026-11-27')).toEqual([])

    // A store's change is read on its store's clock: the answer carries the store's zone.
    const far = 40 // not one of the demo manager's stores, whose changes another case counts
    const { rows } = await t.db.$client.query<{ timezone: string }>(
      'select timezone from stores where id = $1',
      [far],
    )
    await recordChange(t.db, {
      staff: who,
      entity: 'store',
      entityId: String(far),
      action: 'update',
      storeId: far,
      before: null,
      after: {},
      fromAddress: '203.0.113.9',
    })
    const [touched] = expectOk(await call('GET', `${AUDIT}?entity=store&store_id=${far}`)).changes
    expect(touched).toMatchObject({ storeId: far, storeTimezone: rows[0]?.timezone })
    expect(rows[0]?.timezone).toMatch(/^America\//)
    const [chainWide] = expectOk(await call('GET', `${AUDIT}?entity=menu`)).changes
    expect(chainWide.storeTimezone).toBeNull()
    expect(bad.json.errors.from).toBe('Use a date like 2026-11-27.')
  })

  it('a manager reads the chain’s changes and their stores’, but cannot revert; store staff and guests are refused', async () => {
    const product = await newProduct()
    const [created] = await changesOf(product.id, manager)
    expect(created).toMatchObject({ action: 'create', canRevert: false })
    // A store's own changes: another store's are none of the manager's business.
    const storeId = orderStore().id
    const who = { id: admin.id, name: 'Test admin' }
    const scoped = {
      staff: who,
      entity: 'price-override',
      action: 'update',
      before: {},
      after: {},
      fromAddress: '203.0.113.9',
    } as const
    await recordChange(t.db, { ...scoped, entityId: 'here', storeId })
    await recordChange(t.db, { ...scoped, entityId: 'elsewhere', storeId: storeId + 1 })
    const mine = expectOk(await call('GET', `${AUDIT}?entity=price-override`, manager)).changes
    expect(mine.map((change: { entityId: string }) => change.entityId)).toEqual(['here'])
    const theirs = expectOk(await call('GET', `${AUDIT}?store_id=${storeId + 1}`, manager)).changes
    expect(theirs).toEqual([])
    const forAdmin = expectOk(await call('GET', `${AUDIT}?store_id=${storeId + 1}`)).changes
    expect(forAdmin.map((change: { entityId: string }) => change.entityId)).toEqual(['elsewhere'])
    const refused = await call('GET', AUDIT, cook)
    expectError(refused, 403, 'FORBIDDEN')
    expect(refused.json.message).toBe(AUDIT_MANAGERS_ONLY)
    expectError(await call('GET', AUDIT, null), 401, 'SIGN_IN_REQUIRED')
    const notAdmin = await revert(created.id, manager)
    expectError(notAdmin, 403, 'FORBIDDEN')
    expect(notAdmin.json.message).toBe(AUDIT_REVERT_ADMINS_ONLY)
  })
})

describe('POST staff/audit/{id}/revert', () => {
  it('re-applies an edit’s before, once, and the menu follows', async () => {
    const store = orderStore()
    const product = await newProduct()
    const { stores: _stores, ...input } = productBody(categoryId, {
      name: product.name,
      optionGroups: product.optionGroups,
    })
    expectOk(
      await call('PUT', `${CATALOGUE}/products/${product.id}`, admin, {
        ...input,
        cost: 1399,
        name: `${product.name} XL`,
      }),
    )
    expect((await menuProduct(t, store.menu_id, product.id)).cost).toBe(1399)
    const [edit] = await changesOf(product.id)
    const undone = expectOk(await revert(edit.id))
    expect(undone).toMatchObject({ action: 'revert', revertOf: edit.id, canRevert: false })
    expect(await menuProduct(t, store.menu_id, product.id)).toMatchObject({ cost: 1149, name: product.name })
    const [, marked] = await changesOf(product.id)
    expect(marked).toMatchObject({ id: edit.id, revertedBy: undone.id, canRevert: false })
    const twice = await revert(edit.id)
    expectError(twice, 409, 'CONFLICT')
    expect(twice.json.message).toBe('This change has already been reverted.')
  })

  it('refuses with a sentence when the thing changed since', async () => {
    const product = await newProduct()
    const { stores: _stores, ...input } = productBody(categoryId, {
      name: product.name,
      optionGroups: product.optionGroups,
    })
    expectOk(await call('PUT', `${CATALOGUE}/products/${product.id}`, admin, { ...input, cost: 1299 }))
    expectOk(await call('PUT', `${CATALOGUE}/products/${product.id}`, admin, { ...input, cost: 1349 }))
    const [, older] = await changesOf(product.id)
    const refused = await revert(older.id)
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe(
      `${product.name} has changed since; revert the later change first, or edit it directly.`,
    )
  })

  it('a retirement reverted lists the product again on the menus it left; a creation reverted retires it', async () => {
    const store = orderStore()
    const product = await newProduct()
    expectOk(await call('POST', `${CATALOGUE}/products/${product.id}/retire`, admin, {}))
    const [retired, created] = await changesOf(product.id)
    expectOk(await revert(retired.id))
    expect(await menuProduct(t, store.menu_id, product.id)).toMatchObject({ cost: 1149 })
    expectOk(await revert(created.id))
    expect(await menuProduct(t, store.menu_id, product.id)).toBeUndefined()
  })

  it('a category move reverted puts the order back; a new category is not removed', async () => {
    const before = expectOk(await call('GET', CATALOGUE)).categories.map((c: { id: number }) => c.id)
    expectOk(await call('POST', `${CATALOGUE}/categories/${before[2]}/move`, admin, { direction: 'up' }))
    const [move] = expectOk(await call('GET', `${AUDIT}?entity=category`)).changes
    expectOk(await revert(move.id))
    expect(expectOk(await call('GET', CATALOGUE)).categories.map((c: { id: number }) => c.id)).toEqual(before)
    expectOk(
      await call('POST', `${CATALOGUE}/categories`, admin, {
        name: 'Pies',
        description: '',
        superCategory: 'mealtime',
      }),
    )
    const [created] = expectOk(await call('GET', `${AUDIT}?entity=category`)).changes
    const refused = await revert(created.id)
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe(
      'A new category is not removed; rename it or move its products instead.',
    )
    expectError(await revert('00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND')
    expectValidationError(await revert('not-a-uuid'), 'id')
  })
})

describe('POST staff/audit/{id}/revert: stores, promotions, prices and dayparts (ADR 057)', () => {
  const latest = async (entity: string) => {
    const [change] = expectOk(await call('GET', `${AUDIT}?entity=${entity}`)).changes
    return change as { id: string; action: string; canRevert: boolean; entityId: string }
  }
  /** Reverted once, refused the second time with the trail's sentence. */
  const revertOnce = async (id: string) => {
    const undone = expectOk(await revert(id))
    expect(undone).toMatchObject({ action: 'revert', revertOf: id, canRevert: false })
    const twice = await revert(id)
    expectError(twice, 409, 'CONFLICT')
    expect(twice.json.message).toBe('This change has already been reverted.')
  }
  const refusedAsChanged = async (id: string, sentence: string) => {
    const refused = await revert(id)
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe(sentence)
  }

  it("a store's settings change is put back once, and refused when the store changed since", async () => {
    const store = orderStore()
    const settings = `${API}/staff/stores/${store.id}/settings`
    const storeFee = async () => expectOk(await call('GET', settings))
    const feeBefore = (await storeFee()).delivery_fee_cents
    expectOk(await call('PATCH', settings, admin, { delivery_fee_cents: feeBefore + 100 }))
    const change = await latest('store')
    expect(change).toMatchObject({ action: 'update', canRevert: true, entityId: String(store.id) })
    expectError(await revert(change.id, manager), 403, 'FORBIDDEN')
    await revertOnce(change.id)
    expect((await storeFee()).delivery_fee_cents).toBe(feeBefore)

    expectOk(await call('PATCH', settings, admin, { delivery_fee_cents: feeBefore + 200 }))
    const older = await latest('store')
    expectOk(await call('PATCH', settings, admin, { delivery_fee_cents: feeBefore + 300 }))
    await refusedAsChanged(older.id, STORE_CHANGED_SINCE)
    expect((await storeFee()).delivery_fee_cents).toBe(feeBefore + 300)
  })

  it("a promotion's edit is put back once, and refused when the promotion changed since", async () => {
    const promotion = await createPromotion(t, admin, { store_ids: [999_999] })
    const url = `${PROMOTIONS_URL}/${promotion.id}`
    const edit = (name: string) => call('PUT', url, admin, promotionBody({ store_ids: [999_999], name }))
    expectOk(await edit('Catering, renamed'))
    const renamed = await latest('promotion')
    expect(renamed).toMatchObject({ action: 'update', canRevert: true, entityId: promotion.id })
    await revertOnce(renamed.id)
    expect(expectOk(await call('GET', url)).name).toBe(promotion.name)

    expectOk(await edit('Catering, once'))
    const older = await latest('promotion')
    expectOk(await call('POST', `${url}/end`, admin, {}))
    await refusedAsChanged(older.id, PROMOTION_CHANGED_SINCE)
    expect(expectOk(await call('GET', url))).toMatchObject({ name: 'Catering, once' })
  })

  it("a store's price is put back once, and refused when the price moved since", async () => {
    const store = orderStore()
    const productId = sellableProductId(store.menu_id)
    const menuCost = async () => (await menuOf(t, store.menu_id)).get(productId)?.cost
    const menuPrice = await menuCost()
    const setPrice = (cost: number) =>
      call('PUT', `${API}/staff/back-office/prices`, admin, {
        scope: 'store',
        store_id: store.id,
        product_id: productId,
        cost,
      })
    expectOk(await setPrice(777))
    const change = await latest('price-override')
    expect(change).toMatchObject({ action: 'update', canRevert: true })
    await revertOnce(change.id)
    expect(await menuCost()).toBe(menuPrice)

    expectOk(await setPrice(701))
    const older = await latest('price-override')
    expectOk(await setPrice(702))
    await refusedAsChanged(older.id, PRICE_CHANGED_SINCE)
    expect(await menuCost()).toBe(702)
  })

  it("a store's dayparts are put back once, and refused when they changed since", async () => {
    const store = orderStore()
    const url = `${API}/staff/stores/${store.id}/dayparts`
    const categoryId = demoCatalog.find((category) =>
      category.products.some((product) => product.product_id === sellableProductId(store.menu_id)),
    )?.id
    const rule = (name: string) => ({
      category_id: categoryId,
      name,
      day: null,
      start: 60,
      end: 120,
      lead_minutes: 0,
    })
    const daypartsNow = async () => expectOk(await call('GET', url)).dayparts
    const was = await daypartsNow()
    expectOk(await call('PUT', url, admin, { dayparts: [rule('Night owls')] }))
    const change = await latest('daypart')
    expect(change).toMatchObject({ action: 'update', canRevert: true, entityId: String(store.id) })
    await revertOnce(change.id)
    expect(await daypartsNow()).toEqual(was)

    expectOk(await call('PUT', url, admin, { dayparts: [rule('Early birds')] }))
    const older = await latest('daypart')
    expectOk(await call('PUT', url, admin, { dayparts: [rule('Late risers')] }))
    await refusedAsChanged(older.id, DAYPARTS_CHANGED_SINCE)
    expect((await daypartsNow()).map((daypart: { name: string }) => daypart.name)).toEqual(['Late risers'])
    expectOk(await call('PUT', url, admin, { dayparts: was }))
  })
})
