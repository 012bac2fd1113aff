import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm'

/**
 * The basket reset in SQL (spec §3 Cart reset, §4 Session), the one text of the domain's rule for the
 * statements that set or compare a basket's `reset_at`: the domain's `isBasketExpired` (a basket is
 * gone once its reset instant is reached) and the configured CART_RESET_MINUTES.
 * `apps/api/test/sql-rule-agreement.test.ts` holds the two to the same answer at the limit.
 */

/** A basket's new reset instant: `minutes` (CART_RESET_MINUTES) after `now` (the statement's). */
export const basketResetAt = (minutes: number | Placeholder, now: SQL = sql`now()`): SQL =>
  sql`${now} + make_interval(mins => ${minutes}::int)`

/** True once the reset instant is reached: `<=`, exactly as the domain's `isBasketExpired`. */
export const basketExpired = (resetAt: AnyColumn | SQL, now: SQL = sql`now()`): SQL =>
  sql`${resetAt} <= ${now}`
