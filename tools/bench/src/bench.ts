/**
 * `npm run bench`: starts the built server on a fresh embedded database, runs bounded autocannon
 * scenarios against 127.0.0.1 at 10 and 50 connections (BENCH_CONNECTIONS, BENCH_SECONDS each, 5 by
 * default) and prints one table of req/s and p99 for each, also as a ratio to ping measured at the
 * same connections in the same run; the checkout scenario; the order-board events to 50 open boards; then Lighthouse
 * (mobile) on /, /locations and a menu page; the cost of request logging and of metrics (nodes in
 * turns); last, throughput through HAProxy to 1, 2 and 3 nodes (bench-cluster.ts, ADR 054). Never a
 * pass/fail in tests.
 * Results: docs/perf.md.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { SUBMIT_POLL_MS } from '@deli/domain'
import { EMBEDDED_PG_SOCKET_DIR } from '../../../apps/api/src/platform/embedded-postgres.ts'
import { readPassword } from '../../../apps/api/src/platform/embedded-postgres-password.ts'
import { startBaseline } from './bench-baseline.ts'
import { runBoardScenario } from './bench-board.ts'
import { prepareCartScenarios } from './bench-carts.ts'
import { checkoutMenus, runCheckoutScenario } from './bench-checkout.ts'
import { prepareGroupPoll } from './bench-group.ts'
import { printLighthouseTable, runLighthouse } from './bench-lighthouse.ts'
import { answersPing, HEADERS, runScenario, type TScenario, type TTarget } from './bench-load.ts'
import { printLoggingSummary, printLoggingTable, runLoggingScenario } from './bench-logging.ts'
import { memberPageCookie } from './bench-member-pages.ts'
import { printMetricsTables, runMetricsScenario } from './bench-metrics.ts'
import { measureRequestHookCost } from './bench-metrics-hook.ts'
import { printReports } from './bench-reports.ts'
import { runScaleScenario } from './bench-scale.ts'
import { scenarioStatements, statementsOn } from './bench-statements.ts'

/** BENCH_PORT and BENCH_PG_PORT move the server and its database (two benches on one machine). */
const PORT = Number(process.env.BENCH_PORT ?? 3390)
const ORIGIN = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
/** Every load scenario runs at each of these connection counts (10 and 50), ping first at each. */
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number)
const root = resolve(import.meta.dirname, '../../..')
const dataDir = mkdtempSync(join(tmpdir(), 'deli-bench-pg-'))
const logDir = mkdtempSync(join(tmpdir(), 'deli-bench-log-'))

const SERVER_ENV = {
  NODE_ENV: 'production',
  TEST_INTEGRATIONS: 'true',
  // The logging a user gets (ARCHITECTURE.md § Quality bars, ADR 025): LOG_LEVEL and LOG_REQUESTS at their defaults.
  LOG_LEVEL: undefined,
  LOG_REQUESTS: undefined,
  EMBEDDED_PG_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? '54391',
  // The checkout scenario puts thousands of orders in tomorrow's slots: capacity is not what it measures.
  SLOT_CAPACITY: '1000',
  // Nor is the kitchen's pacing (ADR 065): thousands of ASAP orders stay live on the boards.
  KITCHEN_STATIONS: '1000',
  // The bench opens hundreds of guest baskets from 127.0.0.1 within a minute: the guest limit
  // (ADR 013, 3 × 20 baskets a minute per IP) would refuse them; the limiter is not what it measures.
  GUEST_RATE_LIMIT_PER_MINUTE: '100000',
  // The board line signs 50 tablets in as one staff member from 127.0.0.1 (one session each, ADR 044).
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // BENCH_PG_STATEMENTS=1: the checkout prints what each statement cost the database (bench-statements.ts).
  EMBEDDED_PG_STATEMENT_STATS: statementsOn ? 'true' : 'false',
}
// BENCH_SERVER_FLAGS: Node flags for the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
// to see where a scenario's CPU goes (a profile is written when the bench stops the server).
const serverFlags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []
const server = spawn(process.execPath, [...serverFlags, join(root, 'apps/api/src/main.ts')], {
  env: { ...process.env, ...SERVER_ENV, PORT: String(PORT) },
  // The log goes to a file, as a shipper would read it (and off the bench's own output).
  stdio: ['ignore', openSync(join(logDir, 'server.log'), 'a'), 'inherit'],
})
const stop = () => {
  server.kill('SIGTERM')
}
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(logDir, { recursive: true, force: true })
})

