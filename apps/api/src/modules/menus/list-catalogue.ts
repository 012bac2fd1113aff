import type { TCatalogue } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import {
  countMenusByProduct,
  listCategoryRows,
  listProductListRows,
  presentCategory,
  presentListProduct,
} from './catalogue-repository.ts'

/**
 * The catalogue's list for the back office (ADR 057), in menu order, retired products included: each
 * product slim (what its row shows, option groups counted); `findCatalogueProduct` answers one whole.
 */
export async function listCatalogue(db: TQueryable, canEdit: boolean): Promise<TCatalogue> {
  const [categoryRows, productRows, counts] = await Promise.all([
    listCategoryRows(db),
    listProductListRows(db),
    countMenusByProduct(db),
  ])
  return {
    categories: categoryRows.map(presentCategory),
    products: productRows.map((row) => presentListProduct(row, counts.get(row.id) ?? 0)),
    canEdit,
  }
}
