import type { TCatalogue } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import {
  countMenusByProduct,
  listCategoryRows,
  listProductRows,
  presentCategory,
  presentProduct,
} from './catalogue-repository.ts'

/** The whole catalogue for the back office, in menu order, retired products included (last). */
export async function listCatalogue(db: TQueryable, canEdit: boolean): Promise<TCatalogue> {
  const [categoryRows, productRows, counts] = await Promise.all([
    listCategoryRows(db),
    listProductRows(db),
    countMenusByProduct(db),
  ])
  return {
    categories: categoryRows.map(presentCategory),
    products: productRows.map((row) => presentProduct(row, counts.get(row.id) ?? 0)),
    canEdit,
  }
}
