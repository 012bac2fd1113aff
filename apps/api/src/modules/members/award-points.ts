import { type SQL, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedSql } from '../../platform/prepared.ts'
import { users } from './tables.ts'

/**
 * Adds an accepted order's points to the member's balance (spec §3 User points), inside the caller's
 * transaction: the points exist exactly when the order that earned them commits.
 */
export async function awardPoints(executor: TQueryable, userId: string, points: number): Promise<void> {
  await awardStatement(executor, { userId, points })
}

/**
 * Members' balance write as SQL, for a statement that computes the changes itself: `changes` is a
 * relation of (user_id, delta) — a CTE's name — and every member in it gets its delta added. The
 * rewards module's settlement runs it as a part of its one statement (ADR 035, amended 2026-11-28).
 */
export const awardPointsSql = (changes: SQL): SQL =>
  sql`update ${users} set ${sql.raw(users.points.name)} = ${users.points} + change.delta
    from ${changes} as change where ${users.id} = change.user_id and change.delta <> 0`

// A check-in's or a refund's entry moves the balance with the same text: built once (ADR 036).
const awardStatement = preparedSql<{ userId: string; points: number }, Record<string, never>>(
  'award_points',
  awardPointsSql(
    sql`(select ${sql.placeholder('userId')}::uuid as user_id, ${sql.placeholder('points')}::int as delta)`,
  ),
)
