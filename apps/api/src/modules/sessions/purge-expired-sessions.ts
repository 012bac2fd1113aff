import { lt, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { sessions } from './tables.ts'

/**
 * Deletes sessions that expired more than a day ago (their tokens already answer nothing), with
 * their baskets. Orders keep no reference that blocks this. Answers how many were deleted.
 */
export async function purgeExpiredSessions(db: TDatabase): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: sessions.id })
  return rows.length
}
