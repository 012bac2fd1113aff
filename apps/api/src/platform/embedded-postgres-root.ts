import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { EmbeddedPostgresError } from './embedded-postgres-error.ts'

/**
 * PostgreSQL refuses to run as root, so a root process runs the embedded server's binaries as the
 * `postgres` system user (ADR 011). That user must be able to reach both the binaries and the data
 * directory: a checkout inside a private home (`/root`, mode 0700) is out of its reach, so there the
 * binaries are copied to, and the default data directory placed under, RELOCATION_ROOT — readable by
 * everyone, writable by root (binaries) and by `postgres` alone (data).
 */
export const RELOCATION_ROOT = '/var/lib/deli-platform/embedded-postgres'

export type TPostgresUser = { uid: number; gid: number }

type TLog = (line: string) => void

function run(command: string, args: string[], what: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.error || result.status !== 0) {
    throw new EmbeddedPostgresError(
      `${what} failed: ${(result.error?.message ?? result.stderr) || `exit ${result.status}`}`,
      'Create a system user named postgres (useradd --system --user-group postgres), or set DATABASE_URL to a PostgreSQL server of your own.',
    )
  }
  return result.stdout.trim()
}

/** The `postgres` system user, created (no login, no home) when the machine has none. */
export function ensurePostgresUser(log: TLog): TPostgresUser {
  const lookup = () => spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  if (lookup().status !== 0) {
    run(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      'Creating the postgres system user',
    )
    log('created the postgres system user to run the embedded PostgreSQL (it refuses to run as root)')
  }
  return {
    uid: Number(run('id', ['-u', 'postgres'], 'Looking up the postgres user')),
    gid: Number(run('id', ['-g', 'postgres'], 'Looking up the postgres user')),
  }
}

/** Asks the system itself (permissions, ACLs, groups) whether `user` may use `path` (test -x / -r). */
export function canUserAccess(user: TPostgresUser, path: string, test: '-x' | '-r' = '-x'): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'test "$0" "$1"', test, path], { uid: user.uid, gid: user.gid })
  return result.status === 0
}

function setTreeModes(dir: string): void {
  chmodSync(dir, 0o755)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) setTreeModes(join(dir, entry.name))
  }
}

/**
 * The native directory (bin, lib, share) the postgres user can execute: the package's own when it is
 * reachable, else a root-owned copy under RELOCATION_ROOT (copied once per version, atomically).
 */
export function placeBinaries(options: {
  user: TPostgresUser
  nativeDir: string
  version: string
  relocationRoot: string
  log: TLog
}): string {
  const { user, nativeDir, relocationRoot } = options
  if (canUserAccess(user, join(nativeDir, 'bin', 'postgres'))) return nativeDir
  const target = join(relocationRoot, `bin-${options.version}`)
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    mkdirSync(relocationRoot, { recursive: true, mode: 0o755 })
    chmodSync(relocationRoot, 0o755)
    const staging = join(relocationRoot, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`)
    cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true })
    setTreeModes(staging)
    try {
      renameSync(staging, target)
    } catch (error) {
      // Another node copied the same version first: theirs is as good as ours.
      rmSync(staging, { recursive: true, force: true })
      if (!existsSync(join(target, 'bin', 'postgres'))) throw error
    }
    options.log(
      `copied the embedded PostgreSQL binaries to ${target}: the postgres user cannot reach ${nativeDir}`,
    )
  }
  if (!canUserAccess(user, join(target, 'bin', 'postgres'))) {
    throw new EmbeddedPostgresError(
      `The postgres user cannot execute the embedded PostgreSQL binaries, even at ${target}.`,
      `Make ${relocationRoot} and its parents readable and searchable by others (chmod o+rx), or set DATABASE_URL.`,
    )
  }
  return target
}

/**
 * Where the data directory lives. A directory the operator chose (EMBEDDED_PG_DIR) is used as it is and
 * must be reachable; the default one moves under RELOCATION_ROOT when the checkout is private.
 */
export function placeDataDir(options: {
  user: TPostgresUser
  dir: string
  isChosen: boolean
  relocationRoot: string
  log: TLog
}): string {
  const dir = resolve(options.dir)
  mkdirSync(dirname(dir), { recursive: true })
  if (canUserAccess(options.user, dirname(dir))) return dir
  if (options.isChosen) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the postgres user (it refuses root), who cannot reach ${dirname(dir)}.`,
      'Point EMBEDDED_PG_DIR at a directory the postgres user can reach (every parent searchable by others), leave it unset to use a relocated default, or set DATABASE_URL.',
    )
  }
  const key = createHash('sha256').update(dir).digest('hex').slice(0, 12)
  const relocated = join(options.relocationRoot, 'data', `${basename(dirname(dirname(dir)))}-${key}`, 'pg')
  mkdirSync(dirname(relocated), { recursive: true, mode: 0o755 })
  for (let up = dirname(relocated); up.startsWith(options.relocationRoot); up = dirname(up))
    chmodSync(up, 0o755)
  options.log(`the checkout is private to root: the embedded PostgreSQL keeps its data in ${relocated}`)
  return relocated
}

