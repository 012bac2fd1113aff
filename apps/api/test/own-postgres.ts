import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { buildApp } from '../src/app.ts'
import { seedDemoChain } from '../src/flows/seed-demo-chain.ts'
import { loadConfig } from '../src/platform/config.ts'
import { createDatabase } from '../src/platform/database.ts'
import { startEmbeddedPostgres, type TEmbeddedServer } from '../src/platform/embedded-postgres.ts'
import { migrateDatabase } from '../src/platform/migrate.ts'
import { freePort } from './free-port.ts'
import { callerOf, KIOSK_CLIENT, type TTestApp, WEB_CLIENT } from './helper.ts'

/**
 * A PostgreSQL server of a test's own (ADR 043), for the tests that stop, freeze or inspect it and
 * so cannot share the suite's: a fresh data directory (`deli-<prefix>-pg-…`) and a free port.
 */
export type TOwnServer = { dir: string; port: number; server: TEmbeddedServer }

export async function startOwnServer(
  prefix: string,
  options: { onLog?: (line: string) => void; onNotice?: (line: string) => void } = {},
): Promise<TOwnServer> {
  const dir = mkdtempSync(join(tmpdir(), `deli-${prefix}-pg-`))
  const port = await freePort()
  const server = await startEmbeddedPostgres({ dir, port, ...options })
  return { dir, port, server }
}

/** An own server with an API-only app on its database `deli_<prefix>`; the app's log lines are kept. */
export type TOwnServerApp = TOwnServer & { t: TTestApp; logLines: string[] }

export async function buildOnOwnServer(
  prefix: string,
  overrides: Partial<Record<string, string>> = {},
): Promise<TOwnServerApp> {
  const own = await startOwnServer(prefix)
  const name = `deli_${prefix}`
  const admin = createDatabase(own.server.url('postgres'), { max: 1 })
  await admin.$client.query(`create database ${name}`)
  await admin.$client.end()
  const url = own.server.url(name)
  const setup = createDatabase(url, { max: 1, timeouts: false })
  await migrateDatabase(setup)
  await seedDemoChain(setup)
  await setup.$client.end()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: url,
    API_KEYS: `${WEB_CLIENT.appName}:${WEB_CLIENT.key},${KIOSK_CLIENT.appName}:${KIOSK_CLIENT.key}`,
    ...overrides,
  })
  const db = createDatabase(url, { max: 4 })
  const logLines: string[] = []
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const app = await buildApp({ config, db, web: false, logStream })
  await app.ready()
  return { ...own, t: { app, db, config, call: callerOf(app) }, logLines }
}

/** Closes what is open of an own server (and its app), and removes its data directory. */
export async function stopOwnServer(own: Partial<TOwnServerApp> | undefined): Promise<void> {
  await own?.t?.app.close()
  await own?.t?.db.$client.end().catch(() => undefined)
  await own?.server?.stop()
  if (own?.dir) rmSync(own.dir, { recursive: true, force: true })
}

/** Polls `check` every 200 ms until it holds; throws after `timeoutMs`, saying what it waited for. */
export async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what = 'the condition',
): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}
