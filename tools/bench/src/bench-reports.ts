/**
 * The operator reports at the grown chain (BENCH_SCALE=1; ADR 064): the grown orders' rollups filled
 * by the reports' own rebuild (what `npm run reports:rebuild` runs), baskets grown beside the orders
 * (one per order, and one abandoned for every two) and their final days folded as the hourly job
 * folds them (so the guests report reads them as in production), then every report read for the last 30 days as
 * the demo chain admin (the chain, a region, a store) and as the demo manager (their store 1), one
 * request at a time as a person reads them: p50, p95 (the goal: under 300 ms) and p99 each.
 */
import { BASKET_RESET_MINUTES, CHAIN_TIME_ZONE, periodDays, shiftDay, storeToday } from '@deli/domain'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { basketsQuery, foldBaskets, rebuildReports } from '../../../apps/api/src/modules/reports/index.ts'
import { createDatabase } from '../../../apps/api/src/platform/database.ts'
import { DEMO_MANAGER, staffToken } from './bench-back-office.ts'

/** Samples per report, and the most seconds spent on one (whichever comes first, after 3 warm-ups). */
const SAMPLES = Number(process.env.BENCH_REPORT_SAMPLES ?? 100)
const MAX_SECONDS = Number(process.env.BENCH_REPORT_SECONDS ?? 30)
/** The goal for every report. */
export const REPORT_P95_GOAL_MS = 300

export type TReportRow = { who: string; name: string; samples: number; p50: number; p95: number; p99: number }

/** Days a rebuild transaction covers while filling the grown chain (a month of store-days each). */
const FILL_DAYS_PER_BATCH = 31

/**
 * The grown orders' baskets (a bulk load like the grown chain's: no trigger, no foreign key row by
 * row, sessions left unset): each grown order's basket at its store's menu, opened 10 minutes before
 * it was placed, and an abandoned basket for every second order, half of them with a line.
 */
export async function growBaskets(client: pg.Client): Promise<number> {
  await client.query('set session_replication_role = replica')
  await client.query(
    `insert into carts (id, session_id, menu_id, base_channel, channel, handoff, status, reset_at, created_at, updated_at)
     select o.cart_id, gen_random_uuid(), s.menu_id, 'mealtime', 'mealtime', o.handoff, 'submitted',
       o.created_at, o.created_at - interval '10 minutes', o.created_at
     from orders o join stores s on s.id = o.store_id
     where not exists (select 1 from carts c where c.id = o.cart_id)`,
  )
  await client.query(
    `with chain as (select array_agg(menu_id) as menus from stores),
     made as (
       insert into carts (session_id, menu_id, base_channel, channel, handoff, status, reset_at, created_at, updated_at)
       select gen_random_uuid(), chain.menus[1 + ((g::bigint * 104729) % array_length(chain.menus, 1))::int],
         'mealtime', 'mealtime', 'pickup', 'abandoned', now() - make_interval(mins => g * 2),
         now() - make_interval(mins => g * 2), now() - make_interval(mins => g * 2)
       from chain cross join generate_series(1, (select count(*)::int / 2 from orders)) g
       returning id, created_at
     )
     insert into cart_lines (cart_id, product_id, name, quantity, unit_cost, choices)
     select made.id, p.id, p.name, 1, 500, '[]'::jsonb
     from made cross join (select id, name from products order by id limit 1) p
     where random() < 0.5`,
  )
  await client.query('set session_replication_role = origin')
  await client.query('vacuum (analyze) carts, cart_lines')
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from carts')
  return rows[0]?.n ?? 0
}

/** The reports' rollups of every order in the database, rebuilt a month of days per transaction. */
export async function fillReportRollups(client: pg.Client, databaseUrl: string) {
  const started = Date.now()
  const { rows } = await client.query<{ from: string; to: string }>(
    `select (min(created_at) - interval '2 days')::date::text as from,
       (greatest(max(created_at), max(ready_at)) + interval '2 days')::date::text as to from orders`,
  )
  const period = { from: rows[0]?.from ?? '2026-01-01', to: rows[0]?.to ?? '2026-01-01' }
  const db = createDatabase(databaseUrl, { max: 1, timeouts: false })
  let baskets: { through: string; lastEnded: string; storeDays: number }
  try {
    await rebuildReports(db, { ...period, daysPerBatch: FILL_DAYS_PER_BATCH })
    // The baskets' final days, all at once (the hourly job folds a week per transaction).
    baskets = await foldBaskets(db, { resetMinutes: BASKET_RESET_MINUTES, maxDays: 100_000 })
  } finally {
    await db.$client.end()
  }
  await client.query(
    'vacuum (analyze) report_sales_daily, report_sales_hourly, report_items_daily, report_options_daily, report_mix_daily, report_order_mix, report_kitchen_hourly, report_baskets_daily',
  )
  return { days: periodDays(period), seconds: (Date.now() - started) / 1000, baskets }
}

