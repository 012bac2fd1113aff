import { sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { rateLimits } from './tables.ts'

const window = sql`make_interval(secs => ${sql.placeholder('windowSeconds')}::float8)`
const ended = sql`${rateLimits.expiresAt} <= now()`

// Every guest basket and every sign-in counts hits: built once (ADR 036).
const countHitStatement = preparedStatement<
  { key: string; windowSeconds: number },
  { count: number; ttlMs: number }[]
>((db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), count: 1, expiresAt: sql`now() + ${window}` } as never)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<number>`ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000)::integer`,
    })
    .prepare('count_rate_limit_hit'),
)

/**
 * Counts one hit on `key` in a fixed window of `windowMs` and answers the count so far in this
 * window and the milliseconds until it ends. One atomic upsert: concurrent hits from any number of
 * nodes are all counted (row lock on the key), and an ended window restarts at 1.
 */
export async function countHit(
  db: TDatabase,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const [row] = await countHitStatement(db, { key, windowSeconds: windowMs / 1000 })
  if (!row) throw new Error('rate limit upsert returned nothing')
  return { count: row.count, ttlMs: Math.max(0, Number(row.ttlMs)) }
}
