/**
 * `npm run bench:cluster` (ADR 054): the same requests through HAProxy in front of 1, 2 and 3 API
 * nodes (`scripts/cluster`), on one embedded PostgreSQL in a fresh directory, and straight to the
 * one node for the balancer's own cost. For each: req/s, p99 and CPU per request of the nodes,
 * HAProxy and PostgreSQL (/proc). On a machine of two shared cores the req/s cannot grow with
 * nodes; CPU per request says what a node costs, so the scaling can be read. BENCH_SECONDS (5) and
 * BENCH_CONNECTIONS (50) as in the main bench; BENCH_CLUSTER_NODES=1,2,3.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { createDatabase } from '../../../apps/api/src/platform/database.ts'
import { startEmbeddedPostgres } from '../../../apps/api/src/platform/embedded-postgres.ts'
import { startCluster, type TCluster } from '../../../scripts/cluster/cluster.ts'
import { cpuOfTree } from './bench-cpu.ts'
import { HEADERS } from './bench-load.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS?.split(',').at(-1) ?? 50)
const NODE_COUNTS = (process.env.BENCH_CLUSTER_NODES ?? '1,2,3').split(',').map(Number)
const PORT = 3420

type TRow = { nodes: number; via: string; name: string; rps: number; p99: number; cpu: TCpu }
type TCpu = { nodes: number; haproxy: number; postgres: number }

const dir = mkdtempSync(join(tmpdir(), 'deli-bench-cluster-pg-'))
const server = await startEmbeddedPostgres({ dir, port: 54392 })
const admin = createDatabase(server.url('postgres'), { max: 1 })
await admin.$client.query('create database deli')
await admin.$client.end()

/** CPU ms so far: every node process, HAProxy, and the rest of this process's children (PostgreSQL). */
function cpu(cluster: TCluster): TCpu {
  const nodes = cluster.nodes.reduce((sum, node) => sum + cpuOfTree(node.child?.pid ?? 0).node, 0)
  const haproxy = cpuOfTree(cluster.balancerPid).node
  return { nodes, haproxy, postgres: cpuOfTree(process.pid).children - nodes - haproxy }
}

async function measure(cluster: TCluster, origin: string, via: string, name: string, path: string) {
  const before = cpu(cluster)
  const result = await autocannon({
    url: `${origin}${path}`,
    headers: HEADERS,
    connections: CONNECTIONS,
    duration: SECONDS,
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name} via ${via}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const after = cpu(cluster)
  const requests = Math.max(result.requests.total, 1)
  const per = (key: keyof TCpu) => ((after[key] - before[key]) * 1000) / requests
  return {
    nodes: cluster.nodes.length,
    via,
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    cpu: { nodes: per('nodes'), haproxy: per('haproxy'), postgres: per('postgres') },
  }
}

const rows: TRow[] = []
try {
  for (const count of NODE_COUNTS) {
    const cluster = await startCluster({
      nodes: count,
      port: PORT,
      databaseUrl: server.url('deli'),
      env: {
        SERVE_WEB: 'false',
        // ADR 025's default logging, as in the main bench.
        GUEST_RATE_LIMIT_PER_MINUTE: '100000',
      },
    })
    try {
      const stores = (await (
        await fetch(`${cluster.origin}/api/v1/stores`, { headers: HEADERS })
      ).json()) as {
        data: { locations: { menu_id: number }[] }
      }
      const menuId = stores.data.locations[0]?.menu_id ?? 1001
      const scenarios = [
        { name: 'ping', path: '/api/v1/ping' },
        { name: `GET menus/${menuId}`, path: `/api/v1/menus/${menuId}` },
        { name: 'GET locations?lat&lng', path: '/api/v1/locations?lat=32.7767&lng=-96.797' },
      ]
      const first = cluster.nodes[0]
      for (const scenario of scenarios) {
        rows.push(await measure(cluster, cluster.origin, 'HAProxy', scenario.name, scenario.path))
        // One node straight, beside it: what the balancer itself costs.
        if (count === 1 && first)
          rows.push(await measure(cluster, first.origin, 'direct', scenario.name, scenario.path))
      }
    } finally {
      await cluster.close()
    }
  }
} finally {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}

console.log(
  `\nThrough HAProxy (http-server-close) to N API nodes on one PostgreSQL, ${CONNECTIONS} connections × ${SECONDS}s; CPU µs per request\n`,
)
console.log(
  '| nodes | via | scenario | req/s | p99 ms | nodes CPU µs/req | HAProxy µs/req | PostgreSQL µs/req |',
)
console.log('|---:|---|---|---:|---:|---:|---:|---:|')
for (const row of rows)
  console.log(
    `| ${row.nodes} | ${row.via} | ${row.name} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.cpu.nodes.toFixed(0)} | ${row.cpu.haproxy.toFixed(0)} | ${row.cpu.postgres.toFixed(0)} |`,
  )