/**
 * The guests report's baskets read live (`basketsQuery`, the days of the last 30 after the fold's
 * marker) as PostgreSQL runs it: EXPLAIN ANALYZE, BUFFERS.
 */
export async function basketsPlan(client: pg.Client, storeIds: number[] | null) {
  const to = storeToday(new Date(), CHAIN_TIME_ZONE)
  const { rows: marker } = await client.query<{ after: string }>(
    'select (through + 1)::text as after from report_baskets_folded',
  )
  const [from = to] = [shiftDay(to, -29), marker[0]?.after ?? ''].sort().reverse()
  const query = new PgDialect().sqlToQuery(basketsQuery({ storeIds, region: null }, from, to))
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${query.sql}`,
    query.params,
  )
  return rows.map((row) => row['QUERY PLAN'])
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

async function timeReport(origin: string, path: string, headers: Record<string, string>) {
  const timings: number[] = []
  const deadline = Date.now() + MAX_SECONDS * 1000
  for (let i = -3; i < SAMPLES && (i < 5 || Date.now() < deadline); i++) {
    const started = performance.now()
    const response = await fetch(`${origin}${path}`, { headers })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    if (i >= 0) timings.push(performance.now() - started)
  }
  const sorted = timings.sort((a, b) => a - b)
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  }
}

/** Every report endpoint over the last 30 days, as the chain admin and as a manager of store 1. */
export async function measureReports(
  origin: string,
  headers: Record<string, string>,
  admin: Record<string, string>,
): Promise<TReportRow[]> {
  const manager = { ...headers, 'staff-token': await staffToken(origin, headers, DEMO_MANAGER) }
  const to = storeToday(new Date(), CHAIN_TIME_ZONE)
  const period = `from=${shiftDay(to, -29)}&to=${to}`
  const reports = (scope: string) => [
    { name: 'sales by day', path: `sales?${period}&by=day${scope}` },
    { name: 'sales by hour of day', path: `sales?${period}&by=hour${scope}` },
    { name: 'items', path: `items?${period}${scope}` },
    { name: 'channels and handoffs', path: `channels?${period}${scope}` },
    { name: 'order mix', path: `order-mix?${period}${scope}` },
    { name: 'kitchen', path: `kitchen?${period}${scope}` },
    { name: 'held items', path: `held-items?${period}${scope}` },
    { name: 'guests', path: `guests?${period}${scope}` },
  ]
  const runs = [
    ...reports('').map((report) => ({ ...report, who: 'admin: chain', headers: admin })),
    {
      name: 'sales by day',
      path: `sales?${period}&by=day&region=TX`,
      who: 'admin: region TX',
      headers: admin,
    },
    {
      name: 'sales by day',
      path: `sales?${period}&by=day&store_id=1`,
      who: 'admin: store 1',
      headers: admin,
    },
    ...reports('&store_id=1').map((report) => ({ ...report, who: 'manager: store 1', headers: manager })),
  ]
  const rows: TReportRow[] = []
  for (const run of runs)
    rows.push({
      who: run.who,
      name: run.name,
      ...(await timeReport(origin, `/api/v1/staff/reports/${run.path}`, run.headers)),
    })
  return rows
}

/** The reports' block of the scale run: the fill, one row per report and the baskets' plans. */
export function printReports(scale: {
  seeded: {
    baskets: number
    rollups: {
      days: number
      seconds: number
      baskets: { through: string; lastEnded: string; storeDays: number }
    }
  }
  reports: TReportRow[]
  plans: { basketsChain: string[]; basketsStore: string[] }
}) {
  const { rollups, baskets } = scale.seeded
  console.log(
    `\nReports at the grown chain (last 30 days, one request at a time): rollups of ${rollups.days} days rebuilt from the orders in ${rollups.seconds.toFixed(0)} s, ${baskets} baskets (${rollups.baskets.storeDays} store-days folded through ${rollups.baskets.through}, days ended by ${rollups.baskets.lastEnded})\n`,
  )
  console.log(`| as | report | samples | p50 ms | p95 ms | p99 ms | p95 < ${REPORT_P95_GOAL_MS} ms |`)
  console.log('|---|---|---:|---:|---:|---:|---|')
  for (const row of scale.reports)
    console.log(
      `| ${row.who} | ${row.name} | ${row.samples} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.p95 < REPORT_P95_GOAL_MS ? 'yes' : 'NO'} |`,
    )
  const plan = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n')
  console.log(
    `\nThe guests report's baskets read live (after the fold), chain-wide:\n${plan(scale.plans.basketsChain)}`,
  )
  console.log(
    `\nThe guests report's baskets read live (after the fold), store 1:\n${plan(scale.plans.basketsStore)}`,
  )
}
