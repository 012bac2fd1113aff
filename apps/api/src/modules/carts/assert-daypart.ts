import type { TCart } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { daypartLineProblems, findDaypartsWithSlugs, type TDaypartWithSlug } from '../menus/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { findMenuPrices, type TMenuPrice, type TMenuProduct } from './repository.ts'
import type { TCartRow } from './tables.ts'

/** The instant a basket orders for: its chosen time ahead, else now (ASAP). */
const orderInstant = (cart: Pick<TCartRow, 'timeMode' | 'wantedAt'>, now: Date) =>
  cart.timeMode === 'advance' && cart.wantedAt ? cart.wantedAt : now

/**
 * Refuses a product outside its category's daypart at the basket's order time (ADR 060), with the
 * domain's sentence: a breakfast sandwich at 2 PM ASAP is refused; ordered ahead for 8 AM it is taken.
 * `dayparts` come with the basket's lock (no round trip of their own, ADR 033).
 */
export function assertProductInDaypart(
  dayparts: readonly TDaypartWithSlug[],
  store: TStoreRow,
  cart: Pick<TCartRow, 'timeMode' | 'wantedAt'>,
  found: TMenuProduct,
  now: Date,
): void {
  if (dayparts.length === 0) return
  const slug = dayparts.find((rule) => rule.categoryId === found.product.categoryId)?.categorySlug
  const line = { key: 'product_id', name: found.product.name, categorySlug: slug }
  const problem = daypartLineProblems(
    dayparts,
    store.timezone,
    [line],
    orderInstant(cart, now),
    now,
  ).product_id
  if (problem) throw new AppError(422, 'PRODUCT_UNAVAILABLE', problem, { product_id: problem })
}

/**
 * Refuses a basket with a line outside its daypart at the order time (validate and submit). A
 * submission passes the dayparts and prices its lock read; validate reads the dayparts (and, only
 * when there are any, the prices).
 */
export async function assertLinesInDaypart(
  db: TQueryable,
  store: TStoreRow,
  cart: Pick<TCartRow, 'timeMode' | 'wantedAt' | 'menuId'>,
  lines: TCart['products'],
  now: Date,
  known: { dayparts?: readonly TDaypartWithSlug[]; prices?: ReadonlyMap<number, TMenuPrice> },
): Promise<void> {
  if (lines.length === 0) return
  const dayparts = known.dayparts ?? (await findDaypartsWithSlugs(db, store.id))
  if (dayparts.length === 0) return
  const prices =
    known.prices ??
    (await findMenuPrices(
      db,
      cart.menuId,
      lines.map((line) => line.product_id),
    ))
  const keyed = lines.map((line) => ({
    key: String(line.id),
    name: line.name,
    categorySlug: prices.get(line.product_id)?.categorySlug,
  }))
  const problems = daypartLineProblems(dayparts, store.timezone, keyed, orderInstant(cart, now), now)
  const first = Object.values(problems)[0]
  if (first) throw new AppError(422, 'PRODUCT_UNAVAILABLE', first, problems)
}
