import { ZStoreAdminSchema } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { TEXTS } from '@deli/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChange, listChanges } from '../src/modules/audit/index.ts'
import { CHAIN_ADMIN_ONLY, MANAGER_FIELDS_ONLY } from '../src/modules/operations/store-admin-routes.ts'
import { findStoreById, NOT_REVERTIBLE, STORE_CHANGED_SINCE } from '../src/modules/stores/index.ts'
import { CATALOGUE, mealtimeCategoryId, productBody } from './back-office-helpers.ts'
import { API, menuOf, type TAny } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, type TMember } from './order-helpers.ts'
import { documentedRoutes, signInStoreRoles, type TStaffCall, type TStaffSession } from './staff-helpers.ts'

/** The back office's stores (ADR 060): list, create, edit, publish, revert; who may do what. */

let t: TTestApp
const store = orderStore()
let staff: TStaffSession
let manager: TStaffSession
let otherManager: TStaffSession
let admin: TStaffSession
let member: TMember
beforeAll(async () => {
  t = await build()
  ;({ staff, manager, otherManager, admin, member } = await signInStoreRoles(t, store.id))
})
afterAll(async () => {
  await t.app.close()
})

const as = (
  who: { headers: Record<string, string> } | null,
  call: TStaffCall | (Omit<TStaffCall, 'method'> & { method: 'PATCH' }),
) => t.call({ ...(call as TStaffCall), headers: who?.headers ?? {} })
const settingsUrl = (id: number | string = store.id) => `${API}/staff/stores/${id}/settings`
const services = {
  pickup: true,
  curbside: true,
  drivethru: false,
  delivery: true,
  dispatch: false,
  groupsplitpay: false,
  transfercart: true,
}
let counter = 0
const newStore = (overrides: TAny = {}): TAny => ({
  name: `Red Door Boise ${++counter}`,
  address: '150 N Capitol Blvd',
  city: 'Boise',
  state: 'ID',
  zip: '83702',
  phone: '2085550100',
  timezone: 'America/Boise',
  tax_rate_bps: 600,
  services,
  advance_days: 7,
  delivery_zone: { type: 'radius', miles: 4 },
  delivery_fee_cents: 399,
  delivery_minimum_cents: 1500,
  is_coming_soon: false,
  opening_date: null,
  menu_from_store_id: store.id,
  ...overrides,
})
const create = (body: TAny = newStore(), who: TStaffSession = admin) =>
  as(who, { method: 'POST', url: `${API}/staff/stores`, payload: body })
const publish = (id: number, is_published: boolean, who: TStaffSession = admin) =>
  as(who, { method: 'PUT', url: `${API}/staff/stores/${id}/publish`, payload: { is_published } })
const patch = (payload: TAny, who: TStaffSession = admin, id = store.id) =>
  as(who, { method: 'PATCH', url: settingsUrl(id), payload })
const created = (response: { statusCode: number; json: TAny }) => {
  expect(response.statusCode, JSON.stringify(response.json)).toBe(201)
  return ZStoreAdminSchema.parse(response.json.data)
}
const nearBoise = async () =>
  expectOk(await t.call({ method: 'GET', url: `${API}/locations?lat=43.615&lng=-116.2` })).locations as TAny[]

