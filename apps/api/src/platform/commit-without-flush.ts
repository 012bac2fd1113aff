import { sql } from 'drizzle-orm'

/**
 * A condition that is always true and, when PostgreSQL evaluates it, lets the statement's transaction
 * commit without waiting for its WAL to reach the disk (`synchronous_commit = off` for this
 * transaction only; ADR 070). Put it in the WHERE of the row a write changes: it is evaluated for
 * that row, so a statement that writes nothing leaves the setting alone.
 *
 * Only for a transaction that writes nothing but what a guest can redo in a moment — a basket and
 * its new guest's session. A crash of the database (not of a node) may forget such a commit from its
 * last few hundred milliseconds; a later commit that waits (an order, a payment) flushes every commit
 * before it, so nothing durable can depend on one that was forgotten.
 */
export const commitWithoutFlush = sql`set_config('synchronous_commit', 'off', true) = 'off'`
