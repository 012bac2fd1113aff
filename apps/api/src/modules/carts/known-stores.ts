import type { TQueryable } from '../../platform/database.ts'
import type { TStoreRow } from '../stores/index.ts'
import { findStoreForNewCart } from './repository.ts'

/** A store as this node last read it for a new basket, with its row's version (`xmin`). */
export type TKnownStore = { store: TStoreRow; version: string }

/** Enough for every store of a large chain; past it the map starts again (a re-read is one statement). */
const MAX_KNOWN = 50_000
const known = new Map<number, TKnownStore>()

/**
 * The stores new baskets open on, by menu, as this node last read them (ADR 013, amended). A stale
 * entry is harmless: the basket's insert is guarded by the row's version, writes nothing when the row
 * has changed, and the caller reads it again (`readStoreForNewCart`). Versions are PostgreSQL
 * transaction ids, unique in a cluster, so an entry never matches another database's row.
 */
export const knownStore = (menuId: number): TKnownStore | undefined => known.get(menuId)

/** Reads the store of `menuId` for a new basket, and remembers it; undefined (and forgotten) when none. */
export async function readStoreForNewCart(db: TQueryable, menuId: number): Promise<TKnownStore | undefined> {
  const found = await findStoreForNewCart(db, menuId)
  if (!found) {
    known.delete(menuId)
    return undefined
  }
  if (known.size >= MAX_KNOWN) known.clear()
  known.set(menuId, found)
  return found
}
