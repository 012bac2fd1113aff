/**
 * `npm run cluster [-- --nodes 3 --port 8080]`: N app nodes behind HAProxy on one PostgreSQL
 * (ADR 054). DATABASE_URL names the database; unset, the embedded server is started once here and
 * every node reaches it over 127.0.0.1. The nodes run in production mode with this environment (the
 * storefront needs `npm run build` first; SERVE_WEB=false makes API-only nodes). Ctrl-C stops all.
 */
import { parseArgs } from 'node:util'
import { createDatabase } from '../apps/api/src/platform/database.ts'
import { DEFAULT_EMBEDDED_PG_DIR, startEmbeddedPostgres } from '../apps/api/src/platform/embedded-postgres.ts'
import { startCluster } from './cluster/cluster.ts'

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
  },
})
const nodes = Number(values.nodes)
const port = Number(values.port)
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) throw new Error('--nodes must be 1 to 16')
if (!Number.isInteger(port) || port < 1024 || port > 65_000) throw new Error('--port must be 1024 to 65000')

let databaseUrl = process.env.DATABASE_URL
let stopDatabase = async (): Promise<void> => {}
if (!databaseUrl) {
  const server = await startEmbeddedPostgres({
    dir: process.env.EMBEDDED_PG_DIR ?? DEFAULT_EMBEDDED_PG_DIR,
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  })
  const admin = createDatabase(server.url('postgres'), { max: 1 })
  const exists = await admin.$client.query(`select 1 from pg_database where datname = 'deli'`)
  if (exists.rowCount === 0) await admin.$client.query('create database deli')
  await admin.$client.end()
  databaseUrl = server.url('deli')
  stopDatabase = server.stop
}

const cluster = await startCluster({
  nodes,
  port,
  databaseUrl,
  env: { ...process.env },
  inheritOutput: true,
}).catch(async (error: unknown) => {
  await stopDatabase()
  throw error
})
console.info(
  `HAProxy on ${cluster.origin} in front of ${cluster.nodes.map((node) => node.origin).join(', ')} (config ${cluster.configFile}; runtime API ${cluster.statsSocket})`,
)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await cluster.close()
  await stopDatabase()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
