import {
  BASE_PRICE_ADMIN_ONLY,
  CSV_CALORIES_MAX,
  CSV_DESCRIPTION_MAX,
  CSV_PRODUCT_NAME_MAX,
  PRICE_CSV_COLUMNS,
  PRICE_CSV_MAX_ROWS,
  PRICE_CSV_TOO_MANY_ROWS,
  type TPriceImportChange,
  type TPriceImportError,
} from '@deli/contracts'
import { centsToDollars, fromSpreadsheetCell, isRegionKey, parseDollars, priceProblem } from '@deli/domain'
import { parse } from 'csv-parse/sync'
import type { TPriceTarget } from './price-access.ts'
import { priceKey } from './price-access.ts'
import type { TPricedProduct } from './product-pricing-repository.ts'
import type { TPriceHistoryRow } from './tables.ts'

/** What the import may change (ADR 063): product details, base prices, overrides. */
export type TImportWrite =
  | { kind: 'details'; productId: number; name: string; description: string; calories: number }
  | { kind: 'price'; target: TPriceTarget; cost: number | null }

export type TImportPlan = {
  changes: TPriceImportChange[]
  errors: TPriceImportError[]
  writes: TImportWrite[]
}

/** What the plan is checked against: the catalogue, the overrides in force, who imports. */
export type TImportContext = {
  products: ReadonlyMap<number, TPricedProduct>
  overrides: readonly TPriceHistoryRow[]
  knownStoreIds: ReadonlySet<number>
  isAdmin: boolean
  /** The stores a manager may price (ignored for an admin). */
  ownStoreIds: ReadonlySet<number>
}

type TRow = Record<(typeof PRICE_CSV_COLUMNS)[number], string>

/** The CSV's records with their line numbers (the header is line 1), or the line csv-parse stopped at. */
function readRecords(csv: string): { rows: { line: number; row: TRow }[] } | { error: TPriceImportError } {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records
  } catch (error) {
    const line = Number((error as { lines?: number }).lines ?? 1)
    return { error: { line, message: 'This line is not valid CSV (check its quotes).' } }
  }
  const [header, ...body] = records
  const names = header?.record.map((name) => name.trim().toLowerCase()) ?? []
  const missing = PRICE_CSV_COLUMNS.filter((column) => !names.includes(column))
  if (missing.length > 0) {
    return {
      error: { line: 1, message: `The first line must name the columns; missing: ${missing.join(', ')}.` },
    }
  }
  if (body.length > PRICE_CSV_MAX_ROWS) return { error: { line: 1, message: PRICE_CSV_TOO_MANY_ROWS } }
  return {
    rows: body.map(({ record, info }) => {
      const row = Object.fromEntries(
        PRICE_CSV_COLUMNS.map((column) => [
          column,
          fromSpreadsheetCell((record[names.indexOf(column)] ?? '').trim()),
        ]),
      ) as TRow
      return { line: info.lines, row }
    }),
  }
}

const money = (cents: number | null) => (cents === null ? '(none)' : `$${centsToDollars(cents)}`)

/**
 * Reads an edited price CSV and answers what it would change and what is wrong, line by line
 * (ADR 063). Nothing is written here; `importPrices` writes the plan only when it has no errors.
 */
export function planPriceImport(csv: string, context: TImportContext): TImportPlan {
  const plan: TImportPlan = { changes: [], errors: [], writes: [] }
  const read = readRecords(csv)
  if ('error' in read) {
    plan.errors.push(read.error)
    return plan
  }
  const seen = new Map<string, number>()
  for (const { line, row } of read.rows) {
    const fail = (message: string) => plan.errors.push({ line, message })
    const product = context.products.get(Number(row.product_id))
    if (!/^\d+$/.test(row.product_id) || !product) {
      fail(`There is no product ${row.product_id || '(blank)'}.`)
      continue
    }
    const target = targetOf(row, product, context, fail)
    if (!target) continue
    const key = priceKey(target)
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      fail(`This line repeats line ${earlier}.`)
      continue
    }
    seen.set(key, line)
    const change = (field: string, before: string, after: string) =>
      plan.changes.push({ line, product_id: product.id, name: product.name, field, before, after })
    if (target.scope === 'chain') planChainLine(line, row, product, context, plan, change, fail)
    else {
      const cost = row.price === '' ? null : parseDollars(row.price)
      const problem = cost === null ? null : priceProblem(cost)
      if ((cost === null && row.price !== '') || problem) {
        fail(problem ?? 'Enter the price in dollars and cents, like 8.99 (blank removes the override).')
        continue
      }
      const current = context.overrides.find((one) => priceKey(toTarget(one)) === key)?.cost ?? null
      if (current === cost) continue
      const where = target.optionId === 0 ? row.where : `${row.where}, option ${target.optionId}`
      change(`price at ${where}`, money(current), money(cost))
      plan.writes.push({ kind: 'price', target, cost })
    }
  }
  if (plan.errors.length > 0) plan.writes = []
  return plan
}

