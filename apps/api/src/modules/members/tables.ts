import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * A member (spec §3 User). The email is stored lower-cased and is unique; the password only as an
 * argon2id hash (DESIGN.md §7). Points are the loyalty balance earned per order.
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
    points: integer('points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_created_at_idx').on(table.createdAt)],
)
export type TUserRow = typeof users.$inferSelect
