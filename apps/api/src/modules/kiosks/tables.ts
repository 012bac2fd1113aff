import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { staffAccounts } from '../operations/tables.ts'
import { stores } from '../stores/tables.ts'

/**
 * A store's kiosk (ADR 030): a device its staff set up. The device keeps an opaque random
 * token (only its SHA-256 kept here) in an HttpOnly cookie; with it, the device orders without an
 * account, for its own store. Removing the kiosk (revoked_at) ends that at once.
 */
export const kiosks = pgTable(
  'kiosks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who set it up (kept when their account goes). */
    createdBy: uuid('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('kiosks_store_idx').on(table.storeId)],
)
export type TKioskRow = typeof kiosks.$inferSelect
