import type { TAllergen, TDietaryFlag, TOptionGroup, TQuantities } from '@deli/contracts'
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
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
