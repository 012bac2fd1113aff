import { REGIONS_MAX_AGE_MS } from '@deli/contracts/constants'
/**
 * `BENCH_SCALE=1` (ADR 038): the chain at the demo's 79 stores, then grown in the database to
 * 40,000 stores and 1,000,000 past orders (generated with generate_series in two INSERT … SELECT
 * statements), measuring at each size the nearest-store search (GET locations?lat&lng), the delivery
 * search (PUT stores/for-delivery-address) and a member's order history (GET members/orders). The
 * stores added are copies of the demo's (menus, hours, services, zones) spread over the continental
 * US; the orders copy the bench checkout's real orders to their members, 1,000 of them to the
 * measured member. At the grown chain, the operator reports too (bench-reports.ts: rollups filled by
 * the reports' rebuild, baskets grown beside the orders). ADR 027 and docs/perf.md read the result.
 * `BENCH_SCALE_STORES` and `BENCH_SCALE_ORDERS` size the grown chain (a small one checks the code).
 */
import autocannon from 'autocannon'
import pg from 'pg'
import { backOfficeRequests, growCatalogue, staffToken } from './bench-back-office.ts'
import { memberSession, runCheckoutScenario, type TCheckoutOptions } from './bench-checkout.ts'
import { basketsPlan, fillReportRollups, growBaskets, measureReports } from './bench-reports.ts'

export type TScaleRow = {
  stores: number
  orders: number
  name: string
  rps: number
  p50: number
  p99: number
  /** Requests that got no answer within autocannon's 10 s (a page that stopped answering at this size). */
  timeouts: number
}

const STORES = Number(process.env.BENCH_SCALE_STORES ?? 40_000)
const ORDERS = Number(process.env.BENCH_SCALE_ORDERS ?? 1_000_000)
/** Dallas, among the demo's stores, and Salina (Kansas), where only generated stores are. */
const ORIGINS = [
  { name: 'Dallas', lat: 32.7767, lng: -96.797, zip: '75201' },
  { name: 'Salina KS', lat: 38.8403, lng: -97.6114, zip: '67401' },
]

