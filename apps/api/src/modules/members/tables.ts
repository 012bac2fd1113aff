import type { TAllergen, THandoffMode } from '@deli/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
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

/**
 * A member (spec §3 User). The email is stored lower-cased and is unique; the password only as an
 * argon2id hash (ARCHITECTURE.md § Quality bars). Points are the loyalty balance earned per order.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Digits only (spec §5 strips punctuation). */
    phone: text('phone').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    /**
     * When the birthday was last set or changed (null: before this was recorded). A birthday set in
     * the current month gives no birthday treat until next year's (domain `isBirthdaySettled`, ADR 042).
     */
    birthdayChangedAt: timestamp('birthday_changed_at', { withTimezone: true }),
    points: integer('points').notNull().default(0),
    /** The allergens the member avoids (ADR 049): the menu filter's choice, kept with the account. */
    avoidAllergens: jsonb('avoid_allergens').$type<TAllergen[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_created_at_idx').on(table.createdAt)],
)
export type TUserRow = typeof users.$inferSelect

/**
 * A sign-up waiting for its emailed confirmation (ADR 007): the account is created only when the
 * link comes back, so POST users answers the same whether or not the email is taken. Only the
 * SHA-256 of the one-time token is kept; the password is already an argon2id hash.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pending_sign_ups_email_idx').on(table.email),
    index('pending_sign_ups_expires_at_idx').on(table.expiresAt),
  ],
)
export type TPendingSignUpRow = typeof pendingSignUps.$inferSelect

/** A password-reset link: SHA-256 of its token, 1 hour, single use. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
)

/**
 * A member's saved delivery address (spec §3 Delivery address). One row per address/building/zip;
 * at most one is the default.
 */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    building: text('building').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    instructions: text('instructions').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    handoffMode: text('handoff_mode').$type<THandoffMode>().notNull().default('delivery'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('member_addresses_place_unique').on(table.userId, table.address, table.building, table.zip),
    uniqueIndex('member_addresses_one_default_idx').on(table.userId).where(sql`${table.isDefault}`),
  ],
)
export type TMemberAddressRow = typeof memberAddresses.$inferSelect

/** A member's favourite locations (spec §3), saved and deleted by menu_id. */
export const favouriteStores = pgTable(
  'favourite_stores',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => stores.menuId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.menuId] })],
)
