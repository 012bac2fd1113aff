import type { HANDOFF_MODES, PROMOTION_CHANNELS, PROMOTION_KINDS } from '@deli/contracts/constants'
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from '../members/tables.ts'
import { orders } from '../orders/tables.ts'

/**
 * A promotion set up in the back office by a chain admin (ADR 061): what it gives, to which baskets,
 * when, and its limits. Never deleted once an order took it: ending it sets `ended_at`.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<(typeof PROMOTION_KINDS)[number]>().notNull(),
    amount: integer('amount'),
    percent: integer('percent'),
    freeProductId: integer('free_product_id'),
    minimumSubtotal: integer('minimum_subtotal').notNull().default(0),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'`),
    categorySlugs: text('category_slugs').array().notNull().default(sql`'{}'`),
    /** Empty, and no `region`: every store. */
    storeIds: integer('store_ids').array().notNull().default(sql`'{}'`),
    /**
     * A region of stores as prices by region key it (ADR 062): 'TX' or 'TX/dallas'. The rule, not a
     * list of its stores: a store opened there later is in it (ADR 061). Null: none.
     */
    region: text('region'),
    channels: text('channels').array().$type<(typeof PROMOTION_CHANNELS)[number][]>().notNull(),
    handoffs: text('handoffs').array().$type<(typeof HANDOFF_MODES)[number][]>().notNull(),
    /** Store-local 'YYYY-MM-DDTHH:mm' (each store's own zone); the end is exclusive. */
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at'),
    /** Upper case; null: applied by itself. */
    code: text('code'),
    membersOnly: boolean('members_only').notNull().default(false),
    oncePerMember: boolean('once_per_member').notNull().default(false),
    budgetUses: integer('budget_uses'),
    budgetCents: integer('budget_cents'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promotions_code_unique').on(table.code).where(sql`${table.code} is not null`)],
)
export type TPromotionRow = typeof promotions.$inferSelect

/**
 * An order that took a promotion (ADR 061), written at submission under the promotion's row lock:
 * the budget and once-per-member are counted from these rows. One per order (one promotion a
 * basket); a failed payment or a cancelled order deletes it, giving the use back.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Cents it took off the order. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promotion_uses_promotion_idx').on(table.promotionId),
    index('promotion_uses_user_idx').on(table.promotionId, table.userId),
  ],
)
