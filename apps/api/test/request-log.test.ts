import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'
import { loggedPath } from '../src/platform/logger.ts'
import { requestLogPolicy, requestLogReason } from '../src/platform/request-log.ts'
import { API, pickStore } from './cart-helpers.ts'
import { apiHeaders, build, type TTestApp } from './helper.ts'

/**
 * ADR 025: the production default logs every request that matters — writes, failures, slow
 * requests — and a sample of fast successful reads, one line each, without secrets.
 */

let t: TTestApp
let node: FastifyInstance
let nodeDb: TDatabase
const lines: Record<string, unknown>[] = []

beforeAll(async () => {
  t = await build()
  if (!t.config.DATABASE_URL) throw new Error('no DATABASE_URL')
  nodeDb = createDatabase(t.config.DATABASE_URL, { max: 2 })
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  // The production default: info level, LOG_REQUESTS unset; one read in 5 sampled for the test.
  node = await buildApp({
    config: { ...t.config, LOG_LEVEL: 'info', LOG_REQUESTS: undefined, LOG_SAMPLE_EVERY: 5 },
    db: nodeDb,
    web: false,
    logStream,
  })
  await node.ready()
  afterAll(async () => {
    await node.close()
    await nodeDb.$client.end()
  })
})

const requestLines = () => lines.filter((line) => line.msg === 'request completed')
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) =>
  node.inject({
    method,
    url,
    payload: payload as object,
    headers: { ...apiHeaders(), ...(cookie ? { cookie } : {}) },
  })

describe('request lines under the production default (ADR 025)', () => {
  it('logs a change, a failure and one in N fast reads, never an incoming-request line', async () => {
    lines.length = 0
    for (let i = 0; i < 10; i++) expect((await call('GET', `${API}/ping`)).statusCode).toBe(200)
    const store = pickStore()
    const created = await call('POST', `${API}/carts`, { menu_id: store.menu_id })
    expect(created.statusCode).toBe(201)
    expect((await call('GET', `${API}/carts/not-a-basket`)).statusCode).toBeGreaterThanOrEqual(400)
    const logged = requestLines()
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false)
    expect(logged.filter((line) => line.reason === 'sample')).toHaveLength(2)
    const write = logged.find((line) => line.reason === 'write')
    expect(write).toMatchObject({
      level: 30,
      req: { method: 'POST', url: `${API}/carts` },
      res: { statusCode: 201 },
    })
    expect(write?.responseTime).toEqual(expect.any(Number))
    expect(logged.find((line) => line.reason === 'error')).toMatchObject({ req: { method: 'GET' } })
    expect(JSON.stringify(lines)).not.toContain(apiHeaders()['x-api-key'])
  })
})

describe('an invitation token never reaches the log (ADR 044)', () => {
  it('a failed accept and a preview log the path with the token redacted; a withdrawal keeps its id', async () => {
    lines.length = 0
    const token = 'AbCdEf0123456789-_secretInvitationTokenXyz12'
    const accept = await call('POST', `${API}/staff/invitations/${token}/accept`, {
      password: 'Pastrami-on-rye-77',
    })
    expect(accept.statusCode).toBe(404)
    expect((await call('GET', `${API}/staff/invitations/${token}`)).statusCode).toBe(404)
    const id = '7a3c1f9e-2b4d-4e6f-8a1b-3c5d7e9f0a2b'
    expect((await call('GET', `${API}/staff/invitations/${id}`)).statusCode).toBe(404)
    const urls = requestLines().map((line) => (line.req as { url: string }).url)
    expect(urls).toEqual([
      `${API}/staff/invitations/[redacted]/accept`,
      `${API}/staff/invitations/[redacted]`,
      `${API}/staff/invitations/${id}`,
    ])
    expect(JSON.stringify(lines)).not.toContain(token)
    expect(loggedPath('/staff/invitation/AbCd?x=1')).toBe('/staff/invitation/[redacted]')
  })
})

describe('which requests earn a line', () => {
  const policy = { mode: 'notable', slowMs: 500, sampleEvery: 100 } as const
  it('writes, 4xx and 5xx, slow reads and the sample; nothing for the other fast reads', () => {
    expect(requestLogReason(policy, { method: 'PUT' }, 200, 3, 0)).toBe('write')
    expect(requestLogReason(policy, { method: 'GET' }, 404, 3, 0)).toBe('error')
    expect(requestLogReason(policy, { method: 'POST' }, 503, 3, 0)).toBe('error')
    expect(requestLogReason(policy, { method: 'GET' }, 200, 900, 0)).toBe('slow')
    expect(requestLogReason(policy, { method: 'GET' }, 200, 3, 100)).toBe('sample')
    expect(requestLogReason(policy, { method: 'GET' }, 304, 3, 7)).toBeUndefined()
    expect(requestLogReason({ ...policy, sampleEvery: 0 }, { method: 'GET' }, 200, 3, 100)).toBeUndefined()
  })

  it('logs every request at debug and trace unless LOG_REQUESTS says otherwise', () => {
    const base = { LOG_SLOW_MS: 500, LOG_SAMPLE_EVERY: 100, LOG_REQUESTS: undefined } as const
    expect(requestLogPolicy({ ...base, LOG_LEVEL: 'info' }).mode).toBe('notable')
    expect(requestLogPolicy({ ...base, LOG_LEVEL: 'debug' }).mode).toBe('all')
    expect(requestLogPolicy({ ...base, LOG_LEVEL: 'info', LOG_REQUESTS: 'all' }).mode).toBe('all')
    expect(requestLogPolicy({ ...base, LOG_LEVEL: 'trace', LOG_REQUESTS: 'notable' }).mode).toBe('notable')
  })
})
