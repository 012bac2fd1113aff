import { isUtensils } from '@deli/domain'
import { eq, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { categories, menuProducts, products } from './tables.ts'

/** The rows of a catalogue to import (the demo chain's seed, ADR 050). */
export type TNewCatalogue = {
  categories: (typeof categories.$inferInsert)[]
  products: (typeof products.$inferInsert)[]
  menuProducts: (typeof menuProducts.$inferInsert)[]
}

/** How many products list any allergen (none: a database from before allergens, ADR 049). */
export async function countProductsWithAllergens(db: TQueryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.allergens} <> '[]'::jsonb`)
  return row?.count ?? 0
}

/** Inserts a catalogue inside the caller's transaction: categories, products, then every menu's prices in batches of 1,000. */
export async function insertCatalogue(tx: TQueryable, catalogue: TNewCatalogue): Promise<void> {
  if (catalogue.categories.length > 0) await tx.insert(categories).values(catalogue.categories)
  // The demo's utensils items are named so (spec §4); the flag is the catalogue's from then on (ADR 069).
  const rows = catalogue.products.map((row) => ({
    ...row,
    isUtensils: row.isUtensils ?? isUtensils(row.name),
  }))
  if (rows.length > 0) await tx.insert(products).values(rows)
  for (let start = 0; start < catalogue.menuProducts.length; start += 1000) {
    await tx.insert(menuProducts).values(catalogue.menuProducts.slice(start, start + 1000))
  }
}

/** Sets a product's allergens and option groups (the seed's backfill of a database from before allergens). */
export async function setProductAllergens(
  tx: TQueryable,
  id: number,
  sheet: Pick<typeof products.$inferInsert, 'allergens' | 'optionGroups'>,
): Promise<void> {
  await tx.update(products).set(sheet).where(eq(products.id, id))
}
