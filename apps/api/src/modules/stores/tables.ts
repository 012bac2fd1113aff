import type { TStoreHours, TStoreServices } from '@deli/contracts'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey(),
    menuId: integer('menu_id').notNull().unique(),
    name: text('name').notNull(),
    /** '{state}/{city}/{address}' slugs, unique: the location detail page path. */
    path: text('path').notNull().unique(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    isComingSoon: boolean('is_coming_soon').notNull().default(false),
    services: jsonb('services').$type<TStoreServices>().notNull(),
    hours: jsonb('hours').$type<TStoreHours>().notNull(),
    taxRateBps: integer('tax_rate_bps').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stores_state_city_idx').on(table.state, table.city),
    index('stores_zip_idx').on(table.zip),
  ],
)
export type TStoreRow = typeof stores.$inferSelect
