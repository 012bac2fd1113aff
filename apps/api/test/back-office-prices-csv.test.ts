import { BASE_PRICE_ADMIN_ONLY, CATALOGUE_LIMITS, PRICE_CSV_TOO_LARGE } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { beforeAll, describe, expect, it } from 'vitest'
import { listChanges } from '../src/modules/audit/index.ts'
import { API, menuOf, optionCost, type TAny } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { apiHeaders, build, type TTestApp } from './helper.ts'
import { sellableProductId } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/** The prices spreadsheet (ADR 063): export, preview, all-or-nothing import, on real PostgreSQL. */

let t: TTestApp
const PRICES = `${API}/staff/back-office/prices`
const store = demoStores.find((candidate) => candidate.id === 33)
const otherStore = demoStores.find((candidate) => candidate.id === 34)
if (!store || !otherStore) throw new Error('no demo stores 33 and 34')
let admin: TStaffSession
let manager: TStaffSession
let staff: TStaffSession

beforeAll(async () => {
  t = await build()
  admin = await signInStaff(t, 'admin')
  manager = await signInStaff(t, 'manager', [store.id])
  staff = await signInStaff(t, 'staff', [store.id])
})

const exportCsv = async (who: TStaffSession) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${PRICES}/export`,
    headers: { ...apiHeaders(), ...who.headers },
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/csv/)
  expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/)
  return response.body
}
const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { columns: true })
const toCsv = (rows: Record<string, string>[]) =>
  stringify(rows, { header: true, columns: Object.keys(rows[0] ?? {}) })
const importCsv = (who: TStaffSession | null, csv: string, apply: boolean) =>
  t.call({ method: 'POST', url: `${PRICES}/import`, payload: { csv, apply }, headers: who?.headers ?? {} })
const priceRows = async () =>
  (await t.db.$client.query('select * from price_history order by id')).rows as Record<string, unknown>[]
const productRow = async (id: number) =>
  (await t.db.$client.query('select name, description, calories, cost from products where id = $1', [id]))
    .rows[0]

describe('GET staff/back-office/prices/export', () => {
  it('writes one chain line per product and the overrides the caller may change, formulas quoted', async () => {
    const productId = sellableProductId(store.menu_id)
    await t.db.$client.query('update products set description = \'=HYPERLINK("http://x")\' where id = $1', [
      productId,
    ])
    expectOk(
      await t.call({
        method: 'PUT',
        url: PRICES,
        payload: { scope: 'store', store_id: otherStore.id, product_id: productId, cost: 1500 },
        headers: admin.headers,
      }),
    )
    const csv = await exportCsv(admin)
    expect(csv.split('\n')[0]).toBe('product_id,option_id,where,category,name,description,calories,price')
    const rows = rowsOf(csv)
    const chain = rows.find((row) => row.product_id === String(productId) && row.where === 'chain')
    expect(chain?.description).toBe('\'=HYPERLINK("http://x")')
    expect(chain?.price).toMatch(/^\d+\.\d\d$/)
    expect(rows).toContainEqual(
      expect.objectContaining({
        product_id: String(productId),
        where: `store:${otherStore.id}`,
        price: '15.00',
      }),
    )
    // A manager sees the chain's lines and their own stores' overrides only.
    const managerRows = rowsOf(await exportCsv(manager))
    expect(managerRows.some((row) => row.where === `store:${otherStore.id}`)).toBe(false)
    expect(managerRows.filter((row) => row.where === 'chain').length).toBe(
      rows.filter((row) => row.where === 'chain').length,
    )
    expect((await t.call({ method: 'GET', url: `${PRICES}/export` })).statusCode).toBe(401)
  })
})

describe('POST staff/back-office/prices/import', () => {
  it('previews the differences and names a bad line; applying that file writes nothing', async () => {
    const rows = rowsOf(await exportCsv(admin))
    const productId = sellableProductId(store.menu_id)
    const line = rows.findIndex((row) => row.product_id === String(productId) && row.where === 'chain')
    const edited = rows.map((row) => ({ ...row }))
    const target = edited[line]
    if (!target) throw new Error('no chain line')
    target.price = '12.34'
    target.name = 'Renamed In A Spreadsheet'
    edited.push({
      ...target,
      option_id: '',
      where: `store:${store.id}`,
      price: '9.99',
      description: '',
      calories: '',
    })
    const bad = { ...target, product_id: String(productId + 100_000) }
    edited.splice(3, 0, bad)
    const before = { products: await productRow(productId), prices: await priceRows() }

    const preview = expectOk(await importCsv(admin, toCsv(edited), false))
    expect(preview.applied).toBe(false)
    // The header is line 1: the spliced row is the file's fifth line.
    expect(preview.errors).toEqual([{ line: 5, message: `There is no product ${productId + 100_000}.` }])
    expect(preview.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: productId, field: 'base price', after: '$12.34' }),
        expect.objectContaining({ product_id: productId, field: 'name', after: 'Renamed In A Spreadsheet' }),
        expect.objectContaining({ field: `price at store:${store.id}`, before: '(none)', after: '$9.99' }),
      ]),
    )

    const refused = await importCsv(admin, toCsv(edited), true)
    expectError(refused, 422, 'VALIDATION_FAILED')
    expect(refused.json.message).toMatch(/^Nothing was imported: line 5: There is no product/)
    expect(refused.json.errors).toEqual({ 'line 5': `There is no product ${productId + 100_000}.` })
    expect(await productRow(productId)).toEqual(before.products)
    expect(await priceRows()).toEqual(before.prices)

    // Without the bad line it all goes in at once, with one `import` record in the audit trail.
    const fixed = edited.filter((row) => row !== bad)
    const applied = expectOk(await importCsv(admin, toCsv(fixed), true))
    expect(applied.applied).toBe(true)
    expect(applied.errors).toEqual([])
    expect(await productRow(productId)).toMatchObject({ name: 'Renamed In A Spreadsheet', cost: 1234 })
    const menu = await menuOf(t, store.menu_id)
    expect(menu.get(productId)).toMatchObject({ name: 'Renamed In A Spreadsheet', cost: 999 })
    const [record] = await listChanges(t.db, { entity: 'price-override', entityId: 'import', limit: 1 })
    expect(record).toMatchObject({ action: 'import', staffId: admin.id })
    expect(record?.after).toMatchObject({ summary: expect.stringMatching(/^3 changes from 2 lines$/) })
    // The same file again changes nothing.
    expect(expectOk(await importCsv(admin, toCsv(fixed), false)).changes).toEqual([])
  })

  it("refuses a manager's base price line by line, takes their store's, and store staff not at all", async () => {
    const rows = rowsOf(await exportCsv(manager))
    const productId = sellableProductId(store.menu_id)
    const chain = rows.find((row) => row.product_id === String(productId) && row.where === 'chain')
    if (!chain) throw new Error('no chain line')
    const withBase = [{ ...chain, price: '1.00' }]
    const preview = expectOk(await importCsv(manager, toCsv(withBase), false))
    expect(preview.errors).toEqual([{ line: 2, message: BASE_PRICE_ADMIN_ONLY }])
    const elsewhere = [{ ...chain, where: `store:${otherStore.id}`, price: '5.00' }]
    expect(expectOk(await importCsv(manager, toCsv(elsewhere), false)).errors).toEqual([
      { line: 2, message: `You cannot set prices at store ${otherStore.id}: you do not work there.` },
    ])
    const own = [chain, { ...chain, where: `store:${store.id}`, price: '8.88' }]
    expect(expectOk(await importCsv(manager, toCsv(own), true)).applied).toBe(true)
    expect((await menuOf(t, store.menu_id)).get(productId)?.cost).toBe(888)
    expectError(await importCsv(staff, toCsv(own), false), 403, 'FORBIDDEN')
    expectError(await importCsv(null, toCsv(own), false), 401, 'SIGN_IN_REQUIRED')
  })

  it('says what is wrong with a line: its place, its price, repeats, broken quotes, columns and size', async () => {
    const [first] = rowsOf(await exportCsv(admin))
    if (!first) throw new Error('empty export')
    const check = async (rows: Record<string, string>[]) =>
      expectOk(await importCsv(admin, toCsv(rows), false)).errors
    expect(await check([{ ...first, where: 'somewhere' }])).toEqual([
      { line: 2, message: expect.stringMatching(/^Write where the price applies as 'chain'/) },
    ])
    expect(await check([{ ...first, where: 'store:999999', price: '1.00' }])).toEqual([
      { line: 2, message: 'There is no store 999999.' },
    ])
    expect(await check([{ ...first, price: '-1' }])).toEqual([
      { line: 2, message: 'Enter the base price in dollars and cents, like 8.99.' },
    ])
    expect(await check([{ ...first, price: '1000.01' }])).toEqual([
      { line: 2, message: 'A price cannot be more than $1,000.00.' },
    ])
    expect(await check([first, first])).toEqual([{ line: 3, message: 'This line repeats line 2.' }])
    // The product's fields take what the catalogue's form takes (one set of limits), and no more.
    expect(await check([{ ...first, description: 'x'.repeat(CATALOGUE_LIMITS.descriptionMax) }])).toEqual([])
    expect(await check([{ ...first, description: 'x'.repeat(CATALOGUE_LIMITS.descriptionMax + 1) }])).toEqual(
      [{ line: 2, message: `Keep the description to ${CATALOGUE_LIMITS.descriptionMax} characters.` }],
    )
    const broken = `${toCsv([first])}1,"unclosed,chain\n`
    expect(expectOk(await importCsv(admin, broken, false)).errors).toEqual([
      { line: expect.any(Number), message: 'This line is not valid CSV (check its quotes).' },
    ])
    expect(expectOk(await importCsv(admin, 'product_id,price\n1,2.00\n', false)).errors).toEqual([
      {
        line: 1,
        message: expect.stringMatching(/^The first line must name the columns; missing: option_id/),
      },
    ])
    const huge = await importCsv(admin, 'x'.repeat(1_000_001), false)
    expectValidationError(huge, 'csv')
    expect(huge.json.errors.csv).toBe(PRICE_CSV_TOO_LARGE)
  })
})

