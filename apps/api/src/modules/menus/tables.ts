import type {
  TAllergen,
  TDietaryFlag,
  TDraftChangeKind,
  TDraftStatus,
  TOptionGroup,
  TPriceScope,
  TQuantities,
} from '@deli/contracts'
import type { TProductChannel } from '@deli/contracts/catalogue-rules'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { stores } from '../stores/tables.ts'

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  superCategory: text('super_category').$type<'mealtime' | 'catering'>().notNull(),
  sortOrder: integer('sort_order').notNull(),
})

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** List price in cents; a menu may override it. */
  cost: integer('cost').notNull(),
  calories: integer('calories').notNull(),
  dietary: jsonb('dietary').$type<TDietaryFlag[]>().notNull(),
  /** What the product contains whatever is chosen; each option's own are in `option_groups` (ADR 049). */
  allergens: jsonb('allergens').$type<TAllergen[]>().notNull().default([]),
  image: text('image').notNull(),
  quantities: jsonb('quantities').$type<TQuantities>().notNull(),
  optionGroups: jsonb('option_groups').$type<TOptionGroup[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Shown in the home page's featured row (ADR 045), store-independent. */
  featured: boolean('featured').notNull().default(false),
  /** Seconds the kitchen takes for the first item and for each further one (ADR 065); null = the chain's default. */
  makeSeconds: integer('make_seconds'),
  makeExtraSeconds: integer('make_extra_seconds'),
  /** Where it is sold (ADR 069); a basket on a channel missing here refuses it. */
  channels: text('channels')
    .array()
    .$type<TProductChannel[]>()
    .notNull()
    .default(sql`'{web,app,kiosk,catering}'::text[]`),
  /** A utensils item (spec §4): not listed to guests, its bag lines hidden and uncounted. */
  isUtensils: boolean('is_utensils').notNull().default(false),
  /**
   * When the back office retired it: it left every menu (its `menu_products` rows went) and cannot be
   * listed again; past orders still show it, so the row stays (nothing an order points to is deleted).
   */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
})

/** A store's menu: one row per product it lists, with this store's price and availability. */
export const menuProducts = pgTable(
  'menu_products',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => stores.menuId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    cost: integer('cost').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.menuId, table.productId] })],
)

/**
 * Every price the back office sets (ADR 062), kept: the chain's base price of a product (`chain`,
 * history only: `products.cost` and the menus' prices are what is read), and the overrides of a
 * product (`option_id` 0) or an option by a region (`NC`, `NC/raleigh`) or a store. The row in force
 * has no `valid_to`; a change closes it and opens the next, so an order's price can be explained.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope').$type<TPriceScope>().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    optionId: integer('option_id').notNull().default(0),
    storeId: integer('store_id').references(() => stores.id),
    region: text('region'),
    cost: integer('cost').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    setById: uuid('set_by_id'),
    setByName: text('set_by_name').notNull(),
  },
  (table) => [
    uniqueIndex('price_history_in_force_idx')
      .on(
        table.scope,
        sql`coalesce(${table.storeId}, 0)`,
        sql`coalesce(${table.region}, '')`,
        table.productId,
        table.optionId,
      )
      .where(sql`${table.validTo} is null`),
    index('price_history_product_idx').on(table.productId).where(sql`${table.validTo} is null`),
    index('price_history_store_idx').on(table.storeId).where(sql`${table.validTo} is null`),
    index('price_history_region_idx').on(table.region).where(sql`${table.validTo} is null`),
    index('price_history_explained_idx').on(table.productId, table.validFrom),
  ],
)
export type TPriceHistoryRow = typeof priceHistory.$inferSelect

/**
 * When a store sells a category (ADR 060): an everyday window in store-local minutes (`day` null) or a
 * one-off for one local date (a holiday), with the notice an order of it needs. No row: sold whenever
 * the store is open. Written only through `setDayparts`, which announces the store's menu change.
 */
export const storeDayparts = pgTable(
  'store_dayparts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    leadMinutes: integer('lead_minutes').notNull().default(0),
  },
  (table) => [
    unique('store_dayparts_rule_key').on(table.storeId, table.categoryId, table.day).nullsNotDistinct(),
  ],
)
export type TStoreDaypartRow = typeof storeDayparts.$inferSelect

/**
 * Drafts (ADR 059): a chain admin's change set of prices, product edits, new products and category
 * edits, not live until published (a drafted new product is no row of `products` until then).
 * Publishing applies every change in one transaction through the same operations as an immediate
 * save (audited each, and the draft's publish); nothing here is read by a guest's menu.
 */
export const menuDrafts = pgTable(
  'menu_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** `open`, `published` or `discarded` (`TDraftStatus`). */
    status: text('status').$type<TDraftStatus>().notNull().default('open'),
    createdById: uuid('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByName: text('closed_by_name'),
  },
  (table) => [index('menu_drafts_status_idx').on(table.status, table.createdAt)],
)
export type TMenuDraftRow = typeof menuDrafts.$inferSelect

/** One change of a draft: its body as the immediate route takes it; one per price or product (`target`). */
export const menuDraftChanges = pgTable(
  'menu_draft_changes',
  {
    id: serial('id').primaryKey(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => menuDrafts.id, { onDelete: 'cascade' }),
    /** `price`, `product`, `new_product` or `category` (`TDraftChangeKind`). */
    kind: text('kind').$type<TDraftChangeKind>().notNull(),
    /**
     * What the change is of (`price:<scope>:<store|region>:<product>:<option>`, `product:<id>`,
     * `new_product:<name>`, `category:<id>`).
     */
    target: text('target').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('menu_draft_changes_target_key').on(table.draftId, table.target)],
)
export type TMenuDraftChangeRow = typeof menuDraftChanges.$inferSelect
