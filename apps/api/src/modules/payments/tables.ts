import type { TCardBrand, TTestCardOutcome } from '@deli/domain'
import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { orders } from '../orders/tables.ts'

/**
 * The built-in test gateway's own vault: what it keeps of a tokenised test card — brand, last four,
 * expiry and the documented outcome. Never the number or the security code.
 */
export const testGatewayCards = pgTable('test_gateway_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').$type<TCardBrand>().notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  outcome: text('outcome').$type<TTestCardOutcome>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A test-gateway record: a charge, a decline, or an authorisation, and what became of it (refunds too). */
export type TTestOutcome = 'succeeded' | 'authorised' | 'captured' | 'voided' | 'refunded'

/**
 * The test gateway's charge log, keyed by the caller's idempotency key (the order id): a repeated
 * charge answers the first result and charges nothing more — as Stripe's idempotency keys do.
 */
export const testGatewayCharges = pgTable('test_gateway_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  token: text('token').notNull(),
  amount: integer('amount').notNull(),
  outcome: text('outcome').$type<TTestOutcome | 'declined'>().notNull(),
  /** The charge or authorisation id, or the decline message. */
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Our ledger of money taken: at most one charge per order (unique), written with the order's success. */
export const paymentCharges = pgTable('payment_charges', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  gateway: text('gateway').$type<'test' | 'stripe'>().notNull(),
  /** The gateway's charge (test) or PaymentIntent (Stripe) id. */
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The order was cancelled and the charge given back: when, and the gateway's refund id. */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  refundReference: text('refund_reference'),
})