/** One scenario at `connections` against a node (bench-load.ts), for the run's duration. */
const run = (scenario: TScenario, connections: number, target: TTarget) =>
  runScenario(scenario, connections, target, DURATION_S)

try {
  if (!(await answersPing(ORIGIN))) throw new Error('server did not start')
  const stores = (await (
    await fetch(`${ORIGIN}/api/v1/stores?state=tx&city=dallas`, { headers: HEADERS })
  ).json()) as {
    data: { locations: { menu_id: number }[] }
  }
  const menuId = stores.data.locations[0]?.menu_id
  // The cart scenarios' baskets first (bench-carts.ts), as guests with their own sessions.
  const cartScenarios = await prepareCartScenarios(ORIGIN, menuId)
  // The embedded server's password is kept in its data directory (ADR 043).
  const databaseUrl = `postgres://postgres:${encodeURIComponent(readPassword(dataDir) ?? '')}@127.0.0.1:${SERVER_ENV.EMBEDDED_PG_PORT}/deli`
  const groupPoll = await prepareGroupPoll({
    origin: ORIGIN,
    headers: HEADERS,
    databaseUrl,
    menuId: menuId ?? 1001,
  })
  // The menu's ETag for the revalidation scenario (a server without one skips it).
  const menuAnswer = await fetch(`${ORIGIN}/api/v1/menus/${menuId}`, { headers: HEADERS })
  const menuEtag = menuAnswer.headers.get('etag')
  const productId = (
    (await menuAnswer.json()) as { data: { categories: { products: { product_id: number }[] }[] } }
  ).data.categories[0]?.products[0]?.product_id
  // A signed-in member's cookies (session, member-id hint, basket): the member SSR rows (ADR 068).
  const memberCookie = await memberPageCookie({
    origin: ORIGIN,
    headers: HEADERS,
    databaseUrl,
    menuId: menuId ?? 1001,
  })
  const scenarios: TScenario[] = [
    { name: 'ping', path: '/api/v1/ping' },
    ...cartScenarios,
    { name: 'GET carts/group/{id} (group poll, 200)', path: groupPoll.path, headers: groupPoll.headers },
    {
      name: 'GET carts/group/{id} (group poll, 304 unchanged)',
      path: groupPoll.path,
      headers: { ...groupPoll.headers, 'if-none-match': groupPoll.etag },
      isNotModified: true,
    },
    { name: `GET menus/${menuId}`, path: `/api/v1/menus/${menuId}` },
    {
      name: `GET menus/${menuId} (Accept-Encoding: br)`,
      path: `/api/v1/menus/${menuId}`,
      headers: { ...HEADERS, 'accept-encoding': 'gzip, deflate, br' },
    },
    ...(menuEtag
      ? [
          {
            name: `GET menus/${menuId} (If-None-Match, 304)`,
            path: `/api/v1/menus/${menuId}`,
            headers: { ...HEADERS, 'if-none-match': menuEtag },
            isNotModified: true,
          },
        ]
      : []),
    { name: 'GET locations?lat&lng', path: '/api/v1/locations?lat=32.7767&lng=-96.797' },
    // Every visitor but a kiosk is served the kept render (ADR 028): the render never sees a session,
    // and no loader under /menu/ reads the visitor (ADR 068), so a member is as fast as a guest.
    { name: `SSR /menu/${menuId}`, path: `/menu/${menuId}`, headers: { accept: 'text/html' } },
    {
      name: `SSR /menu/${menuId} (a signed-in member)`,
      path: `/menu/${menuId}`,
      headers: { accept: 'text/html', cookie: memberCookie },
    },
    {
      name: `SSR /menu/${menuId}/product/${productId}`,
      path: `/menu/${menuId}/product/${productId}`,
      headers: { accept: 'text/html' },
    },
    {
      name: `SSR /menu/${menuId}/product/${productId} (a signed-in member)`,
      path: `/menu/${menuId}/product/${productId}`,
      headers: { accept: 'text/html', cookie: memberCookie },
    },
  ]
  // BENCH_ONLY=menus,locations: ping and the scenarios whose name holds one of the words, and of the
  // rest only what is named (logging, checkout, board, lighthouse) — for measuring one change quickly;
  // a full run has no filter.
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
  const chosen = only
    ? scenarios.filter(
        (scenario) => scenario.name === 'ping' || only.some((word) => scenario.name.includes(word)),
      )
    : scenarios
  const current: TTarget = { node: 'current', origin: ORIGIN, pid: server.pid ?? 0 }
  const baseline = await startBaselineNode(databaseUrl)
  const results = []
  const statements = await scenarioStatements(databaseUrl)
  try {
    for (const connections of CONNECTIONS)
      for (const scenario of chosen) {
        await statements.before()
        const row = await run(scenario, connections, current)
        await statements.after(`${scenario.name} at ${connections} connections`, row.requests)
        results.push(row)
        // The baseline is API-only: the storefront's rows are the current build's alone.
        if (baseline && !scenario.name.startsWith('SSR'))
          results.push(await run(scenario, connections, baseline.target))
      }
  } finally {
    baseline?.child.kill('SIGTERM')
    await statements.end()
  }
  console.log(
    `\nautocannon, ${CONNECTIONS.join(' and ')} connections × ${DURATION_S}s each, one process on 127.0.0.1; ratios to ping at the same connections\n`,
  )
  console.log(
    '| scenario | connections | req/s | p99 ms | req/s ÷ ping | p99 ÷ ping | node CPU µs/req | db CPU µs/req |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const row of results) {
    const ping = results.find(
      (candidate) =>
        candidate.name === 'ping' && candidate.connections === row.connections && candidate.node === row.node,
    )
    const rpsRatio = ping ? (row.rps / ping.rps).toFixed(3) : '-'
    const p99Ratio = ping ? (row.p99 / Math.max(ping.p99, 1)).toFixed(1) : '-'
    console.log(
      `| ${row.name}${row.node === 'baseline' ? ` [baseline ${process.env.BENCH_BASELINE}]` : ''} | ${row.connections} | ${row.rps.toFixed(0)} | ${row.p99} | ${rpsRatio} | ${p99Ratio} | ${row.nodeUs.toFixed(0)} | ${row.dbUs.toFixed(0)} |`,
    )
  }
  if (!only || only.includes('logging')) {
    const seconds = Math.max(2, Math.round(DURATION_S / 2))
    const rows = await runLoggingScenario({
      root,
      dir: logDir,
      databaseUrl,
      headers: HEADERS,
      seconds,
      connections: CONNECTIONS,
      rounds: Number(process.env.BENCH_LOG_ROUNDS ?? 3),
    })
    printLoggingTable(rows, seconds)
    printLoggingSummary(rows)
  }
  if (!only || only.includes('metrics')) {
    const picked = new Set([
      'ping',
      `GET menus/${menuId}`,
      'GET locations?lat&lng',
      'GET carts/{id}/times?day (available times)',
      'POST carts/{id}/products (add to cart)',
    ])
    const seconds = Math.max(2, Math.round(DURATION_S / 2))
    const measured = await runMetricsScenario({
      root,
      databaseUrl,
      headers: HEADERS,
      env: SERVER_ENV,
      scenarios: scenarios.filter((scenario) => picked.has(scenario.name)),
      seconds,
      connections: CONNECTIONS,
      rounds: Number(process.env.BENCH_METRICS_ROUNDS ?? 3),
    })
    printMetricsTables(measured, seconds)
    const hook = await measureRequestHookCost()
    const pings = results.filter((row) => row.name === 'ping' && row.node === 'current')
    const shares = pings.map(
      (row) => `${((100 * hook.addedUs) / row.nodeUs).toFixed(2)} % at ${row.connections}`,
    )
    console.log(
      `\nIn-process, ${hook.blocks} alternating blocks of injected pings: ${hook.offUs.toFixed(1)} µs CPU per ping without metrics, ${hook.onUs.toFixed(1)} with; metrics add ${hook.addedUs.toFixed(2)} µs per request (median of the blocks' differences), ${shares.join(', ')} connections of a real ping's CPU in this run`,
    )
  }
  await runTheRest(menuId ?? 1001, productId ?? 0, databaseUrl, (part) => !only || only.includes(part))
  if (process.env.BENCH_SCALE === '1') await runScale(menuId ?? 1001, databaseUrl)
} finally {
  stop()
}

