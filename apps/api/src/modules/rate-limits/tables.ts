import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Rate-limit counters shared by every node (ADR 013): one row per limit and client key (e.g.
 * `login-ip:203.0.113.7`), counting hits in a fixed window that ends at `expires_at`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expiresAt)],
)
