/**
 * The logging scenario of `npm run bench` (ADR 025): ping on three API-only nodes of the
 * same build and database that differ only in their request logging — the production default
 * (`notable`: writes, failures, slow requests and 1 read in 100), the old default (Fastify's two
 * lines for every request at info) and logging off — measured in turns (default, old, off, default,
 * old, off …) so the machine's load falls on all three alike. Each node's log goes to a file, as a
 * log shipper would read it; the table gives req/s, p99, the ratio to the logs-off node and the log
 * bytes written per request.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { openSync, statSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { cpuOfTree } from './bench-cpu.ts'
import { answersPing } from './bench-load.ts'

export type TLoggingOptions = {
  root: string
  dir: string
  databaseUrl: string
  headers: Record<string, string>
  seconds: number
  connections: number[]
  rounds: number
}

const VARIANTS = [
  { name: 'production default (notable)', port: 3391, env: { LOG_LEVEL: 'info' } },
  { name: 'old default (every request)', port: 3392, env: { LOG_LEVEL: 'info', LOG_REQUESTS: 'all' } },
  { name: 'logging off', port: 3393, env: { LOG_LEVEL: 'silent' } },
] as const

function startNode(options: TLoggingOptions, variant: (typeof VARIANTS)[number]) {
  const logFile = join(options.dir, `node-${variant.port}.log`)
  const out = openSync(logFile, 'a')
  const child: ChildProcess = spawn(process.execPath, [join(options.root, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      ...variant.env,
      PORT: String(variant.port),
      NODE_ENV: 'production',
      TEST_INTEGRATIONS: 'true',
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      WORKER: 'false',
      SERVE_WEB: 'false',
      // What logging costs, alone: these nodes run no metrics (bench-metrics.ts measures those).
      METRICS_PORT: '0',
    },
    stdio: ['ignore', out, 'inherit'],
  })
  return { child, logFile, origin: `http://127.0.0.1:${variant.port}` }
}

const logBytes = (file: string) => statSync(file).size

export type TLoggingRow = {
  name: string
  connections: number
  round: number
  rps: number
  p99: number
  bytesPerRequest: number
  /** The node's CPU µs per request: the cost of a ping, whatever else the machine runs. */
  cpuUs: number
}

export async function runLoggingScenario(options: TLoggingOptions): Promise<TLoggingRow[]> {
  const nodes = VARIANTS.map((variant) => ({ variant, ...startNode(options, variant) }))
  try {
    for (const node of nodes) {
      if (!(await answersPing(node.origin, options.headers))) throw new Error(`${node.origin} did not start`)
    }
    const rows: TLoggingRow[] = []
    for (const connections of options.connections)
      for (let round = 1; round <= options.rounds; round++)
        for (const node of nodes) {
          const before = logBytes(node.logFile)
          const cpuBefore = cpuOfTree(node.child.pid ?? 0).node
          const result = await autocannon({
            url: `${node.origin}/api/v1/ping`,
            connections,
            duration: options.seconds,
            headers: options.headers,
          })
          if (result.non2xx > 0 || result.errors > 0)
            throw new Error(`${node.variant.name}: ${result.non2xx} non-2xx, ${result.errors} errors`)
          const bytes = logBytes(node.logFile) - before
          const cpuMs = cpuOfTree(node.child.pid ?? 0).node - cpuBefore
          rows.push({
            name: node.variant.name,
            connections,
            round,
            rps: result.requests.average,
            p99: result.latency.p99,
            bytesPerRequest: bytes / Math.max(result.requests.total, 1),
            cpuUs: (cpuMs * 1000) / Math.max(result.requests.total, 1),
          })
        }
    return rows
  } finally {
    for (const node of nodes) node.child.kill('SIGTERM')
  }
}

/** Prints the rows as one table, each as a ratio to the logs-off node of the same round and connections. */
export function printLoggingTable(rows: TLoggingRow[], seconds: number) {
  console.log(
    `\nRequest logging: ping on three API-only nodes in turns (${seconds}s each), log to a file; ratio to logging off in the same round\n`,
  )
  console.log(
    '| logging | connections | round | req/s | p99 ms | ÷ logging off | CPU µs / request | ÷ logging off | log bytes / request |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const row of rows) {
    const off = rows.find(
      (candidate) =>
        candidate.name === 'logging off' &&
        candidate.connections === row.connections &&
        candidate.round === row.round,
    )
    const ratio = off ? (row.rps / off.rps).toFixed(3) : '-'
    // Throughput ratio implied by CPU: logging off's CPU per request over this node's.
    const cpuRatio = off ? (off.cpuUs / row.cpuUs).toFixed(3) : '-'
    console.log(
      `| ${row.name} | ${row.connections} | ${row.round} | ${row.rps.toFixed(0)} | ${row.p99} | ${ratio} | ${row.cpuUs.toFixed(0)} | ${cpuRatio} | ${row.bytesPerRequest.toFixed(1)} |`,
    )
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The median over the rounds of each policy's ratios to logging off (the number ADR 025 reads). */
export function printLoggingSummary(rows: TLoggingRow[]) {
  console.log('\n| logging | connections | median req/s ÷ off | median CPU-implied ÷ off | rounds |')
  console.log('|---|---:|---:|---:|---:|')
  for (const connections of new Set(rows.map((row) => row.connections)))
    for (const name of new Set(rows.map((row) => row.name))) {
      if (name === 'logging off') continue
      const pairs = rows
        .filter((row) => row.name === name && row.connections === connections)
        .map((row) => ({
          row,
          off: rows.find(
            (other) =>
              other.name === 'logging off' && other.connections === connections && other.round === row.round,
          ),
        }))
        .filter((pair) => pair.off !== undefined)
      const rps = median(pairs.map(({ row, off }) => row.rps / (off?.rps ?? 1)))
      const cpu = median(pairs.map(({ row, off }) => (off?.cpuUs ?? 0) / row.cpuUs))
      console.log(`| ${name} | ${connections} | ${rps.toFixed(3)} | ${cpu.toFixed(3)} | ${pairs.length} |`)
    }
}