// Through HAProxy to 1, 2 and 3 nodes (ADR 054), on a PostgreSQL of its own once the rest has stopped.
const onlyParts = process.env.BENCH_ONLY?.split(',').filter(Boolean)
if (!onlyParts || onlyParts.includes('cluster')) {
  if (spawnSync('haproxy', ['-v']).status === 0) {
    spawnSync(process.execPath, [resolve(import.meta.dirname, 'bench-cluster.ts')], { stdio: 'inherit' })
  } else console.log('\nThrough the load balancer: skipped, no haproxy on PATH (apt-get install haproxy).')
}

/** BENCH_BASELINE=<git ref>: that commit's API on the same database, measured in turns (bench-baseline.ts). */
async function startBaselineNode(databaseUrl: string) {
  const ref = process.env.BENCH_BASELINE
  if (!ref) return undefined
  // Over the database's Unix socket, as the measured server reaches it (ADR 034): over TCP the
  // baseline paid ~15 % more per basket write, which showed as a gain of the change measured.
  const overSocket = new URL(databaseUrl)
  overSocket.hostname = 'localhost'
  overSocket.searchParams.set('host', EMBEDDED_PG_SOCKET_DIR)
  const node = startBaseline({
    root,
    ref,
    dir: logDir,
    databaseUrl: overSocket.toString(),
    port: 3394,
    env: SERVER_ENV,
  })
  if (await answersPing(node.origin)) {
    const target: TTarget = { node: 'baseline', origin: node.origin, pid: node.child.pid ?? 0 }
    return { child: node.child, target }
  }
  node.child.kill('SIGTERM')
  throw new Error(`the baseline ${ref} did not start`)
}

