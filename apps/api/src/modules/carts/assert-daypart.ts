import type { TCart } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { daypartLineProblems } from '../menus/index.ts'
import type { TStoreRow } from '../stores/tables.ts'
import type { TMenuProduct } from './repository.ts'
import type { TCartRow } from './tables.ts'

/** The instant a basket orders for: its chosen time ahead, else now (ASAP). */
const orderInstant = (cart: Pick<TCartRow, 'timeMode' | 'wantedAt'>, now: Date) =>
  cart.timeMode === 'advance' && cart.wantedAt ? cart.wantedAt : now

/**
 * Refuses a product outside its category's daypart at the basket's order time (ADR 060), with the
 * domain's sentence: a breakfast sandwich at 2 PM ASAP is refused; ordered ahead for 8 AM it is taken.
 */
export async function assertProductInDaypart(
  tx: TQueryable,
  store: TStoreRow,
  cart: Pick<TCartRow, 'timeMode' | 'wantedAt'>,
  found: TMenuProduct,
  now: Date,
): Promise<void> {
  const { product } = found
  const line = {
    key: 'product_id',
    productId: product.id,
    name: product.name,
    categoryId: product.categoryId,
  }
  const problems = await daypartLineProblems(tx, store, [line], orderInstant(cart, now), now)
  const problem = problems.product_id
  if (problem) throw new AppError(422, 'PRODUCT_UNAVAILABLE', problem, { product_id: problem })
}

/** Refuses a basket with a line outside its daypart at the order time (validate and submit). */
export async function assertLinesInDaypart(
  db: TQueryable,
  store: TStoreRow,
  cart: Pick<TCartRow, 'timeMode' | 'wantedAt'>,
  lines: TCart['products'],
  now: Date,
): Promise<void> {
  const keyed = lines.map((line) => ({ key: String(line.id), productId: line.product_id, name: line.name }))
  const problems = await daypartLineProblems(db, store, keyed, orderInstant(cart, now), now)
  const first = Object.values(problems)[0]
  if (first) throw new AppError(422, 'PRODUCT_UNAVAILABLE', first, problems)
}
