import { rebaseMenuPrice } from '@deli/domain'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import type { TPriceTarget } from './price-access.ts'
import { menuProducts, priceHistory, products, type TPriceHistoryRow } from './tables.ts'

/** The row in force of one price, locked for the change (null: no override, or no base history yet). */
export async function lockPriceInForce(
  tx: TQueryable,
  target: TPriceTarget,
): Promise<TPriceHistoryRow | null> {
  const [row] = await tx
    .select()
    .from(priceHistory)
    .where(
      and(
        isNull(priceHistory.validTo),
        eq(priceHistory.scope, target.scope),
        eq(priceHistory.productId, target.productId),
        eq(priceHistory.optionId, target.optionId),
        target.storeId === null ? isNull(priceHistory.storeId) : eq(priceHistory.storeId, target.storeId),
        target.region === null ? isNull(priceHistory.region) : eq(priceHistory.region, target.region),
      ),
    )
    .for('update')
  return row ?? null
}

/** The product's base price, locked for a change of it. */
export async function lockBasePrice(tx: TQueryable, productId: number): Promise<number | null> {
  const [row] = await tx
    .select({ cost: products.cost })
    .from(products)
    .where(eq(products.id, productId))
    .for('update')
  return row?.cost ?? null
}

/**
 * Closes the price in force and opens the next (`cost` null: none), in the caller's transaction, by
 * `who`. The two share the transaction's `now()`, so the history has no gap.
 */
export async function replacePrice(
  tx: TQueryable,
  target: TPriceTarget,
  current: TPriceHistoryRow | null,
  cost: number | null,
  who: { id: string; name: string },
): Promise<void> {
  if (current) {
    await tx.update(priceHistory).set({ validTo: sql`now()` }).where(eq(priceHistory.id, current.id))
  }
  if (cost === null) return
  await tx.insert(priceHistory).values({
    scope: target.scope,
    productId: target.productId,
    optionId: target.optionId,
    storeId: target.storeId,
    region: target.region,
    cost,
    validFrom: sql`now()`,
    setById: who.id,
    setByName: who.name,
  })
}

/**
 * The chain's base price: `products.cost`, and every menu's price of the product moved with it, each
 * keeping its tier (domain `rebaseMenuPrice`; a menu has one of a few tiers, so one statement for all).
 */
export async function writeBasePrice(tx: TQueryable, productId: number, oldBase: number, newBase: number) {
  await tx.update(products).set({ cost: newBase }).where(eq(products.id, productId))
  const tiers = await tx
    .select({ cost: menuProducts.cost })
    .from(menuProducts)
    .where(eq(menuProducts.productId, productId))
    .groupBy(menuProducts.cost)
  const moves = tiers
    .map(({ cost }) => ({ from: cost, to: rebaseMenuPrice(oldBase, newBase, cost) }))
    .filter((move) => move.from !== move.to)
  if (moves.length === 0) return
  // One statement, so a tier moved onto another's old price is not moved twice.
  const pairs = sql.join(
    moves.map((move) => sql`(${move.from}::int, ${move.to}::int)`),
    sql`, `,
  )
  await tx.execute(sql`update menu_products set cost = moved.to_cost
    from (values ${pairs}) as moved(from_cost, to_cost)
    where menu_products.product_id = ${productId} and menu_products.cost = moved.from_cost`)
}

/** A product's details the spreadsheet edits (ADR 063): name, description, calories. */
export async function writeProductDetails(
  tx: TQueryable,
  details: { productId: number; name: string; description: string; calories: number },
): Promise<void> {
  await tx
    .update(products)
    .set({ name: details.name, description: details.description, calories: details.calories })
    .where(eq(products.id, details.productId))
}

/**
 * What a price is of, in words for the audit trail (ADR 057): the product's name, or its option's
 * with it ('Rye with Turkey Club'); null when the product is gone.
 */
export async function findPriceName(
  tx: TQueryable,
  productId: number,
  optionId: number,
): Promise<string | null> {
  const [row] = await tx
    .select({ name: products.name, groups: products.optionGroups })
    .from(products)
    .where(eq(products.id, productId))
  if (!row) return null
  if (optionId === 0) return row.name
  const option = row.groups.flatMap((group) => group.options).find((candidate) => candidate.id === optionId)
  return option ? `${option.name} with ${row.name}` : row.name
}
