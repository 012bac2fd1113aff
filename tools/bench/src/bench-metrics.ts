/**
 * The metrics scenario of `npm run bench` (ADR 053): a few of the bench's scenarios on two API-only
 * nodes of the same build and database that differ only in METRICS_PORT (on, and `0`: no request
 * hook, no pool timing, no listener), measured in turns (on, off, off, on …: the order flips every
 * round) so other people's load on the machine falls on both alike. The metrics node is scraped
 * every SCRAPE_MS during the run (three times as often as a usual 15 s Prometheus interval). The
 * table gives each pair's req/s and CPU µs per request and their ratios; the summary, the medians
 * over the rounds.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { answersPing, runScenario, type TScenario, type TTarget } from './bench-load.ts'

export type TMetricsOptions = {
  root: string
  databaseUrl: string
  headers: Record<string, string>
  env: Record<string, string | undefined>
  scenarios: TScenario[]
  seconds: number
  connections: number[]
  rounds: number
}

const VARIANTS = [
  { name: 'metrics on', port: 3395, metricsPort: '3396' },
  { name: 'metrics off', port: 3397, metricsPort: '0' },
] as const

/** How often the metrics node is scraped during the run. */
const SCRAPE_MS = 5000

type TNode = { name: string; child: ChildProcess; target: TTarget; metricsPort: string }

function startNode(options: TMetricsOptions, variant: (typeof VARIANTS)[number]): TNode {
  const child = spawn(process.execPath, [join(options.root, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      ...options.env,
      PORT: String(variant.port),
      METRICS_PORT: variant.metricsPort,
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      WORKER: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${variant.port}`
  return {
    name: variant.name,
    child,
    target: { node: 'current', origin, pid: child.pid ?? 0 },
    metricsPort: variant.metricsPort,
  }
}

export type TMetricsRow = {
  scenario: string
  connections: number
  round: number
  on: { rps: number; nodeUs: number }
  off: { rps: number; nodeUs: number }
}

export type TMetricsResult = { rows: TMetricsRow[]; scrapeMs: number[]; scrapeBytes: number }

export async function runMetricsScenario(options: TMetricsOptions): Promise<TMetricsResult> {
  const nodes = VARIANTS.map((variant) => startNode(options, variant))
  const [on, off] = nodes as [TNode, TNode]
  const scrapeMs: number[] = []
  let scrapeBytes = 0
  let scraping: ReturnType<typeof setInterval> | undefined
  try {
    for (const node of nodes)
      if (!(await answersPing(node.target.origin, options.headers)))
        throw new Error(`${node.name} (${node.target.origin}) did not start`)
    const scrape = async () => {
      const started = performance.now()
      const response = await fetch(`http://127.0.0.1:${on.metricsPort}/metrics`)
      const text = await response.text()
      scrapeMs.push(performance.now() - started)
      scrapeBytes = text.length
    }
    await scrape()
    scraping = setInterval(() => void scrape().catch(() => undefined), SCRAPE_MS)
    const rows: TMetricsRow[] = []
    for (const connections of options.connections)
      for (let round = 1; round <= options.rounds; round++)
        for (const scenario of options.scenarios) {
          const order = round % 2 === 1 ? [on, off] : [off, on]
          const measured = new Map<TNode, { rps: number; nodeUs: number }>()
          for (const node of order) {
            const result = await runScenario(scenario, connections, node.target, options.seconds)
            measured.set(node, { rps: result.rps, nodeUs: result.nodeUs })
          }
          rows.push({
            scenario: scenario.name,
            connections,
            round,
            on: measured.get(on) ?? { rps: 0, nodeUs: 0 },
            off: measured.get(off) ?? { rps: 0, nodeUs: 0 },
          })
        }
    return { rows, scrapeMs, scrapeBytes }
  } finally {
    clearInterval(scraping)
    for (const node of nodes) node.child.kill('SIGTERM')
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Every pair, then the medians per scenario and connections (the numbers ADR 053 reads). */
export function printMetricsTables(result: TMetricsResult, seconds: number) {
  console.log(
    `\nMetrics cost: two API-only nodes in turns (${seconds}s each, order flipped every round), metrics on ÷ off in the same round\n`,
  )
  console.log(
    '| scenario | connections | round | req/s on | req/s off | ÷ | CPU µs/req on | off | off ÷ on |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const row of result.rows)
    console.log(
      `| ${row.scenario} | ${row.connections} | ${row.round} | ${row.on.rps.toFixed(0)} | ${row.off.rps.toFixed(0)} | ${(row.on.rps / row.off.rps).toFixed(3)} | ${row.on.nodeUs.toFixed(0)} | ${row.off.nodeUs.toFixed(0)} | ${(row.off.nodeUs / row.on.nodeUs).toFixed(3)} |`,
    )
  console.log('\n| scenario | connections | median req/s on ÷ off | median CPU-implied on ÷ off | rounds |')
  console.log('|---|---:|---:|---:|---:|')
  const keys = new Set(result.rows.map((row) => `${row.connections}\u0000${row.scenario}`))
  for (const key of keys) {
    const [connections, scenario] = key.split('\u0000')
    const rows = result.rows.filter(
      (row) => row.scenario === scenario && String(row.connections) === connections,
    )
    const rps = median(rows.map((row) => row.on.rps / row.off.rps))
    const cpu = median(rows.map((row) => row.off.nodeUs / row.on.nodeUs))
    console.log(`| ${scenario} | ${connections} | ${rps.toFixed(3)} | ${cpu.toFixed(3)} | ${rows.length} |`)
  }
  const all = result.rows
  console.log(
    `\nAll pairs: median req/s on ÷ off ${median(all.map((row) => row.on.rps / row.off.rps)).toFixed(3)}, CPU-implied ${median(all.map((row) => row.off.nodeUs / row.on.nodeUs)).toFixed(3)}; a scrape: median ${median(result.scrapeMs).toFixed(1)} ms, ${result.scrapeBytes} bytes (${result.scrapeMs.length} scrapes)`,
  )
}