describe("an option's store price (ADR 062)", () => {
  it('a manager sets it; the list, the history, the export and an import all carry it', async () => {
    const menu = await menuOf(t, store.menu_id)
    const product = [...menu.values()].find(
      (candidate) =>
        candidate.available && candidate.optionGroups.some((group: TAny) => group.options.length > 1),
    )
    if (!product) throw new Error('no product with options')
    const option = product.optionGroups.find((group: TAny) => group.options.length > 1).options[1]
    const target = {
      scope: 'store',
      store_id: store.id,
      product_id: product.product_id,
      option_id: option.id,
    }
    const set = (who: TStaffSession, cost: number | null) =>
      t.call({ method: 'PUT', url: PRICES, payload: { ...target, cost }, headers: who.headers })

    expectOk(await set(manager, 275))
    const list = expectOk(
      await t.call({ method: 'GET', url: `${PRICES}?store_id=${store.id}`, headers: staff.headers }),
    )
    const row = list.products.find((one: TAny) => one.product_id === product.product_id)
    expect(row.options.find((one: TAny) => one.option_id === option.id)).toMatchObject({
      cost: option.cost,
      in_force: 275,
    })
    expect(row.overrides).toContainEqual(expect.objectContaining({ option_id: option.id, cost: 275 }))
    const history = expectOk(
      await t.call({
        method: 'GET',
        url: `${PRICES}/history?product_id=${product.product_id}&store_id=${store.id}`,
        headers: manager.headers,
      }),
    )
    expect(history.entries).toContainEqual(
      expect.objectContaining({ option_id: option.id, cost: 275, valid_to: null, set_by: 'Test manager' }),
    )

    // The spreadsheet has the option's line; editing it there changes the option's price.
    const rows = rowsOf(await exportCsv(manager))
    const line = rows.find((one) => one.option_id === String(option.id) && one.where === `store:${store.id}`)
    expect(line).toMatchObject({ product_id: String(product.product_id), price: '2.75' })
    if (!line) throw new Error('no option line')
    line.price = '3.10'
    expect(expectOk(await importCsv(manager, toCsv(rows), true)).applied).toBe(true)
    const priced = await menuOf(t, store.menu_id)
    expect(optionCost(priced.get(product.product_id) ?? {}, option.id)).toBe(310)

    // Store staff may not; removing it brings back the catalogue's price change.
    expectError(await set(staff, 100), 403, 'FORBIDDEN')
    expectValidationError(await set(manager, -1), 'cost')
    expectOk(await set(manager, null))
    const back = await menuOf(t, store.menu_id)
    expect(optionCost(back.get(product.product_id) ?? {}, option.id)).toBe(option.cost)
  })
})
