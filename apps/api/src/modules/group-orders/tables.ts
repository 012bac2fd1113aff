import type { TGroupOrderStatus, TGroupPaymentStatus, TGroupPaymentType, THandoffMode } from '@deli/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { carts } from '../carts/tables.ts'
import { users } from '../members/tables.ts'
import { sessions } from '../sessions/tables.ts'
import { stores } from '../stores/tables.ts'

/**
 * A group order (spec §3 Group order; ADR 015): the host member's basket at one store, shared by
 * link. `version` is bumped by every change of the group or of a basket linked to it, so the ETag of
 * `GET carts/group/{id}` costs one indexed read.
 */
export const groupOrders = pgTable(
  'group_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The host's basket: participants of a host-pays group add their lines to it. */
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Spec §3 hostfullname: the host's first and last name when the group was created. */
    hostFullName: text('host_full_name').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    paymentType: text('payment_type').$type<TGroupPaymentType>().notNull(),
    handoff: text('handoff').$type<THandoffMode>().notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<TGroupOrderStatus>().notNull().default('open'),
    version: integer('version').notNull().default(1),
    /** When the deadline job emailed the host for the current deadline (null until then, reset on extension). */
    deadlineNotifiedAt: timestamp('deadline_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live group per host basket (a cancelled one may be followed by a new one).
    uniqueIndex('group_orders_live_cart_unique')
      .on(table.cartId)
      .where(sql`${table.status} in ('open', 'locked')`),
    index('group_orders_host_idx').on(table.hostUserId),
  ],
)
export type TGroupOrderRow = typeof groupOrders.$inferSelect

/**
 * A person in a group order: the host (isHost) and everyone who joined, each by the session that
 * joined. Lines of a host-pays basket carry the participant's id, so two people of the same name
 * stay distinct. In a split group each participant has a basket of their own (`cartId`).
 */
export const groupParticipants = pgTable(
  'group_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupOrderId: uuid('group_order_id')
      .notNull()
      .references(() => groupOrders.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isHost: boolean('is_host').notNull().default(false),
    /** Split payment: the participant's own basket at the group's store. */
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** Host pays: 'add participant order'; split: the participant's payment authorised. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Split payment: where the participant's money stands (see ADR 015). */
    paymentStatus: text('payment_status').$type<TGroupPaymentStatus>().notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('group_participants_session_unique').on(table.groupOrderId, table.sessionId),
    index('group_participants_session_idx').on(table.sessionId),
    index('group_participants_cart_idx').on(table.cartId),
  ],
)
export type TGroupParticipantRow = typeof groupParticipants.$inferSelect
