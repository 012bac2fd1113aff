import { and, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { stores } from '../stores/tables.ts'
import { kiosks, type TKioskRow } from './tables.ts'

/** A kiosk with the store facts the kiosk and staff are shown. */
export type TKioskWithStore = TKioskRow & { storeName: string; menuId: number }

const withStore = { kiosk: kiosks, storeName: stores.name, menuId: stores.menuId }
const flatten = (row: { kiosk: TKioskRow; storeName: string; menuId: number }): TKioskWithStore => ({
  ...row.kiosk,
  storeName: row.storeName,
  menuId: row.menuId,
})

/** A kiosk in use (not removed) found by its id or its device token's hash. */
async function findLiveKiosk(db: TQueryable, by: SQL): Promise<TKioskWithStore | null> {
  const [row] = await db
    .select(withStore)
    .from(kiosks)
    .innerJoin(stores, eq(stores.id, kiosks.storeId))
    .where(and(by, isNull(kiosks.revokedAt)))
  return row ? flatten(row) : null
}

export const findLiveKioskByTokenHash = (db: TQueryable, tokenHash: string) =>
  findLiveKiosk(db, eq(kiosks.tokenHash, tokenHash))

export const findLiveKioskById = (db: TQueryable, id: string) => findLiveKiosk(db, eq(kiosks.id, id))

/** A store's kiosks in use, newest first. */
export async function listLiveKiosks(db: TQueryable, storeId: number): Promise<TKioskWithStore[]> {
  const rows = await db
    .select(withStore)
    .from(kiosks)
    .innerJoin(stores, eq(stores.id, kiosks.storeId))
    .where(and(eq(kiosks.storeId, storeId), isNull(kiosks.revokedAt)))
    .orderBy(desc(kiosks.createdAt))
  return rows.map(flatten)
}

export async function insertKiosk(
  db: TQueryable,
  values: { storeId: number; name: string; tokenHash: string; createdBy: string },
): Promise<TKioskRow> {
  const [row] = await db.insert(kiosks).values(values).returning()
  if (!row) throw new Error('kiosk insert returned nothing')
  return row
}

/** Removes a kiosk in use (its device is an ordinary browser again); false when there is none. */
export async function markKioskRevoked(db: TQueryable, id: string): Promise<boolean> {
  const rows = await db
    .update(kiosks)
    .set({ revokedAt: new Date() })
    .where(and(eq(kiosks.id, id), isNull(kiosks.revokedAt)))
    .returning({ id: kiosks.id })
  return rows.length > 0
}
