import type { TStaffRole } from '@deli/contracts'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { stores } from '../stores/tables.ts'

/**
 * A staff account (ADR 017): not a member. Store staff and store managers work at the stores of
 * `staff_stores`; a chain admin works at every store. The password is an argon2id hash.
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-case (the contract lower-cases every email it accepts). */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<TStaffRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  /**
   * The authenticator secret (base32) of two-step sign-in (ADR 044), once set up; null: not set up.
   * Kept as is: the server must compute the codes it checks.
   */
  totpSecret: text('totp_secret'),
  /** A secret shown for set-up and not yet confirmed with a code. */
  totpPendingSecret: text('totp_pending_secret'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
export type TStaffAccountRow = typeof staffAccounts.$inferSelect

/** Single-use recovery codes of two-step sign-in (ADR 044): only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.codeHash] })],
)

/** Which stores a store staff member or manager works at. */
export const staffStores = pgTable(
  'staff_stores',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.staffId, table.storeId] }),
    index('staff_stores_store_idx').on(table.storeId),
  ],
)

/**
 * A staff sign-in on one device (the kitchen tablet): an opaque random token (only its SHA-256 kept)
 * that expires a fixed time after sign-in. Separate from member sessions: a staff token is never a
 * member's, and signing a member in or out never touches it.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_expires_at_idx').on(table.expiresAt)],
)

/**
 * An invitation to a staff account (ADR 022), sent by email by a chain admin or a store manager: an
 * opaque random token (only its SHA-256 kept) that works once, for 7 days. Accepting it creates the
 * account with the role and stores named here and marks it used (`used_at`, `staff_id`); withdrawing
 * it sets `revoked_at`. The inviter's name is kept, so the page still says who invited after their
 * account is removed. Stores are ids of `stores` (an admin's invitation names none: every store).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Lower-case, like `staff_accounts.email`. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<TStaffRole>().notNull(),
    storeIds: integer('store_ids').array().notNull(),
    invitedBy: uuid('invited_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    inviterName: text('inviter_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The account accepting created. */
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (table) => [index('staff_invitations_email_idx').on(table.email)],
)
export type TStaffInvitationRow = typeof staffInvitations.$inferSelect

/**
 * What staff did at a store (ADR 044): every store-side action (an order moved, a member checked in,
 * an item 86'd, hours changed, a kiosk set up…) by the identified staff member who did it, at which
 * store, when. The name is kept so the record still says who after the account is removed. Written
 * only through `recordStaffAction`; rows are never changed.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    storeId: integer('store_id').notNull(),
    /** What was done, e.g. `order.status`, `rewards.check-in` (`TStaffActionKind`). */
    action: text('action').notNull(),
    /** What it was done to (an order id, a check-in code, an item, a day), when there is one. */
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_actions_store_idx').on(table.storeId, table.createdAt),
    index('staff_actions_staff_idx').on(table.staffId),
  ],
)
export type TStaffActionRow = typeof staffActions.$inferSelect
