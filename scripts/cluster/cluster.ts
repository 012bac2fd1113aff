/**
 * N app nodes (apps/api/src/main.ts, each its own process on its own 127.0.0.1 port) behind HAProxy,
 * on one PostgreSQL (ADR 054). Used by `npm run cluster`, the cluster test and the bench.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { haproxyConfig, READY_PATH } from './haproxy-config.ts'

const ROOT = resolve(import.meta.dirname, '../..')
/** The pinned Node 24 (the system node may be older). */
const NODE = join(ROOT, 'node_modules/.bin/node')
const MAIN = join(ROOT, 'apps/api/src/main.ts')
export const HAPROXY = process.env.HAPROXY_BIN ?? 'haproxy'

export type TClusterOptions = {
  nodes: number
  /** The balancer's port; the nodes take the ports right after it unless `nodePorts` names them. */
  port: number
  nodePorts?: number[]
  databaseUrl: string
  /** Environment of every node on top of the production defaults below. */
  env?: Record<string, string | undefined>
  /** Where each node's and HAProxy's output goes (a file each); a temporary directory if unset. */
  logDir?: string
  /** Passes the nodes' and HAProxy's output through to this process instead (npm run cluster). */
  inheritOutput?: boolean
}

export type TClusterNode = {
  name: string
  port: number
  origin: string
  /** The running process (undefined while stopped). */
  child: ChildProcess | undefined
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export async function isReady(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}${READY_PATH}`, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

/** Polls until `check` holds or the process it waits for has exited; throws after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode})`)
    if (await check().catch(() => false)) return
    await sleep(100)
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()))

/** Whether something accepts connections on the port (a node that stopped listening does not). */
export const listens = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })

/** `show stat` on HAProxy's runtime socket: server name → status (UP, DOWN, "UP 1/2" …). */
export function balancerStates(socketPath: string): Promise<Record<string, string>> {
  return new Promise((done, fail) => {
    const socket = connect({ path: socketPath })
    let text = ''
    socket.on('connect', () => socket.write('show stat\n'))
    socket.on('data', (chunk) => {
      text += chunk.toString()
    })
    socket.on('error', fail)
    socket.on('end', () => {
      const states: Record<string, string> = {}
      for (const line of text.split('\n')) {
        const [proxy, server, ...fields] = line.split(',')
        // Column 18 of the CSV is the status (pxname, svname, then 15 counters, then status).
        if (proxy === 'nodes' && server && server !== 'BACKEND') states[server] = fields[15] ?? ''
      }
      done(states)
    })
  })
}

export async function startCluster(options: TClusterOptions) {
  const logDir = options.logDir ?? mkdtempSync(join(tmpdir(), 'deli-cluster-'))
  let haproxy: ChildProcess | undefined
  const nodes: TClusterNode[] = Array.from({ length: options.nodes }, (_, index) => {
    const port = options.nodePorts?.[index] ?? options.port + 1 + index
    return { name: `node${index + 1}`, port, origin: `http://127.0.0.1:${port}`, child: undefined }
  })
  // Whatever happens to this process (a test runner that exits before its hooks are done), its
  // nodes and HAProxy do not outlive it on the shared machine.
  const killAll = () => {
    for (const node of nodes) node.child?.kill('SIGKILL')
    haproxy?.kill('SIGKILL')
  }
  process.once('exit', killAll)
  const output = (name: string) =>
    options.inheritOutput ? 'inherit' : openSync(join(logDir, `${name}.log`), 'a')

  /** Starts a stopped node and waits until it is ready (its own /ready, not the balancer's view). */
  const start = async (node: TClusterNode) => {
    node.child = spawn(NODE, [MAIN], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        TEST_INTEGRATIONS: 'true',
        // HAProxy is the one proxy in front: X-Forwarded-For is its word for the client (ADR 043).
        TRUST_PROXY: '1',
        // On SIGTERM: readiness 503 while the balancer moves the traffic away, longer than its
        // check interval × fall count, 1 s × 3 (ADR 053, 054).
        SHUTDOWN_DRAIN_SECONDS: '5',
        // Each node its own metrics port next to its app port (ADR 053); a clash only logs.
        METRICS_PORT: String(node.port + 1000),
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(node.port),
      },
      stdio: ['ignore', output(node.name), output(node.name)],
    })
    await until(`${node.name} ready`, () => isReady(node.origin), 180_000, node.child)
  }

  /** SIGTERM (drains first) or SIGKILL; resolves when the process has exited. */
  const stop = async (node: TClusterNode, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    const child = node.child
    if (!child) return
    const gone = exited(child)
    child.kill(signal)
    await gone
    node.child = undefined
  }

  // The first node migrates (and seeds, unless SEED_DEMO=false) under the schema lock; the others
  // start together after it.
  const statsSocket = join(logDir, 'haproxy.sock')
  const configFile = join(logDir, 'haproxy.cfg')
  const origin = `http://127.0.0.1:${options.port}`
  const allUp = async () => Object.values(await balancerStates(statsSocket)).every((state) => state === 'UP')
  try {
    const [first, ...rest] = nodes
    if (first) await start(first)
    await Promise.all(rest.map(start))
    writeFileSync(configFile, haproxyConfig({ port: options.port, nodes, statsSocket }))
    // -db: in the foreground, stopped through its process handle.
    haproxy = spawn(HAPROXY, ['-db', '-f', configFile], {
      stdio: ['ignore', output('haproxy'), output('haproxy')],
    })
    await until('HAProxy sees every node up', allUp, 20_000, haproxy)
  } catch (error) {
    haproxy?.kill('SIGKILL')
    await Promise.all(nodes.map((node) => stop(node, 'SIGKILL')))
    throw error
  }
  const balancer = haproxy

  return {
    origin,
    nodes,
    /** HAProxy's process id (the bench reads its CPU time). */
    balancerPid: balancer.pid ?? 0,
    logDir,
    configFile,
    statsSocket,
    start,
    stop,
    /** Each node's state as HAProxy sees it (UP, DOWN, MAINT …), from its runtime API. */
    states: () => balancerStates(statsSocket),
    /**
     * SIGTERM the node, wait until it has exited, start it again, wait until it is ready and HAProxy
     * sees every node up again (the next restart never takes a node away while another is down).
     */
    restart: async (node: TClusterNode) => {
      await stop(node, 'SIGTERM')
      await start(node)
      await until(`HAProxy sees ${node.name} and the rest up`, allUp, 30_000, balancer)
    },
    close: async () => {
      await Promise.all(nodes.map((node) => stop(node, 'SIGTERM')))
      const gone = exited(balancer)
      balancer.kill('SIGTERM')
      await gone
      process.off('exit', killAll)
      if (!options.logDir) rmSync(logDir, { recursive: true, force: true })
    },
  }
}

export type TCluster = Awaited<ReturnType<typeof startCluster>>
