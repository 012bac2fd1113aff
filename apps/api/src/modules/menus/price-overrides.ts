import { storeRegionKeys, type TPriceOverride } from '@deli/domain'
import { and, eq, inArray, isNull, ne, or, type SQLWrapper, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { priceHistory } from './tables.ts'

/** An override's rank (domain `TOverrideRank`) in SQL: the store, its city, its state. */
const rankSql = sql<number>`case when ${priceHistory.storeId} is not null then 0 when position('/' in ${priceHistory.region}) > 0 then 1 else 2 end`

/**
 * The overrides in force at a store (ADR 062): its own and its regions' (city, state), every product.
 * The menu applies them with the domain's `priceAtStore`; read once per menu version (the menu cache).
 */
export async function findStoreOverrides(
  db: TQueryable,
  store: { id: number; state: string; path: string },
): Promise<TPriceOverride[]> {
  const rows = await db
    .select({
      productId: priceHistory.productId,
      optionId: priceHistory.optionId,
      cost: priceHistory.cost,
      rank: rankSql,
    })
    .from(priceHistory)
    .where(
      and(
        isNull(priceHistory.validTo),
        ne(priceHistory.scope, 'chain'),
        or(eq(priceHistory.storeId, store.id), inArray(priceHistory.region, storeRegionKeys(store))),
      ),
    )
  return rows.map((row) => ({ ...row, rank: row.rank as TPriceOverride['rank'] }))
}

/**
 * The overrides in force for one product on one menu's store, as one SQL json array (`TPriceOverride`),
 * for a basket's add beside its lock (carts' `menuProductJson`, ADR 033). Written out with aliases, as
 * that statement is.
 */
export const productOverridesJson = (menuId: SQLWrapper, productId: SQLWrapper) => sql<TPriceOverride[]>`(
  select coalesce(json_agg(json_build_object('productId', ph.product_id, 'optionId', ph.option_id,
    'cost', ph.cost,
    'rank', case when ph.store_id is not null then 0 when position('/' in ph.region) > 0 then 1 else 2 end)), '[]'::json)
  from stores s
  join price_history ph on ph.product_id = ${productId} and ph.valid_to is null and ph.scope <> 'chain'
    and (ph.store_id = s.id or ph.region = s.state or ph.region = s.state || '/' || split_part(s.path, '/', 2))
  where s.menu_id = ${menuId}
)`
