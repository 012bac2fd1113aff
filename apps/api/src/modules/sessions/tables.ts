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
    /** The signed-in member; null for a guest. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_user_idx').on(table.userId),
  ],
)
export type TSessionRow = typeof sessions.$inferSelect
