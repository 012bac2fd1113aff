import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/**
 * Session expiry (ADR 007, 013): a session lives IDLE_DAYS after its last use and never longer than
 * ABSOLUTE_DAYS after it began. The rule in TypeScript (a lookup renewing the session it read) and
 * in SQL (the statements that write `expires_at`) side by side; `apps/api/test/sql-rule-agreement.test.ts`
 * holds them to the same instant at the cap, whatever the database session's time zone.
 */
export const IDLE_DAYS = 30
export const ABSOLUTE_DAYS = 90
export const DAY_MS = 86_400_000

/** A new (or restarted) session's expiry: IDLE_DAYS from `now`. */
export const newSessionExpiry = (now: Date): Date => new Date(now.getTime() + IDLE_DAYS * DAY_MS)

/** A renewed session's expiry: the idle expiry from `now`, never beyond the absolute one from `createdAt`. */
export const renewedSessionExpiry = (createdAt: Date, now: Date): Date =>
  new Date(Math.min(createdAt.getTime() + ABSOLUTE_DAYS * DAY_MS, newSessionExpiry(now).getTime()))

/** `days` of 24 hours (as DAY_MS), not calendar days: those follow the database's zone across a DST change. */
const days = (count: number) => sql`make_interval(hours => ${count * 24})`

/** newSessionExpiry in SQL. */
export const newSessionExpirySql = (now: SQL = sql`now()`): SQL => sql`${now} + ${days(IDLE_DAYS)}`

/** renewedSessionExpiry in SQL. */
export const renewedSessionExpirySql = (createdAt: AnyColumn | SQL, now: SQL = sql`now()`): SQL =>
  sql`least(${createdAt} + ${days(ABSOLUTE_DAYS)}, ${newSessionExpirySql(now)})`