describe('who may use the store routes', () => {
  it('covers every back-office store route of the OpenAPI document', async () => {
    const ours = await documentedRoutes(
      t,
      /\/staff\/stores(\/\{storeId\}\/(settings|publish|dayparts|menu))?$/,
    )
    expect(ours.sort()).toEqual(
      [
        'GET /api/v1/staff/stores',
        'POST /api/v1/staff/stores',
        'GET /api/v1/staff/stores/{storeId}/settings',
        'PATCH /api/v1/staff/stores/{storeId}/settings',
        'PUT /api/v1/staff/stores/{storeId}/publish',
        'GET /api/v1/staff/stores/{storeId}/dayparts',
        'PUT /api/v1/staff/stores/{storeId}/dayparts',
        'PUT /api/v1/staff/stores/{storeId}/menu',
      ].sort(),
    )
  })

  it('reads: the store’s staff, its manager and admins; another store’s manager 403; members and guests 401', async () => {
    for (const url of [settingsUrl(), `${API}/staff/stores/${store.id}/dayparts`]) {
      for (const who of [staff, manager, admin]) expectOk(await as(who, { method: 'GET', url }))
      expectError(await as(otherManager, { method: 'GET', url }), 403, 'FORBIDDEN')
      expectError(await as(member, { method: 'GET', url }), 401, 'SIGN_IN_REQUIRED')
      expectError(await as(null, { method: 'GET', url }), 401, 'SIGN_IN_REQUIRED')
    }
    expectError(await as(member, { method: 'GET', url: `${API}/staff/stores` }), 401, 'SIGN_IN_REQUIRED')
  })

  it('creating and publishing are a chain admin’s: managers and staff get a sentence', async () => {
    for (const who of [manager, staff]) {
      const refused = await create(newStore(), who)
      expectError(refused, 403, 'FORBIDDEN')
      expect(refused.json.message).toBe(CHAIN_ADMIN_ONLY)
      expectError(await publish(store.id, true, who), 403, 'FORBIDDEN')
    }
    expectError(await create(newStore(), null as unknown as TStaffSession), 401, 'SIGN_IN_REQUIRED')
  })

  it('a manager changes the phone of their store and nothing chain-level; staff change nothing', async () => {
    const original = (expectOk(await as(admin, { method: 'GET', url: settingsUrl() })) as TAny).phone
    const changed = ZStoreAdminSchema.parse(expectOk(await patch({ phone: '2145550199' }, manager)))
    expect(changed).toMatchObject({ phone: '2145550199', may_edit: 'manager' })
    const refused = await patch({ tax_rate_bps: 0, phone: '2145550198' }, manager)
    expectError(refused, 403, 'FORBIDDEN')
    expect(refused.json.message).toBe(MANAGER_FIELDS_ONLY)
    expect(refused.json.errors).toEqual({ tax_rate_bps: MANAGER_FIELDS_ONLY })
    const staffRefused = await patch({ phone: '2145550197' }, staff)
    expectError(staffRefused, 403, 'FORBIDDEN')
    expect(staffRefused.json.message).toBe(
      "Only the store's manager or a chain admin can see or change this.",
    )
    expectError(await patch({ phone: '2145550197' }, otherManager), 403, 'FORBIDDEN')
    expectOk(await patch({ phone: original }, admin))
  })
})

