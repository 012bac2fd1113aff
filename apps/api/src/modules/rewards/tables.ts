import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { carts } from '../carts/tables.ts'
import { users } from '../members/tables.ts'
import { orders } from '../orders/tables.ts'

export const POINTS_ENTRY_KINDS = ['earn', 'spend', 'refund', 'reverse', 'check_in'] as const
export type TPointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number]

/**
 * Every change of a member's points (ADR 024): an order's points earned, a reward's points spent when
 * its order is paid, given back when that order is cancelled (`refund`), an order's earned points
 * taken back when it is cancelled (`reverse`), and points earned by an in-store check-in. One entry
 * per (order, kind) and per check-in: the unique indexes make each change happen at most once,
 * whatever is retried. The member's balance (`users.points`, members' data) moves with each entry in
 * the same transaction, through members' `awardPoints`.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TPointsEntryKind>().notNull(),
    /** Signed: earned and given back > 0, spent and taken back < 0. */
    points: integer('points').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    checkInId: integer('check_in_id').references(() => checkInCodes.id, { onDelete: 'set null' }),
    /** The reward of a spend or refund entry. */
    rewardId: text('reward_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_ledger_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('points_ledger_order_kind_unique')
      .on(table.orderId, table.kind)
      .where(sql`${table.orderId} is not null`),
    uniqueIndex('points_ledger_check_in_unique')
      .on(table.checkInId)
      .where(sql`${table.checkInId} is not null`),
  ],
)
export type TPointsEntryRow = typeof pointsLedger.$inferSelect

export const REDEMPTION_STATUSES = ['applied', 'held', 'spent', 'refunded'] as const
export type TRedemptionStatus = (typeof REDEMPTION_STATUSES)[number]

/**
 * A reward redeemed onto a basket (one per basket): `applied` while the basket is being built (no
 * points move), `held` from submission until payment (its points are not available for another
 * basket), `spent` when the order is paid (a ledger spend entry), `refunded` when the paid order is
 * cancelled. A declined payment puts it back to `applied` on the reactivated basket.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id, { onDelete: 'cascade' }),
    rewardId: text('reward_id').notNull(),
    points: integer('points').notNull(),
    status: text('status').$type<TRedemptionStatus>().notNull().default('applied'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reward_redemptions_user_status_idx').on(table.userId, table.status)],
)
export type TRedemptionRow = typeof rewardRedemptions.$inferSelect

/**
 * An offer (welcome, birthday-<year>) taken by an order: `held` from submission, `used` once paid.
 * One row per member and offer: the primary key is what makes an offer usable once. A declined
 * payment or a cancelled order deletes the row, giving the offer back.
 */
export const offerUses = pgTable(
  'offer_uses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<'held' | 'used'>().notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.offerId] }),
    index('offer_uses_order_idx').on(table.orderId),
  ],
)

/**
 * A short-lived in-store check-in code (shown as a QR code): valid for 5 minutes, used once by a
 * store's API client with the purchase total. Only the newest unused code of a member is live.
 */
export const checkInCodes = pgTable(
  'check_in_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The purchase total the store posted (cents) and the points it earned. */
    total: integer('total'),
    points: integer('points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('check_in_codes_user_idx').on(table.userId),
    index('check_in_codes_expires_idx').on(table.expiresAt),
  ],
)
export type TCheckInCodeRow = typeof checkInCodes.$inferSelect
