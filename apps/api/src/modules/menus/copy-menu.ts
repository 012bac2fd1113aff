import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'

/**
 * A new store's menu (ADR 060): the products, prices and availability of another store's menu,
 * copied into `toMenuId` (which must have no rows yet). Its `menu_changes` notifications come from
 * the table's trigger (ADR 023).
 */
export async function copyMenu(tx: TQueryable, fromMenuId: number, toMenuId: number): Promise<number> {
  const result = await tx.execute(sql`
    insert into menu_products (menu_id, product_id, cost, is_available)
    select ${toMenuId}, product_id, cost, is_available from menu_products where menu_id = ${fromMenuId}`)
  return result.rowCount ?? 0
}