describe('creating and publishing a store', () => {
  it('geocodes the address, starts unpublished with the template’s menu, and appears once published', async () => {
    const before = await nearBoise()
    const body = newStore()
    const made = created(await create(body))
    expect(made).toMatchObject({
      name: body.name,
      city: 'Boise',
      state: 'ID',
      is_published: false,
      may_edit: 'all',
    })
    expect(made.path).toMatch(/^id\/boise\/150-n-capitol-blvd/)
    expect(Math.abs(made.latitude - 43.6)).toBeLessThan(0.3)
    expect(made.geocode_precision).not.toBeNull()
    // Not on the storefront yet: not in search, regions or at its path.
    expect((await nearBoise()).map((l) => l.id)).toEqual(before.map((l) => l.id))
    const regions = () => t.call({ method: 'GET', url: `${API}/stores/regions?state=ID` })
    expect(expectOk(await regions()).regions).toEqual([])
    expectError(
      await t.call({ method: 'GET', url: `${API}/stores?path=${made.path}` }),
      404,
      'STORE_NOT_FOUND',
    )
    // Its menu is the template's.
    const menu = expectOk(await t.call({ method: 'GET', url: `${API}/menus/${made.menu_id}` }))
    const template = expectOk(await t.call({ method: 'GET', url: `${API}/menus/${store.menu_id}` }))
    expect(menu.categories.length).toBe(template.categories.length)
    // Its menu id guessed, it opens no basket: it takes no orders until it is published.
    const basket = () => t.call({ method: 'POST', url: `${API}/carts`, payload: { menu_id: made.menu_id } })
    const refused = await basket()
    expectError(refused, 422, 'LOCATION_UNAVAILABLE')
    expect(refused.json.message).toBe(TEXTS.locationUnavailable(body.name))

    expect(ZStoreAdminSchema.parse(expectOk(await publish(made.id, true))).is_published).toBe(true)
    expect((await basket()).statusCode).toBe(201)
    expect((await nearBoise())[0]?.id).toBe(made.id)
    const [idaho] = expectOk(await regions()).regions
    expect(idaho.cities).toContainEqual({ city: 'Boise', slug: 'boise', count: expect.any(Number) })
    const byCity = expectOk(await t.call({ method: 'GET', url: `${API}/stores?state=ID&city=boise&page=1` }))
    expect(byCity.locations.map((l: TAny) => l.id)).toContain(made.id)
    expectOk(await t.call({ method: 'GET', url: `${API}/stores?path=${made.path}` }))

    const trail = await listChanges(t.db, { entity: 'store', entityId: String(made.id), limit: 10 })
    expect(trail.map((row) => row.action)).toEqual(['publish', 'create'])
    expect(trail[1]).toMatchObject({ storeId: made.id, before: null, staffId: admin.id })
    expect(trail[1]?.fromAddress).toBeTruthy()
  })

  it('copies only the offered services’ hours, and guests see only those', async () => {
    const pickupOnly = { ...services, curbside: false, delivery: false }
    const made = created(await create(newStore({ services: pickupOnly })))
    const [row] = await t.db.$client
      .query<{ hours: Record<string, unknown> }>('select hours from stores where id = $1', [made.id])
      .then((result) => result.rows)
    expect(Object.keys(row?.hours ?? {})).toEqual(['pickup'])
    // A service switched off keeps its hours for its return, but guests no longer see them.
    const keeps = created(await create(newStore()))
    expectOk(await publish(keeps.id, true))
    const shown = async () =>
      Object.keys(expectOk(await t.call({ method: 'GET', url: `${API}/stores/${keeps.id}` })).hours)
    expect(await shown()).toEqual(expect.arrayContaining(['pickup', 'curbside']))
    expectOk(await patch({ services: { ...services, curbside: false } }, admin, keeps.id))
    expect(await shown()).not.toContain('curbside')
    expect(await shown()).toContain('pickup')
  })

  it('refuses a name another store has, naming that store; a store keeps its own', async () => {
    const other = demoStores.find((candidate) => candidate.id !== store.id)
    if (!other) throw new Error('no other demo store')
    const taken = `Store #${other.id} already has this name. Give each store a name of its own.`
    const refused = await create(newStore({ name: ` ${other.name.toUpperCase()} ` }))
    expectError(refused, 422, 'VALIDATION_FAILED')
    expect(refused.json.errors.name).toBe(taken)
    const renamed = await patch({ name: other.name })
    expectError(renamed, 422, 'VALIDATION_FAILED')
    expect(renamed.json.errors.name).toBe(taken)
    const own = (expectOk(await as(admin, { method: 'GET', url: settingsUrl() })) as TAny).name
    expectOk(await patch({ name: own.toLowerCase() }))
    expectOk(await patch({ name: own }))
  })

  it('refuses bad settings with a sentence per field', async () => {
    expectValidationError(await create(newStore({ timezone: 'Mars/Olympus' })), 'timezone')
    expectValidationError(await create(newStore({ timezone: 'EST' })), 'timezone')
    const tax = await create(newStore({ tax_rate_bps: 2500 }))
    expectValidationError(tax, 'tax_rate_bps')
    expect(tax.json.errors.tax_rate_bps).toBe('A tax rate is between 0% and 20%.')
    expectValidationError(await create(newStore({ zip: '837' })), 'zip')
    expectValidationError(
      await create(newStore({ delivery_zone: { type: 'radius', miles: 80 } })),
      'delivery_zone',
    )
    const noZone = await create(newStore({ delivery_zone: null }))
    expectError(noZone, 422, 'VALIDATION_FAILED')
    expect(noZone.json.errors).toEqual({ delivery_zone: 'A store that delivers needs a delivery zone.' })
    const wrongState = await create(newStore({ state: 'OR' }))
    expectError(wrongState, 422, 'ADDRESS_MISMATCH')
    expect(wrongState.json.errors.state).toMatch(/ZIP code 83702 is in Idaho/)
    const unknownZip = await create(newStore({ zip: '00000' }))
    expectError(unknownZip, 422, 'GEO_NO_DETAILS')
    expectValidationError(await patch({ phone: '12' }), 'phone')
    expectError(await create(newStore({ menu_from_store_id: 999_999 })), 422, 'VALIDATION_FAILED')
  })
})

