import { sql } from 'drizzle-orm'
import { commitWithoutFlush } from '../../platform/commit-without-flush.ts'
import type { TDatabase } from '../../platform/database.ts'
import { preparedSql } from '../../platform/prepared.ts'

/** Hits on one key counted together: `hits` of them, in a fixed window of `windowMs`. */
export type THits = { key: string; windowMs: number; hits: number }

/** A key's count after the hits, and the milliseconds until its window ends. */
export type TCounted = { key: string; count: number; ttlMs: number }

// Every guest basket and every sign-in counts hits: built once (ADR 036). The keys come sorted, so
// two nodes' statements lock their rows in one order and never deadlock. A counter commits without
// waiting for the disk (ADR 070): a crash of the database may forget its last moment of hits.
const countHitsStatement = preparedSql<
  { keys: string[]; hits: number[]; windowSeconds: number[] },
  { key: string; count: number; ttl_ms: number }
>(
  'count_rate_limit_hits',
  sql`insert into rate_limits (key, count, expires_at)
    select hit.key, hit.hits, now() + make_interval(secs => hit.window_seconds)
    from unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('hits')}::int[],
      ${sql.placeholder('windowSeconds')}::float8[]) as hit(key, hits, window_seconds)
    where ${commitWithoutFlush}
    order by hit.key
    on conflict (key) do update set
      count = case when rate_limits.expires_at <= now() then excluded.count
        else rate_limits.count + excluded.count end,
      expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at
        else rate_limits.expires_at end
    returning key, count, ceil(extract(epoch from (expires_at - now())) * 1000)::integer as ttl_ms`,
)

/**
 * Counts hits on several keys in one atomic upsert (ADR 013, amended: a node gathers the hits of an
 * event-loop turn into one statement): each key's window is fixed, an ended window restarts, and
 * concurrent hits from any number of nodes are all counted (row lock on each key). Answers each
 * key's count after its hits and the milliseconds until its window ends. Each key once.
 */
export async function countHits(db: TDatabase, hits: readonly THits[]): Promise<TCounted[]> {
  const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const rows = await countHitsStatement(db, {
    keys: sorted.map((hit) => hit.key),
    hits: sorted.map((hit) => hit.hits),
    windowSeconds: sorted.map((hit) => hit.windowMs / 1000),
  })
  return rows.map((row) => ({ key: row.key, count: row.count, ttlMs: Math.max(0, Number(row.ttl_ms)) }))
}
