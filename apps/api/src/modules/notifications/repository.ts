import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { mailOutbox, smsOutbox, type TMailRow } from './tables.ts'

/** The newest messages first, optionally only those to one address. */
export async function findLatestMail(db: TQueryable, options: { to?: string | undefined; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.to, options.to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit)
}

/** The newest text messages first, optionally only those to one number. */
export async function findLatestSms(db: TQueryable, options: { to?: string | undefined; limit: number }) {
  return db
    .select()
    .from(smsOutbox)
    .where(options.to ? eq(smsOutbox.to, options.to) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(options.limit)
}

/**
 * Claims up to `limit` unsent messages for one delivery attempt: their attempt count goes up and
 * their attempt time is now, so another worker skips them (rows locked by another claim are skipped
 * too) until `attempts` minutes have passed. Messages that failed `maxAttempts` times stay unsent.
 */
export async function claimUnsentMail(
  db: TQueryable,
  limit: number,
  maxAttempts: number,
): Promise<TMailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, maxAttempts),
        sql`(${mailOutbox.lastAttemptAt} is null or ${mailOutbox.lastAttemptAt} < now() - make_interval(mins => ${mailOutbox.attempts}))`,
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(inArray(mailOutbox.id, due))
    .returning()
}

export async function markMailSent(db: TQueryable, id: number): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id))
}

export async function markMailFailed(db: TQueryable, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id))
}
