import type { TStoreHours, TStoreServices } from '@deli/contracts'
import type { TDeliveryZone } from '@deli/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
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
    /** The day a 'Coming Soon' store expects to open (ADR 060), shown to guests; null when unknown. */
    openingDate: date('opening_date', { mode: 'string' }),
    /**
     * On the storefront (ADR 060): a store the back office creates stays off search, region pages and
     * its location page until a chain admin publishes it.
     */
    isPublished: boolean('is_published').notNull().default(true),
    /** How the geo adapter placed the address: `street`, `postal_code` or `locality`; null = seeded. */
    geocodePrecision: text('geocode_precision').$type<'street' | 'postal_code' | 'locality'>(),
    services: jsonb('services').$type<TStoreServices>().notNull(),
    hours: jsonb('hours').$type<TStoreHours>().notNull(),
    taxRateBps: integer('tax_rate_bps').notNull(),
    /** Minutes from now to the first slot the kitchen can make. */
    leadTimeMinutes: integer('lead_time_minutes').notNull().default(20),
    /** Orders per 15-minute slot; null = the configured chain default (SLOT_CAPACITY). */
    slotCapacity: integer('slot_capacity'),
    /** Orders the kitchen makes side by side (ADR 065); null = the chain default (KITCHEN_STATIONS). */
    kitchenStations: integer('kitchen_stations'),
    /** Where the store delivers (radius or polygon); null when it does not deliver. */
    deliveryZone: jsonb('delivery_zone').$type<TDeliveryZone>(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    deliveryMinimumCents: integer('delivery_minimum_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stores_state_city_idx').on(table.state, table.city),
    // A city's region page, a page at a time by name (ADR 038): the city is the path's second slug.
    index('stores_region_page_idx').on(
      table.state,
      sql`split_part(${table.path}, '/', 2)`,
      table.name,
      table.id,
    ),
    index('stores_zip_idx').on(table.zip),
    // The back office's list, a page at a time by name (ADR 060).
    index('stores_name_idx').on(table.name, table.id),
  ],
)
export type TStoreRow = typeof stores.$inferSelect
