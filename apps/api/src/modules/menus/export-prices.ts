import { PRICE_CSV_COLUMNS } from '@deli/contracts'
import { centsToDollars, spreadsheetSafe } from '@deli/domain'
import { stringify } from 'csv-stringify/sync'
import type { TDatabase } from '../../platform/database.ts'
import type { TPriceStaff } from './price-staff.ts'
import { listOverridesInForce, listPricedProducts } from './product-pricing-repository.ts'
import type { TPriceHistoryRow } from './tables.ts'

/** 'chain', 'store:12' or 'region:NC/raleigh': the spreadsheet's `where` of a price (ADR 063). */
export const whereOf = (row: Pick<TPriceHistoryRow, 'storeId' | 'region'>): string =>
  row.storeId !== null ? `store:${row.storeId}` : `region:${row.region}`

/**
 * The catalogue and its prices as CSV (ADR 063): one `chain` line per product (name, description,
 * calories, base price: what an operator edits in bulk), then one line per override in force the
 * caller may change (a chain admin: every store's and region's; a manager or store staff: their
 * stores'). Every cell passes `spreadsheetSafe`, so nothing in it runs as a formula.
 */
export async function exportPrices(db: TDatabase, staff: TPriceStaff): Promise<string> {
  const everywhere = staff.role === 'admin'
  const storeIds = everywhere ? [] : await staff.ownStoreIds()
  const [products, overrides] = await Promise.all([
    listPricedProducts(db),
    listOverridesInForce(db, { storeIds, regions: [], everywhere }),
  ])
  const lines: string[][] = []
  for (const product of products) {
    lines.push([
      String(product.id),
      '',
      'chain',
      product.category,
      product.name,
      product.description,
      String(product.calories),
      centsToDollars(product.cost),
    ])
    const options = new Map(product.options.map((option) => [option.id, option.name]))
    for (const row of overrides) {
      if (row.productId !== product.id) continue
      const name = row.optionId === 0 ? product.name : `${product.name} — ${options.get(row.optionId) ?? ''}`
      lines.push([
        String(product.id),
        row.optionId === 0 ? '' : String(row.optionId),
        whereOf(row),
        product.category,
        name,
        '',
        '',
        centsToDollars(row.cost),
      ])
    }
  }
  return stringify(
    lines.map((line) => line.map(spreadsheetSafe)),
    { header: true, columns: [...PRICE_CSV_COLUMNS] },
  )
}
