import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const MAIL_KINDS = [
  'sign-up',
  'account-exists',
  'password-reset',
  'receipt',
  'group-deadline',
  'order-ready',
  'order-cancelled',
  'order-refunded',
  'staff-invitation',
  'form-submission',
] as const
export type TMailKind = (typeof MAIL_KINDS)[number]

/**
 * Every email the platform sends, written in the transaction of whatever caused it (sign-up, reset,
 * an order's success). With MAIL_TRANSPORT=outbox the rows are the dev mailbox; with smtp the
 * delivery job sends unsent rows, counting attempts and keeping the last error.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<TMailKind>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When SMTP accepted it; null while unsent (and always with the outbox transport). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When delivery was last tried; the next try waits `attempts` minutes after it. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_created_at_idx').on(table.createdAt),
    index('mail_outbox_unsent_idx').on(table.sentAt, table.attempts),
  ],
)
export type TMailRow = typeof mailOutbox.$inferSelect

export const SMS_KINDS = ['order-ready'] as const
export type TSmsKind = (typeof SMS_KINDS)[number]

/**
 * Every text message the platform sends (ADR 019: 'your order is ready'), written in the transaction
 * of whatever caused it. No SMS provider adapter is built yet: with SMS_TRANSPORT=outbox the rows are
 * the dev mailbox page's text messages; with SMS_TRANSPORT=off none is written.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<TSmsKind>().notNull(),
    /** Digits only, as the guest gave them (spec §5 phone). */
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_created_at_idx').on(table.createdAt)],
)
export type TSmsRow = typeof smsOutbox.$inferSelect
