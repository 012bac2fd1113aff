import type { TCartAddress, THandoffMode, TOrderChannel, TOrderMode } from '@deli/contracts'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sessions } from '../sessions/tables.ts'
import { stores } from '../stores/tables.ts'

export type TSalesChannel = 'web' | 'app' | 'kiosk'

export const CART_STATUSES = ['active', 'abandoned', 'submitted'] as const
export type TCartStatus = (typeof CART_STATUSES)[number]

/** A basket: one store's menu, a handoff, an order time and lines; owned by one session. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => stores.menuId),
    /** The channel the basket was opened in (the catering channel, or mealtime). */
    baseChannel: text('base_channel').$type<TOrderChannel>().notNull(),
    /** Effective channel: catering when opened so or when it holds a catering product. */
    channel: text('channel').$type<TOrderChannel>().notNull(),
    handoff: text('handoff').$type<THandoffMode>().notNull(),
    /** Where the basket was opened (ADR 061): the storefront, a native app or a store kiosk. */
    salesChannel: text('sales_channel').$type<TSalesChannel>().notNull().default('web'),
    /** The promo code typed at checkout (upper case, ADR 061), or null. */
    promotionCode: text('promotion_code'),
    /** Delivery address with its coordinates; null for the pickup group. */
    address: jsonb('address').$type<TCartAddress>(),
    timeMode: text('time_mode').$type<TOrderMode>().notNull().default('asap'),
    /** Chosen slot start (advance orders), stored as an instant; shown in the store's zone. */
    wantedAt: timestamp('wanted_at', { withTimezone: true }),
    status: text('status').$type<TCartStatus>().notNull().default('active'),
    /**
     * The group order this basket belongs to (the host's basket, or a split participant's own one);
     * null for a basket of one. No foreign key: group_orders references carts (modules/group-orders).
     */
    groupOrderId: uuid('group_order_id'),
    /** Reset time limit: past it the basket is abandoned (touching the basket extends it). */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('carts_session_idx').on(table.sessionId),
    index('carts_group_order_idx').on(table.groupOrderId),
    // The guests report's baskets of a store's days (ADR 064's amendment): a range, not every basket.
    index('carts_menu_created_idx').on(table.menuId, table.createdAt),
    // A region's or the chain's baskets of a period (ADR 064's amendment): a range of days, not every basket.
    index('carts_created_idx').on(table.createdAt),
  ],
)
export type TCartRow = typeof carts.$inferSelect

/** One chosen option on a line, with the name and price it had when added or last repriced. */
export type TLineChoice = { option_id: number; name: string; quantity: number; cost: number }

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Price of one unit with its choices, in cents, at the cart's store. */
    unitCost: integer('unit_cost').notNull(),
    choices: jsonb('choices').$type<TLineChoice[]>().notNull(),
    instructions: text('instructions').notNull().default(''),
    recipient: text('recipient').notNull().default(''),
    /** In a group order, the participant the line belongs to (stamped by the server, never the body). */
    participantId: uuid('participant_id'),
    /** From the catering super category: the basket needs catering notice while it holds one. */
    isCatering: boolean('is_catering').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_lines_cart_idx').on(table.cartId),
    index('cart_lines_participant_idx').on(table.participantId),
  ],
)
export type TCartLineRow = typeof cartLines.$inferSelect
