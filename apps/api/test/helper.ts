import { randomBytes } from 'node:crypto'
import { API_KEY_HEADER, APP_NAME_HEADER, MAILBOX_KEY_HEADER } from '@deli/contracts'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, inject } from 'vitest'
import { buildApp, type TBuildOptions } from '../src/app.ts'
import { loadConfig, type TConfig } from '../src/platform/config.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'

export const WEB_CLIENT = { appName: 'web', key: 'test-web-key-123456' }
export const KIOSK_CLIENT = { appName: 'kiosk', key: 'test-kiosk-key-123456' }
/** The dev mailbox's own secret in tests (DEV_MAILBOX_KEY): a channel's key alone never reads it. */
export const MAILBOX_KEY = 'test-mailbox-key-0123456789'
export const mailboxHeaders = () => ({ [MAILBOX_KEY_HEADER]: MAILBOX_KEY })

/** Headers of a configured client; pass another pair to test refusal. */
export const apiHeaders = (client = WEB_CLIENT) => ({
  [APP_NAME_HEADER]: client.appName,
  [API_KEY_HEADER]: client.key,
})

export type TTestApp = {
  app: FastifyInstance
  db: TDatabase
  config: TConfig
  /** app.inject with the web client's headers; `json` is the parsed body. */
  call: (
    options: InjectOptions,
  ) => Promise<{ statusCode: number; json: any; headers: Record<string, unknown> }>
}

/**
 * What `build` opened, closed after the file's tests. Registered here, at the top of the file's
 * collection: vitest 5 never runs an `afterAll` registered inside a `beforeAll`, so a hook added by
 * `build` itself would leave every test database and app open.
 */
const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A fresh database cloned from the migrated, seeded template, and an API-only app on it. */
export async function build(
  overrides: Partial<Record<string, string>> = {},
  options: Pick<TBuildOptions, 'captchaVerifier'> = {},
): Promise<TTestApp> {
  const adminUrl = inject('postgresAdminUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  // Creating and dropping a database waits for the server's checkpoint: on a loaded machine longer than
  // the API's statement timeout, which is not what a test measures.
  const admin = createDatabase(adminUrl, { max: 1, timeouts: false })
  await admin.$client.query(`create database ${name} template deli_template`)
  // The admin URL names the postgres database (and may reach the server through its socket: ?host=).
  const target = new URL(adminUrl)
  target.pathname = `/${name}`
  const url = target.toString()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    API_KEYS: `${WEB_CLIENT.appName}:${WEB_CLIENT.key},${KIOSK_CLIENT.appName}:${KIOSK_CLIENT.key}`,
    DEV_MAILBOX_KEY: MAILBOX_KEY,
    // Every test file opens many guest baskets from 127.0.0.1 within seconds; the limit has its own test.
    GUEST_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  })
  const db = createDatabase(url, { max: 4 })
  const app = await buildApp({ config, db, web: false, logger: false, ...options })
  await app.ready()
  cleanups.push(async () => {
    await app.close()
    await db.$client.end()
    await admin.$client.query(`drop database if exists ${name} with (force)`)
    await admin.$client.end()
  })
  return { app, db, config, call: callerOf(app) }
}

/** TTestApp's `call` for an app: inject with the web client's headers, the JSON body parsed. */
export function callerOf(app: FastifyInstance): TTestApp['call'] {
  return async (options) => {
    const response = await app.inject({
      ...options,
      headers: { ...apiHeaders(), ...(options.headers ?? {}) },
    })
    const type = String(response.headers['content-type'] ?? '')
    return {
      statusCode: response.statusCode,
      json: type.includes('json') ? response.json() : undefined,
      headers: response.headers,
    }
  }
}

/** The value a response set for cookie `name` (what a browser keeps), if any. */
export function cookieOf(response: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = response.headers['set-cookie']
  const lines = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)]
  for (const line of lines) {
    if (line.startsWith(`${name}=`)) return line.slice(name.length + 1).split(';')[0] || undefined
  }
  return undefined
}

/** The session token a response handed out in its deli_session cookie (what a browser keeps), if any. */
export const sessionTokenOf = (response: { headers: Record<string, unknown> }) =>
  cookieOf(response, 'deli_session')

/** The staff token a sign-in handed out in its HttpOnly deli_staff cookie (a browser gets no header). */
export const staffTokenOf = (response: { headers: Record<string, unknown> }) =>
  cookieOf(response, 'deli_staff')