const toTarget = (row: TPriceHistoryRow): TPriceTarget => ({
  scope: row.scope,
  productId: row.productId,
  optionId: row.optionId,
  storeId: row.storeId,
  region: row.region,
})

/** The line's price target, or null after saying what is wrong with its `where` or `option_id`. */
function targetOf(
  row: TRow,
  product: TPricedProduct,
  context: TImportContext,
  fail: (message: string) => void,
): TPriceTarget | null {
  const optionId = row.option_id === '' ? 0 : Number(row.option_id)
  if (
    !Number.isInteger(optionId) ||
    (optionId !== 0 && !product.options.some((one) => one.id === optionId))
  ) {
    fail(`Option ${row.option_id} is not one of ${product.name}'s.`)
    return null
  }
  const base = { productId: product.id, optionId }
  if (row.where === 'chain') {
    if (optionId !== 0) {
      fail("An option's base price is set in the catalogue; give it a store or region instead of 'chain'.")
      return null
    }
    return { ...base, scope: 'chain', storeId: null, region: null }
  }
  const store = /^store:(\d+)$/.exec(row.where)
  if (store) {
    const storeId = Number(store[1])
    if (!context.knownStoreIds.has(storeId)) {
      fail(`There is no store ${storeId}.`)
      return null
    }
    if (!context.isAdmin && !context.ownStoreIds.has(storeId)) {
      fail(`You cannot set prices at store ${storeId}: you do not work there.`)
      return null
    }
    return { ...base, scope: 'store', storeId, region: null }
  }
  const region = /^region:(.+)$/.exec(row.where)?.[1]
  if (region && isRegionKey(region)) {
    if (!context.isAdmin) {
      fail("Only a chain admin can set a region's price.")
      return null
    }
    return { ...base, scope: 'region', storeId: null, region }
  }
  fail("Write where the price applies as 'chain', 'store:<id>' or 'region:<state>' (or 'region:NC/raleigh').")
  return null
}

/** A `chain` line: the product's name, description, calories and base price. */
function planChainLine(
  _line: number,
  row: TRow,
  product: TPricedProduct,
  context: TImportContext,
  plan: TImportPlan,
  change: (field: string, before: string, after: string) => void,
  fail: (message: string) => void,
): void {
  const problems: string[] = []
  if (row.name === '' || row.name.length > CSV_PRODUCT_NAME_MAX)
    problems.push(`Give the product a name of 1 to ${CSV_PRODUCT_NAME_MAX} characters.`)
  if (row.description.length > CSV_DESCRIPTION_MAX)
    problems.push(`Keep the description to ${CSV_DESCRIPTION_MAX} characters.`)
  const calories = Number(row.calories)
  if (!/^\d+$/.test(row.calories) || calories > CSV_CALORIES_MAX)
    problems.push(
      `Give the calories as a whole number from 0 to ${CSV_CALORIES_MAX.toLocaleString('en-US')}.`,
    )
  const cost = parseDollars(row.price)
  const priceWrong =
    cost === null ? 'Enter the base price in dollars and cents, like 8.99.' : priceProblem(cost)
  if (priceWrong) problems.push(priceWrong)
  if (problems.length > 0 || cost === null) {
    fail(problems.join(' '))
    return
  }
  const before = plan.changes.length
  if (row.name !== product.name) change('name', product.name, row.name)
  if (row.description !== product.description) change('description', product.description, row.description)
  if (calories !== product.calories) change('calories', String(product.calories), String(calories))
  if (cost !== product.cost) change('base price', money(product.cost), money(cost))
  if (plan.changes.length === before) return
  if (!context.isAdmin) {
    plan.changes.length = before
    fail(BASE_PRICE_ADMIN_ONLY)
    return
  }
  const detailsChanged =
    row.name !== product.name || row.description !== product.description || calories !== product.calories
  if (detailsChanged) {
    plan.writes.push({
      kind: 'details',
      productId: product.id,
      name: row.name,
      description: row.description,
      calories,
    })
  }
  if (cost !== product.cost) {
    plan.writes.push({
      kind: 'price',
      target: { scope: 'chain', productId: product.id, optionId: 0, storeId: null, region: null },
      cost,
    })
  }
}