describe('editing a store', () => {
  it('geocodes a moved address again and moves its path; keeps the rules across fields', async () => {
    const made = created(await create())
    const moved = ZStoreAdminSchema.parse(
      expectOk(await patch({ address: '100 Main St', city: 'Nampa', zip: '83651' }, admin, made.id)),
    )
    expect(moved).toMatchObject({ city: 'Nampa', zip: '83651' })
    expect(moved.path).toMatch(/^id\/nampa\/100-main-st/)
    expect(moved.longitude).not.toBe(made.longitude)
    const noZone = await patch({ delivery_zone: null }, admin, made.id)
    expectError(noZone, 422, 'VALIDATION_FAILED')
    expect(noZone.json.errors).toEqual({ delivery_zone: 'A store that delivers needs a delivery zone.' })
    const unchanged = ZStoreAdminSchema.parse(expectOk(await patch({ name: moved.name }, admin, made.id)))
    expect(unchanged.path).toBe(moved.path)
    const trail = await listChanges(t.db, { entity: 'store', entityId: String(made.id), limit: 5 })
    expect(trail[0]).toMatchObject({
      action: 'update',
      before: { address: '150 N Capitol Blvd', city: 'Boise', zip: '83702' },
      after: { address: '100 Main St', city: 'Nampa', zip: '83651' },
    })
  })
})

describe('the store list', () => {
  it('pages 25 at a time and finds by name, city, ZIP or id; a manager sees their stores only', async () => {
    const first = expectOk(await as(admin, { method: 'GET', url: `${API}/staff/stores` }))
    expect(first.stores).toHaveLength(25)
    expect(first).toMatchObject({ page: 1, has_more: true, may_create: true, staff_name: 'Test admin' })
    const byZip = expectOk(await as(admin, { method: 'GET', url: `${API}/staff/stores?q=${store.zip}` }))
    expect(byZip.stores.map((s: TAny) => s.id)).toContain(store.id)
    const byId = expectOk(await as(admin, { method: 'GET', url: `${API}/staff/stores?q=${store.id}` }))
    expect(byId.stores.map((s: TAny) => s.id)).toContain(store.id)
    const byCity = expectOk(await as(admin, { method: 'GET', url: `${API}/staff/stores?q=boise` }))
    expect(byCity.stores.length).toBeGreaterThan(0)
    expect(byCity.stores.every((s: TAny) => `${s.name} ${s.city}`.includes('Boise'))).toBe(true)
    const mine = expectOk(await as(manager, { method: 'GET', url: `${API}/staff/stores` }))
    expect(mine).toMatchObject({ has_more: false, may_create: false })
    expect(mine.stores.map((s: TAny) => s.id)).toEqual([store.id])
    expectValidationError(await as(admin, { method: 'GET', url: `${API}/staff/stores?page=0` }), 'page')
  })
})

