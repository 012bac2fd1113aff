import { and, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { storeClosures } from './tables.ts'

/** Opens a closed day again (a no-op when it was not closed). */
export async function reopenStoreDay(db: TQueryable, storeId: number, day: string): Promise<void> {
  await db.delete(storeClosures).where(and(eq(storeClosures.storeId, storeId), eq(storeClosures.day, day)))
}