/** BENCH_SCALE=1: the chain grown to 40,000 stores and 1,000,000 orders (bench-scale.ts). */
async function runScale(menuId: number, databaseUrl: string) {
  const connections = CONNECTIONS[0] ?? 10
  const scale = await runScaleScenario({
    origin: ORIGIN,
    headers: HEADERS,
    databaseUrl,
    menuId,
    orders: 0,
    guests: 0,
    seconds: DURATION_S,
    connections,
  })
  const grown = scale.rows.at(-1)
  console.log(
    `\nScale: the demo chain, then grown to ${grown?.stores} stores and ${grown?.orders} orders in ${scale.seeded.storesSeconds.toFixed(0)} s + ${scale.seeded.ordersSeconds.toFixed(0)} s, the catalogue to ${scale.seeded.products} products (${connections} connections × ${DURATION_S}s)\n`,
  )
  console.log('| stores | orders | scenario | req/s | p50 ms | p99 ms | timeouts |')
  console.log('|---:|---:|---|---:|---:|---:|---:|')
  for (const row of scale.rows)
    console.log(
      `| ${row.stores} | ${row.orders} | ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.timeouts} |`,
    )
  const plan = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n')
  console.log(`\nNearest 10 stores at the grown chain, by the index:\n${plan(scale.plans.indexed)}`)
  console.log(`\nThe same by the earlier full sort in miles:\n${plan(scale.plans.scan)}`)
  console.log(`\nThe member's first order-history page at the grown chain:\n${plan(scale.plans.history)}`)
  printReports(scale)
}