describe('reverting a store change on the audit page (ADR 057)', () => {
  const lastChange = async (storeId: number) => {
    const [row] = await listChanges(t.db, { entity: 'store', entityId: String(storeId), limit: 1 })
    if (!row) throw new Error('no change')
    return row
  }
  const revert = (id: string, who: TStaffSession = admin) =>
    as(who, { method: 'POST', url: `${API}/staff/audit/${id}/revert` })

  it('re-applies `before`, records the revert and refuses a second one', async () => {
    const made = created(await create())
    expectOk(await patch({ tax_rate_bps: 725, phone: '2085550111' }, admin, made.id))
    const change = await lastChange(made.id)
    expect(change).toMatchObject({ action: 'update', before: { tax_rate_bps: 600, phone: '2085550100' } })
    expectError(await revert(change.id, manager), 403, 'FORBIDDEN')
    const reverted = expectOk(await revert(change.id))
    expect(reverted).toMatchObject({ action: 'revert', revertOf: change.id })
    expect(await findStoreById(t.db, made.id)).toMatchObject({ taxRateBps: 600, phone: '2085550100' })
    expect((await findChange(t.db, change.id))?.revertedBy).toBeTruthy()
    expect(await lastChange(made.id)).toMatchObject({ action: 'revert', revertOf: change.id })
    const again = await revert(change.id)
    expectError(again, 409, 'CONFLICT')
    expect(again.json.message).toBe('This change has already been reverted.')
  })

  it('refuses when the store changed since', async () => {
    const made = created(await create())
    expectOk(await patch({ delivery_fee_cents: 499 }, admin, made.id))
    const change = await lastChange(made.id)
    expectOk(await patch({ delivery_fee_cents: 599 }, admin, made.id))
    const stale = await revert(change.id)
    expectError(stale, 409, 'CONFLICT')
    expect(stale.json.message).toBe(STORE_CHANGED_SINCE)
    expect(await findStoreById(t.db, made.id)).toMatchObject({ deliveryFeeCents: 599 })
  })

  it('reverts a publish, and refuses to revert a creation', async () => {
    const made = created(await create())
    const creation = await lastChange(made.id)
    expect(creation.action).toBe('create')
    const refused = await revert(creation.id)
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe(NOT_REVERTIBLE)
    expectOk(await publish(made.id, true))
    expectOk(await revert((await lastChange(made.id)).id))
    expect((await findStoreById(t.db, made.id))?.isPublished).toBe(false)
  })
})

describe('changing which menu a store sells (ADR 060)', () => {
  const menuUrl = (id: number) => `${API}/staff/stores/${id}/menu`
  const takeMenu = (
    id: number,
    from_store_id: unknown,
    who: { headers: Record<string, string> } | null = admin,
  ) => as(who, { method: 'PUT', url: menuUrl(id), payload: { from_store_id } })
  const lists = async (menuId: number, productId: number) => (await menuOf(t, menuId)).has(productId)

  it("copies another store's menu over it, recorded, and the audit page reverts it", async () => {
    const made = created(await create())
    // A product only store 34 lists: the new store (made from the order store's menu) has not got it.
    const categoryId = await mealtimeCategoryId(t, admin.headers)
    const only = expectOk(
      await as(admin, {
        method: 'POST',
        url: `${CATALOGUE}/products`,
        payload: productBody(categoryId, { stores: [34] }),
      }),
    )
    expect(await lists(made.menu_id, only.id)).toBe(false)

    const answer = expectOk(await takeMenu(made.id, 34))
    expect(answer.store_id).toBe(made.id)
    expect(answer.products).toBeGreaterThan(20)
    expect(await lists(made.menu_id, only.id)).toBe(true)
    const [change] = await listChanges(t.db, { entity: 'menu', entityId: String(made.id), limit: 1 })
    expect(change).toMatchObject({ action: 'update', staffId: admin.id, storeId: made.id })
    expect(change?.after).toMatchObject({ from_store_id: 34 })

    expectOk(await as(admin, { method: 'POST', url: `${API}/staff/audit/${change?.id}/revert` }))
    expect(await lists(made.menu_id, only.id)).toBe(false)
    const stale = await as(admin, { method: 'POST', url: `${API}/staff/audit/${change?.id}/revert` })
    expectError(stale, 409, 'CONFLICT')
  })

  it('refuses a store that does not exist, the store itself, and anyone but a chain admin', async () => {
    const unknown = await takeMenu(store.id, 987_654)
    expectError(unknown, 422, 'VALIDATION_FAILED')
    expect(unknown.json.errors.from_store_id).toBe('There is no store with that id to take the menu from.')
    const itself = await takeMenu(store.id, store.id)
    expectError(itself, 422, 'VALIDATION_FAILED')
    expect(itself.json.errors.from_store_id).toBe('Choose another store to take the menu from.')
    expectValidationError(await takeMenu(store.id, 'x'), 'from_store_id')
    for (const who of [manager, staff, otherManager]) {
      const refused = await takeMenu(store.id, 34, who)
      expectError(refused, 403, 'FORBIDDEN')
      expect(refused.json.message).toBe(CHAIN_ADMIN_ONLY)
    }
    expectError(await takeMenu(store.id, 34, member), 401, 'SIGN_IN_REQUIRED')
    expectError(await takeMenu(store.id, 34, null), 401, 'SIGN_IN_REQUIRED')
  })
})
