import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { staffAccounts } from '../operations/tables.ts'
import { stores } from '../stores/tables.ts'

/**
 * An item a store manager 86'd (ADR 021): a product or an option off this store's menu until `until`
 * (the store's next local midnight for 'today') or, when null, until a manager brings it back.
 * The name is kept as it was on the menu, so the manager's list shows it while it is off the menu.
 */
export const storeItemHolds = pgTable(
  'store_item_holds',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'product' | 'option'>().notNull(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    until: timestamp('until', { withTimezone: true }),
    heldBy: uuid('held_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.kind, table.itemId] })],
)
export type TStoreItemHoldRow = typeof storeItemHolds.$inferSelect

/**
 * The history of 86'd items (ADR 064, items 86'd and for how long): one row per time an item went off
 * a store's menu, from `startedAt` until `until` (its planned end; null: until further notice) or
 * `releasedAt` when a manager brought it back first. Holding it again while off only changes `until`.
 * Written by `holdItem` and `releaseItem` beside `store_item_holds`; never deleted.
 */
export const storeItemHoldHistory = pgTable(
  'store_item_hold_history',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'product' | 'option'>().notNull(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [index('store_item_hold_history_store_idx').on(table.storeId, table.startedAt)],
)

/** A store's ASAP pause and extra lead time (ADR 021); no row means neither. */
export const storeTimingOverrides = pgTable('store_timing_overrides', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  asapPaused: boolean('asap_paused').notNull().default(false),
  extraLeadMinutes: integer('extra_lead_minutes').notNull().default(0),
  updatedBy: uuid('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A store-local day ('YYYYMMDD') a manager closed the store for, with the message guests see. */
export const storeClosures = pgTable(
  'store_closures',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    message: text('message').notNull(),
    closedBy: uuid('closed_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.day] })],
)
