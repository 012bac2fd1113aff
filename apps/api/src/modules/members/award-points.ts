import { eq, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { users } from './tables.ts'

/**
 * Adds an accepted order's points to the member's balance (spec §3 User points), inside the caller's
 * transaction: the points exist exactly when the order that earned them commits.
 */
export async function awardPoints(executor: TQueryable, userId: string, points: number): Promise<void> {
  await executor
    .update(users)
    .set({ points: sql`${users.points} + ${points}` })
    .where(eq(users.id, userId))
}