function spawnAsUser(
  user: TPostgresUser,
  binary: string,
  args: string[],
  onOutput: (text: string) => void,
  isReady?: (text: string) => boolean,
) {
  const child = spawn(binary, args, {
    uid: user.uid,
    gid: user.gid,
    cwd: '/',
    env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const done = new Promise<void>((resolvePromise, reject) => {
    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      output = (output + text).slice(-4000)
      onOutput(text)
      if (isReady?.(output)) resolvePromise()
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', (error) =>
      reject(
        new EmbeddedPostgresError(
          `Could not run ${binary} as the postgres user: ${error.message}`,
          'Make the binaries reachable by the postgres user, or set DATABASE_URL.',
        ),
      ),
    )
    child.on('close', (code, signal) => {
      if (isReady === undefined && code === 0) return resolvePromise()
      reject(
        new EmbeddedPostgresError(
          `${basename(binary)} stopped (code ${code ?? 'none'}, signal ${signal ?? 'none'}): ${output.trim().split('\n').slice(-3).join(' / ')}`,
          'Read the lines above; a stale server on the same port or data directory is the usual cause (stop it, or set EMBEDDED_PG_PORT / EMBEDDED_PG_DIR).',
        ),
      )
    })
  })
  return { child, done }
}

/** initdb (first use) and the server, both as the postgres user; resolves once it accepts connections. */
export async function runAsPostgresUser(options: {
  user: TPostgresUser
  nativeDir: string
  dataDir: string
  port: number
  /** Where the server puts its Unix-domain socket (its `-k`). */
  socketDir: string
  /** More of the server's command-line settings (`-c name=value`). */
  serverFlags?: string[]
  superuser: string
  password: string
  log: TLog
}): Promise<{ stop: () => Promise<void> }> {
  const { user, nativeDir, dataDir, log } = options
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  chownSync(dataDir, user.uid, user.gid)
  chmodSync(dataDir, 0o700)
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    const passwordFile = join(tmpdir(), `deli-pg-password-${randomBytes(6).toString('hex')}`)
    await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 })
    chownSync(passwordFile, user.uid, user.gid)
    try {
      const initdb = join(nativeDir, 'bin', 'initdb')
      const args = [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${options.superuser}`]
      args.push(`--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C')
      await spawnAsUser(user, initdb, args, log).done
    } finally {
      rmSync(passwordFile, { force: true })
    }
  }
  const server = spawnAsUser(
    user,
    join(nativeDir, 'bin', 'postgres'),
    ['-D', dataDir, '-p', String(options.port), '-k', options.socketDir, ...(options.serverFlags ?? [])],
    log,
    (output) => output.includes('database system is ready to accept connections'),
  )
  // The server is this process's child: take it down when the process ends without a clean stop.
  const killOnExit = () => server.child.kill('SIGINT')
  process.on('exit', killOnExit)
  await server.done
  return {
    stop: async () => {
      process.off('exit', killOnExit)
      if (server.child.exitCode !== null || server.child.signalCode !== null) return
      const exited = new Promise((resolvePromise) => server.child.once('exit', resolvePromise))
      server.child.kill('SIGINT')
      await exited
    },
  }
}
