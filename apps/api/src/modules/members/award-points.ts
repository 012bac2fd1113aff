import { eq, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { users } from './tables.ts'

/**
 * Adds an accepted order's points to the member's balance (spec §3 User points), inside the caller's
 * transaction: the points exist exactly when the order that earned them commits.
 */
export async function awardPoints(executor: TQueryable, userId: string, points: number): Promise<void> {
  await awardStatement(executor, { userId, points })
}

// Every member's paid order moves the balance: built once (ADR 036).
const awardStatement = preparedStatement<{ userId: string; points: number }, unknown>((db) =>
  db
    .update(users)
    .set({ points: sql`${users.points} + ${sql.placeholder('points')}::int` })
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('award_points'),
)
