import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * A browser or app session: an opaque random token (only its SHA-256 is stored) with an idle and an
 * absolute expiry. Guests get one when they first create a basket; members attach their user to it
 * at sign-in (a later issue), which rotates the token.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
)
export type TSessionRow = typeof sessions.$inferSelect