/** The checkout, the order board and Lighthouse (a BENCH_ONLY run only those it names). */
async function runTheRest(
  menuId: number,
  productId: number,
  databaseUrl: string,
  runs: (part: string) => boolean,
) {
  if (runs('checkout')) await runCheckout(menuId, databaseUrl)
  if (runs('board')) await runBoard(databaseUrl)
  if (runs('lighthouse') && process.env.BENCH_LIGHTHOUSE !== '0')
    await printLighthouse(menuId, productId, databaseUrl)
}

async function runCheckout(menuId: number, databaseUrl: string) {
  const checkout = await runCheckoutScenario({
    origin: ORIGIN,
    headers: HEADERS,
    databaseUrl,
    menuId,
    menuIds: await checkoutMenus(databaseUrl, menuId),
    orders: Number(process.env.BENCH_ORDERS ?? 2000),
    guests: Number(process.env.BENCH_CHECKOUT_GUESTS ?? 400),
    pid: server.pid ?? 0,
  })
  console.log(
    `\nCheckout submission (${checkout.guests} members at once over ${checkout.stores} stores, each submitting twice at once and, as the storefront does, tracking every ${SUBMIT_POLL_MS / 1000} s only a submission whose answer is still waiting${process.env.BENCH_CHECKOUT_ALWAYS_POLL === '1' ? ' (here: every submission, BENCH_CHECKOUT_ALWAYS_POLL=1)' : ''}; card payments through the test gateway)\n`,
  )
  console.log(
    '| orders | guests | seconds | orders/min | both submits answered p50 ms | p99 ms | submit → settled p50 ms | p99 ms | tracked | duplicates | failed | node CPU ms/order | db CPU ms/order |',
  )
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  console.log(
    `| ${checkout.orders} | ${checkout.guests} | ${checkout.seconds.toFixed(1)} | ${checkout.ordersPerMinute.toFixed(0)} | ${checkout.answeredP50.toFixed(0)} | ${checkout.answeredP99.toFixed(0)} | ${checkout.settledP50.toFixed(0)} | ${checkout.settledP99.toFixed(0)} | ${checkout.tracked} | ${checkout.duplicates} | ${checkout.failed} | ${checkout.nodeMsPerOrder.toFixed(1)} | ${checkout.dbMsPerOrder.toFixed(1)} |`,
  )
  if (checkout.duplicates > 0) throw new Error(`checkout: ${checkout.duplicates} duplicate orders or charges`)
}

async function runBoard(databaseUrl: string) {
  const boards = await runBoardScenario({
    origin: ORIGIN,
    headers: HEADERS,
    databaseUrl,
    boards: 50,
    seconds: DURATION_S,
    rate: Number(process.env.BENCH_BOARD_EVENTS ?? 200),
  })
  console.log(
    `\nOrder-board events (${boards.events} pg_notify on order_events in ${DURATION_S}s → the node's LISTEN → ${boards.boards} open boards' event streams)\n`,
  )
  console.log('| boards | events | deliveries | lost | deliveries/s | p99 ms |')
  console.log('|---:|---:|---:|---:|---:|---:|')
  console.log(
    `| ${boards.boards} | ${boards.events} | ${boards.deliveries} | ${boards.events * boards.boards - boards.deliveries} | ${boards.perSecond.toFixed(0)} | ${boards.p99} |`,
  )
}

async function printLighthouse(menuId: number, productId: number, databaseUrl: string) {
  const options = { origin: ORIGIN, headers: HEADERS, databaseUrl, menuId, orders: 0, guests: 0 }
  printLighthouseTable(await runLighthouse(options, productId))
}