async function measure(
  options: Pick<TCheckoutOptions, 'origin'>,
  request: { path: string; method?: 'GET' | 'PUT'; headers: Record<string, string>; body?: string },
  seconds: number,
  connections: number,
) {
  const result = await autocannon({
    url: `${options.origin}${request.path}`,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${request.path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
  }
}

async function counts(client: pg.Client) {
  const { rows } = await client.query<{ stores: number; orders: number }>(
    'select (select count(*)::int from stores) as stores, (select count(*)::int from orders) as orders',
  )
  return rows[0] ?? { stores: 0, orders: 0 }
}

async function growChain(client: pg.Client, memberId: string) {
  const started = Date.now()
  // A bulk load, not orders being placed: no trigger runs (no million order events on the board
  // channel) and no foreign key is checked row by row; every id it writes exists.
  await client.query(`set session_replication_role = replica`)
  // Copies of the demo stores (round robin) at random points of the continental US; a copy that
  // delivered keeps delivering within 5 miles of itself.
  await client.query(
    `with demo as (select array_agg(id order by id) as ids from stores)
     insert into stores (id, menu_id, name, path, address, city, state, zip, phone, latitude, longitude,
       timezone, is_available, is_coming_soon, services, hours, tax_rate_bps, lead_time_minutes,
       slot_capacity, delivery_zone, delivery_fee_cents, delivery_minimum_cents)
     select 1000000 + g, 1000000 + g, s.name || ' #' || g, s.path || '-scale-' || g, s.address, s.city,
       s.state, s.zip, s.phone, 25 + random() * 24, -124 + random() * 57, s.timezone, s.is_available,
       s.is_coming_soon, s.services, s.hours, s.tax_rate_bps, s.lead_time_minutes, s.slot_capacity,
       case when s.delivery_zone is null then null else '{"type":"radius","miles":5}'::jsonb end,
       s.delivery_fee_cents, s.delivery_minimum_cents
     from demo cross join generate_series(1, $1::int - (select count(*)::int from stores)) g
     join stores s on s.id = demo.ids[1 + g % array_length(demo.ids, 1)]`,
    [STORES],
  )
  const storesSeconds = (Date.now() - started) / 1000
  // Past orders: copies of the checkout's orders, one day apart going back, at random stores;
  // every 1,000th belongs to the measured member. None is still being paid for (a past day's order
  // settled long ago; one left pending would hold the baskets' fold back, ADR 064).
  await client.query(
    `with template as (select array_agg(id) as ids from orders where status not in ('failed', 'pending')),
     chain as (select array_agg(id) as ids from stores)
     insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, address, car, asap,
       ready_at, timezone, lines, totals, payment_type, payment_label, contact, client, points,
       created_at, updated_at, settled_at)
     select gen_random_uuid(), case when g % 1000 = 0 then $2::uuid else o.user_id end,
       chain.ids[1 + ((g::bigint * 7919) % array_length(chain.ids, 1))::int], o.menu_id, o.status, o.handoff, o.address,
       o.car, o.asap, o.ready_at - make_interval(mins => g), o.timezone, o.lines, o.totals,
       o.payment_type, o.payment_label, o.contact, o.client, o.points,
       o.created_at - make_interval(mins => g), o.updated_at - make_interval(mins => g), o.settled_at
     from template cross join chain cross join generate_series(1, $1::int) g
     join orders o on o.id = template.ids[1 + g % array_length(template.ids, 1)]`,
    [ORDERS, memberId],
  )
  await client.query(`set session_replication_role = origin`)
  // As a running database would be: vacuumed and analysed (else autovacuum starts on the million new
  // rows in the middle of the measurements).
  await client.query('vacuum (analyze) stores, orders')
  return { storesSeconds, ordersSeconds: (Date.now() - started) / 1000 - storesSeconds }
}

/** The member's first history page at this size as PostgreSQL runs it (the API's query, EXPLAIN ANALYZE, BUFFERS). */
async function historyPlan(client: pg.Client, memberId: string) {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) select * from orders where user_id = $1 and status <> 'failed'
     order by created_at desc, number desc limit 21`,
    [memberId],
  )
  return rows.map((row) => row['QUERY PLAN'])
}

/**
 * The nearest-store read at this size as PostgreSQL runs it: by the index (what the API sends) and,
 * for comparison, the earlier full sort by great-circle miles (EXPLAIN ANALYZE, plan and times).
 */
async function nearestPlans(client: pg.Client) {
  const explain = async (order: string) =>
    (
      await client.query<{ 'QUERY PLAN': string }>(
        `explain analyze select id from stores order by ${order}, id limit 10`,
      )
    ).rows.map((row) => row['QUERY PLAN'])
  return {
    indexed: await explain('ll_to_earth(latitude, longitude) <-> ll_to_earth(38.8403, -97.6114)'),
    scan: await explain(`(3958.8 * 2 * asin(sqrt(power(sin(radians(latitude - 38.8403) / 2), 2) +
      cos(radians(38.8403)) * cos(radians(latitude)) * power(sin(radians(longitude + 97.6114) / 2), 2))))`),
  }
}

export async function runScaleScenario(options: TCheckoutOptions & { seconds: number; connections: number }) {
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    // Real orders to copy (the checkout scenario's path: submit, charge, success).
    await runCheckoutScenario({ ...options, orders: 20, guests: 5 })
    const member = await memberSession(options, client, 900)
    const { rows } = await client.query<{ id: string }>(
      `select id from users where email like 'bench-%-900@example.com' order by created_at desc limit 1`,
    )
    const memberId = rows[0]?.id ?? ''
    const firstStore = await client.query<{ id: number }>('select min(id)::int as id from stores')
    const admin = { ...options.headers, 'staff-token': await staffToken(options.origin, options.headers) }
    const backOffice = backOfficeRequests(admin, firstStore.rows[0]?.id ?? 1)
    const requests = ORIGINS.flatMap((origin) => [
      {
        name: `nearest 10 stores (${origin.name})`,
        path: `/api/v1/locations?lat=${origin.lat}&lng=${origin.lng}`,
        headers: options.headers,
      },
      {
        name: `delivery search (${origin.name})`,
        path: '/api/v1/stores/for-delivery-address',
        method: 'PUT' as const,
        headers: { ...options.headers, 'content-type': 'application/json' },
        // The ZIP's centre (the delivery search needs a ZIP it knows).
        body: JSON.stringify({ address: '1 Main St', zip: origin.zip }),
      },
    ]).concat([
      { name: "member's order history", path: '/api/v1/members/orders', headers: member },
      // Region pages as a guest opens them (server-rendered): the chain grows each state and city.
      { name: 'region page: a city (/locations/tx/dallas)', path: '/locations/tx/dallas', headers: {} },
      { name: 'region page: a state (/locations/tx)', path: '/locations/tx', headers: {} },
      // /locations lists every state with its store count (stores/regions over the whole chain).
      { name: 'store search page (/locations)', path: '/locations', headers: {} },
      ...backOffice,
    ])
    const rowsOut: TScaleRow[] = []
    const measureAll = async (which: (request: (typeof requests)[number]) => boolean) => {
      const size = await counts(client)
      for (const request of requests.filter(which))
        rowsOut.push({
          ...size,
          name: request.name,
          ...(await measure(options, request, options.seconds, options.connections)),
        })
    }
    const isPage = (request: (typeof requests)[number]) => !request.path.startsWith('/api/')
    await measureAll(() => true)
    const counted = Date.now()
    const seeded = await growChain(client, memberId)
    const products = await growCatalogue(client)
    const baskets = await growBaskets(client)
    const rollups = await fillReportRollups(client, options.databaseUrl)
    await measureAll((request) => !isPage(request))
    const reports = await measureReports(options.origin, options.headers, admin)
    // Region counts are up to REGIONS_MAX_AGE_MS old (ADR 038): the pages are measured once the node
    // counts the grown chain, not while it still holds the small chain's counts.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, counted + REGIONS_MAX_AGE_MS + 1000 - Date.now())),
    )
    await measureAll(isPage)
    return {
      rows: rowsOut,
      seeded: { ...seeded, products, baskets, rollups },
      reports,
      plans: {
        ...(await nearestPlans(client)),
        history: await historyPlan(client, memberId),
        basketsChain: await basketsPlan(client, null),
        basketsStore: await basketsPlan(client, [1]),
      },
    }
  } finally {
    await client.end()
  }
}
