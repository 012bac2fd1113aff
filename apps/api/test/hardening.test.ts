import { Writable } from 'node:stream'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'
import { API, pickStore } from './cart-helpers.ts'
import { expectError, expectValidationError } from './expect-envelope.ts'
import { apiHeaders, build, type TTestApp } from './helper.ts'
import { PASSWORD, signUpBody, signUpMember, uniqueEmail } from './member-helpers.ts'

/**
 * Hardening (ADR 013) at the level of one request: bad ids and text are clear 400s, the log
 * never holds secrets, personal data or SQL parameters, readiness, cache and 404 envelopes, and rate
 * limits that every node shares.
 */

let t: TTestApp
const logLines: string[] = []
let second: FastifyInstance
let secondDb: TDatabase

beforeAll(async () => {
  t = await build({ GUEST_RATE_LIMIT_PER_MINUTE: '3', AUTH_RATE_LIMIT_PER_MINUTE: '2' })
  if (!t.config.DATABASE_URL) throw new Error('no DATABASE_URL')
  // A second node on the same database, logging at debug level into this test.
  secondDb = createDatabase(t.config.DATABASE_URL, { max: 2 })
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  second = await buildApp({
    config: { ...t.config, LOG_LEVEL: 'debug' },
    db: secondDb,
    web: false,
    logStream,
  })
  await second.ready()
  afterAll(async () => {
    await second.close()
    await secondDb.$client.end()
  })
})

const onSecond = async (options: InjectOptions) => {
  const response = await second.inject({
    ...options,
    headers: { ...apiHeaders(), ...(options.headers ?? {}) },
  })
  return { statusCode: response.statusCode, json: response.json(), headers: response.headers }
}

describe('ids past int4, NUL and lone surrogates are a clear 400 (finding 3)', () => {
  it('refuses ids past a PostgreSQL integer in bodies', async () => {
    const member = await signUpMember(t)
    for (const [url, payload] of [
      [`${API}/carts`, { menu_id: 2_147_483_648 }],
      [`${API}/members/favourites`, { menu_id: 2_147_483_648 }],
    ] as const) {
      const response = await t.call({ method: 'POST', url, payload, headers: member.headers })
      expectValidationError(response, 'menu_id')
      expect(response.json.errors.menu_id).toBe('Use a whole number.')
    }
  })

  it('refuses NUL and lone surrogates in any text with a human message', async () => {
    const member = await signUpMember(t)
    const nul = String.fromCharCode(0)
    const lone = String.fromCharCode(0xd800)
    const cases = [
      {
        method: 'POST',
        url: `${API}/users`,
        payload: signUpBody({ first_name: `Ana${nul}` }),
        field: 'first_name',
      },
      { method: 'PUT', url: `${API}/users`, payload: { last_name: `Lee${nul}` }, field: 'last_name' },
      {
        method: 'POST',
        url: `${API}/members/addresses`,
        payload: { address: `1 Main${lone}`, city: 'Dallas', state: 'TX', zip: '75201' },
        field: 'address',
      },
    ] as const
    for (const { method, url, payload, field } of cases) {
      const response = await t.call({ method, url, payload, headers: member.headers })
      expectValidationError(response, field)
      expect(response.json.errors[field]).toBe('Please remove the control or invalid characters.')
    }
  })
})

describe('the log (finding 4)', () => {
  it('holds no password, hash, email, phone, name, token or SQL parameter, even when a query fails', async () => {
    const email = uniqueEmail('logged')
    const body = signUpBody({ email, first_name: 'Zebediah', phone: '2145550199' })
    expect((await onSecond({ method: 'POST', url: `${API}/users`, payload: body })).statusCode).toBe(202)
    // A query that fails inside the database (a unique violation forced straight through Drizzle).
    const login = await onSecond({
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email, password: PASSWORD },
    })
    expect(login.statusCode).toBeLessThan(500)
    second.log.error({ err: await failingQuery(email) }, 'a failed query, as the error handler logs it')
    const log = logLines.join('')
    expect(log).toContain('a failed query')
    expect(log).toContain('incoming request')
    for (const secret of [
      email,
      PASSWORD,
      'Zebediah',
      '2145550199',
      '$argon2id',
      'insert into',
      'params:',
      apiHeaders()['x-api-key'],
    ])
      expect(log, `the log holds ${secret}`).not.toContain(secret)
  })
})

