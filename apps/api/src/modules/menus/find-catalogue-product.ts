import type { TCatalogueProduct } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { productNotFound } from './catalogue-change.ts'
import { countMenusByProduct, findProductRow, presentProduct } from './catalogue-repository.ts'

/** One product whole, option groups included, for the back office's product editor (ADR 057). */
export async function findCatalogueProduct(db: TQueryable, id: number): Promise<TCatalogueProduct> {
  const [row, counts] = await Promise.all([findProductRow(db, id), countMenusByProduct(db, id)])
  if (!row) throw productNotFound()
  return presentProduct(row, counts.get(id) ?? 0)
}
