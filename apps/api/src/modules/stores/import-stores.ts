import { eq, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { stores } from './tables.ts'

/** A store row to import (the demo chain's seed, ADR 050): every column the `stores` table takes. */
export type TNewStore = typeof stores.$inferInsert
/** A store's lead time, slot capacity and delivery zone, fee and minimum (ADR 021, 031). */
export type TStoreOperations = Pick<
  TNewStore,
  'leadTimeMinutes' | 'slotCapacity' | 'deliveryZone' | 'deliveryFeeCents' | 'deliveryMinimumCents'
>

/** How many stores there are (`zoned`: only those with a delivery zone). */
export async function countStores(db: TQueryable, which: 'all' | 'zoned' = 'all'): Promise<number> {
  const query = db.select({ count: sql<number>`count(*)::int` }).from(stores)
  const [row] = await (which === 'zoned' ? query.where(sql`${stores.deliveryZone} is not null`) : query)
  return row?.count ?? 0
}

/** Inserts stores in one statement (a whole chain at once, inside the caller's transaction). */
export async function insertStores(tx: TQueryable, rows: TNewStore[]): Promise<void> {
  if (rows.length > 0) await tx.insert(stores).values(rows)
}

/** Sets a store's operation columns (the seed's backfill of a database seeded before they existed). */
export async function setStoreOperations(
  tx: TQueryable,
  id: number,
  columns: TStoreOperations,
): Promise<void> {
  await tx.update(stores).set(columns).where(eq(stores.id, id))
}
