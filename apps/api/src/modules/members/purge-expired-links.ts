import { lt, or, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { passwordResets, pendingSignUps } from './tables.ts'

/**
 * Deletes sign-ups never confirmed in time and reset links that expired or were used more than a
 * day ago: one-time tokens are kept no longer than they can matter. Answers how many went.
 */
export async function purgeExpiredLinks(db: TDatabase): Promise<number> {
  const signUps = await db
    .delete(pendingSignUps)
    .where(lt(pendingSignUps.expiresAt, sql`now()`))
    .returning({ id: pendingSignUps.id })
  const resets = await db
    .delete(passwordResets)
    .where(
      or(
        lt(passwordResets.expiresAt, sql`now() - interval '1 day'`),
        lt(passwordResets.usedAt, sql`now() - interval '1 day'`),
      ),
    )
    .returning({ id: passwordResets.id })
  return signUps.length + resets.length
}
