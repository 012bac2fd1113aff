import type { TAllergen, TDietaryFlag, TOptionGroup, TQuantities } from '@deli/contracts'
import { boolean, date, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core'
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
