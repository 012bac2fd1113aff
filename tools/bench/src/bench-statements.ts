/**
 * What each statement cost the database over a measured part (BENCH_PG_STATEMENTS=1): the bench's
 * server then starts its embedded PostgreSQL with `pg_stat_statements` (EMBEDDED_PG_STATEMENT_STATS).
 * Time is the statement's execution, lock waits included: a statement that waits on a hot row shows.
 * BENCH_PG_STATEMENTS_TOP (15) is how many statements a part prints.
 */
import pg from 'pg'

export const statementsOn = process.env.BENCH_PG_STATEMENTS === '1'

/** Clears the counts before the measured part (a no-op unless BENCH_PG_STATEMENTS=1). */
export async function resetStatements(client: Pick<pg.Pool, 'query'>) {
  if (!statementsOn) return
  await client.query('create extension if not exists pg_stat_statements')
  await client.query('select pg_stat_statements_reset()')
}

/** Prints the statements that took the most time since the reset, per measured unit (an order, a request). */
export async function printTopStatements(
  client: Pick<pg.Pool, 'query'>,
  units: number,
  limit = Number(process.env.BENCH_PG_STATEMENTS_TOP ?? 15),
  what = 'the measured part',
  unit = 'order',
) {
  if (!statementsOn) return
  const { rows } = await client.query<{ calls: string; ms: number; per_call: number; query: string }>(
    `select calls, total_exec_time as ms, total_exec_time / calls as per_call,
       left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
     from pg_stat_statements order by total_exec_time desc limit $1`,
    [limit],
  )
  console.log(`\nStatements by database time over ${what} (pg_stat_statements, waits included)\n`)
  console.log(`| calls | ms in all | ms per call | ms per ${unit} | statement |`)
  console.log('|---:|---:|---:|---:|---|')
  for (const row of rows)
    console.log(
      `| ${row.calls} | ${row.ms.toFixed(0)} | ${row.per_call.toFixed(2)} | ${(row.ms / units).toFixed(3)} | \`${row.query.replaceAll('|', '¦')}\` |`,
    )
}

/**
 * The load scenarios' statements (BENCH_PG_STATEMENTS=1): reset before a scenario, its top statements
 * per request printed after it. A no-op otherwise.
 */
export async function scenarioStatements(databaseUrl: string) {
  if (!statementsOn) return { before: async () => {}, after: async () => {}, end: async () => {} }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  return {
    before: () => resetStatements(client),
    after: (name: string, requests: number) => printTopStatements(client, requests, 6, name, 'request'),
    end: () => client.end(),
  }
}
