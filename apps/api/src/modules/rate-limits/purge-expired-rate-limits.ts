import { lt, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { rateLimits } from './tables.ts'

/** Deletes counters whose window ended (housekeeping); answers how many. */
export async function purgeExpiredRateLimits(db: TDatabase): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, sql`now()`))
    .returning({ key: rateLimits.key })
  return rows.length
}