async function failingQuery(email: string): Promise<unknown> {
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { sql } = await import('drizzle-orm')
  try {
    await drizzle(secondDb.$client).execute(
      sql`insert into users (email, password_hash, first_name, last_name, phone) values (${email}, ${'$argon2id$v=19$secret'}, 'Zebediah', 'X', '2145550199'), (${email}, 'again', 'Zebediah', 'X', '2145550199')`,
    )
  } catch (error) {
    return error
  }
  throw new Error('the query was meant to fail')
}

describe('readiness, caching and the envelope everywhere (findings 5, 8)', () => {
  it('answers readiness without an API key: the database answers and has every migration', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/ready` })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', data: { database: true, migrations: true } })
  })

  it('marks API answers no-store (personal data), and answers OPTIONS and unknown paths in the envelope', async () => {
    const member = await signUpMember(t)
    const status = await t.call({
      method: 'GET',
      url: `${API}/users/account-status`,
      headers: member.headers,
    })
    expect(status.headers['cache-control']).toBe('no-store')
    for (const url of ['/', '/api/v1/../../account', '/nowhere']) {
      const response = await t.app.inject({ method: 'OPTIONS', url })
      expectError({ statusCode: response.statusCode, json: response.json() }, 404, 'NOT_FOUND')
    }
    const bad = await t.app.inject({ method: 'GET', url: `${API}/carts/%ED%A0%80`, headers: apiHeaders() })
    expectError({ statusCode: bad.statusCode, json: bad.json() }, 400, 'BAD_REQUEST')
  })

  it('sends a CSP whose scripts need a fresh nonce per response, never unsafe-inline', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ url: `${API}/ready` }),
      t.app.inject({ url: `${API}/ready` }),
    ])
    const csp = String(a.headers['content-security-policy'])
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/)
    expect(scripts).not.toContain('unsafe-inline')
    expect(b.headers['content-security-policy']).not.toBe(csp)
  })
})

describe('limits shared by every node (findings 6, 7)', () => {
  it('counts sign-in attempts across both nodes: the limit is one limit, not one per node', async () => {
    const email = uniqueEmail('shared-limit')
    const attempt = (node: 'first' | 'second') => {
      const options = {
        method: 'POST' as const,
        url: `${API}/users/login`,
        payload: { email, password: 'wrong password 1' },
      }
      return node === 'first' ? t.call(options) : onSecond(options)
    }
    // AUTH_RATE_LIMIT_PER_MINUTE=2: two attempts per IP + email per minute, wherever they land.
    expectError(await attempt('first'), 401, 'CREDENTIALS_INVALID')
    expectError(await attempt('second'), 401, 'CREDENTIALS_INVALID')
    const third = await attempt('first')
    expectError(third, 429, 'RATE_LIMITED')
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    expectError(await attempt('second'), 429, 'RATE_LIMITED')
  })

  it('limits new guest sessions per client across nodes; a caller with a session keeps opening baskets', async () => {
    const store = pickStore()
    const open = (node: 'first' | 'second', headers: Record<string, string> = {}) => {
      const options = {
        method: 'POST' as const,
        url: `${API}/carts`,
        payload: { menu_id: store.menu_id },
        headers,
      }
      return node === 'first' ? t.call(options) : onSecond(options)
    }
    const sessionsBefore = Number((await t.db.$client.query('select count(*) from sessions')).rows[0].count)
    // GUEST_RATE_LIMIT_PER_MINUTE=3: three new sessions from this client, then 429 on either node.
    const first = await open('first')
    expect(first.statusCode).toBe(201)
    expect((await open('second')).statusCode).toBe(201)
    expect((await open('first')).statusCode).toBe(201)
    const refused = await open('second')
    expectError(refused, 429, 'RATE_LIMITED')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const sessionsAfter = Number((await t.db.$client.query('select count(*) from sessions')).rows[0].count)
    expect(sessionsAfter - sessionsBefore).toBe(3)
    // The guest who has a session opens another basket in it (baskets: 3N per minute).
    const cookie = String(first.headers['set-cookie']).split(';')[0] as string
    expect((await open('first', { cookie })).statusCode).toBe(201)
  })

  it('keeps the counters out of the WAL: an unlogged table (a crash restarts every window)', async () => {
    const { rows } = await t.db.$client.query<{ persistence: string }>(
      "select relpersistence as persistence from pg_class where relname = 'rate_limits'",
    )
    expect(rows).toEqual([{ persistence: 'u' }])
  })
})
