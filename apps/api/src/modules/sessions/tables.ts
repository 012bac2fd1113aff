import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../members/tables.ts'

/**
 * A browser or app session: an opaque random token (only its SHA-256 is stored) with an idle and an
 * absolute expiry. Guests get one when they first create a basket; signing in replaces it with a new
 * session (new token) that carries the member's user id, and takes the guest's baskets along.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * The token this one replaced at the last renewal (PUT members/auth), still accepted for a short
     * grace period so requests already in flight with it do not fail. Never kept at sign-in.
     */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** The signed-in member; null for a guest. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_user_idx').on(table.userId),
    index('sessions_previous_token_idx').on(table.previousTokenHash),
  ],
)
export type TSessionRow = typeof sessions.$inferSelect
