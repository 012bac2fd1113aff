import { type ChildProcess, spawn } from 'node:child_process'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { freePort } from './free-port.ts'
import { apiHeaders, build, KIOSK_CLIENT, type TTestApp, WEB_CLIENT } from './helper.ts'
import { orderStore, readyCart, signInMember } from './order-helpers.ts'
import { signInStaff } from './staff-helpers.ts'

/**
 * Graceful shutdown (ADR 053) of the real server process (main.ts, workers on): at SIGTERM a request
 * is in flight (its body half sent) and a board's event stream is open. The node turns `/ready` to 503
 * while it still serves, then stops taking connections, ends the stream with a retry hint, answers
 * the in-flight request 200 once its body arrives, closes its pool and exits 0.
 */

const NODE = resolve(import.meta.dirname, '../../../node_modules/.bin/node')
const MAIN = resolve(import.meta.dirname, '../src/main.ts')
/** Long enough for a loaded machine to see the draining answer; the test waits on events, not on it. */
const DRAIN_SECONDS = 2

let t: TTestApp
let server: ChildProcess | undefined
let port = 0
let metricsPort = 0

beforeAll(async () => {
  t = await build()
  port = await freePort()
  metricsPort = await freePort()
})
afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL')
})

async function startServer(): Promise<ChildProcess> {
  const keys = [WEB_CLIENT, KIOSK_CLIENT].map((client) => `${client.appName}:${client.key}`).join(',')
  const child = spawn(NODE, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: t.config.DATABASE_URL,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      API_KEYS: keys,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: '30',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ready = await call('GET', `${API}/ready`).catch(() => null)
    if (ready?.status === 200) return child
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error('server did not start')
}

type TAnswer = { status: number; headers: IncomingMessage['headers']; text: string }

/** One request on a connection of its own (no keep-alive pool: each one is a new connection). */
function call(method: string, path: string, headers: Record<string, string> = {}): Promise<TAnswer> {
  return new Promise((done, fail) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) =>
      readAll(response).then(done, fail),
    )
    sent.on('error', fail)
    sent.end()
  })
}

async function readAll(response: IncomingMessage): Promise<TAnswer> {
  let text = ''
  for await (const chunk of response) text += String(chunk)
  return { status: response.statusCode ?? 0, headers: response.headers, text }
}

describe('SIGTERM', () => {
  it('drains: /ready 503 first, then no new connections; the in-flight request and the stream end well; exit 0', {
    timeout: 90_000,
  }, async () => {
    const staff = await signInStaff(t, 'staff', [orderStore().id])
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    server = await startServer()
    const child = server
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))

    // A board's live stream, open at the moment of the signal.
    const key = `app_name=${WEB_CLIENT.appName}&api_key=${WEB_CLIENT.key}`
    let streamText = ''
    const streamEnded = new Promise<void>((done, fail) => {
      const opened = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `${API}/staff/stores/${orderStore().id}/events?${key}`,
          headers: staff.headers,
          agent: false,
        },
        (response) => {
          expect(response.statusCode).toBe(200)
          response.on('data', (chunk) => {
            streamText += String(chunk)
          })
          response.on('end', () => done())
          response.on('error', fail)
        },
      )
      opened.on('error', fail)
      opened.end()
    })
    while (!streamText.includes('retry:')) await new Promise((done) => setTimeout(done, 20))
    const openingText = streamText

    // The metrics port is the process's second listener, and sees the stream.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(scraped.status).toBe(200)
    expect(await scraped.text()).toMatch(/^deli_event_streams_open 1$/m)

    // A request in flight: its headers and half its body are sent before the signal.
    const body = JSON.stringify({ handoffMode: 'curbside' })
    const inFlight = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: `${API}/carts/${cart.id}/handoff`,
      headers: {
        ...apiHeaders(),
        ...member.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      agent: false,
    })
    const inFlightAnswer = new Promise<TAnswer>((done, fail) => {
      inFlight.on('response', (response) => readAll(response).then(done, fail))
      inFlight.on('error', fail)
    })
    inFlight.write(body.slice(0, 10))
    inFlight.flushHeaders()
    // The server has the request (its connection is busy) before the signal.
    await new Promise((done) => setTimeout(done, 200))

    expect(child.kill('SIGTERM')).toBe(true)

    // Draining: /ready answers 503 at once while everything else is still served.
    let ready = await call('GET', `${API}/ready`)
    while (ready.status === 200) ready = await call('GET', `${API}/ready`)
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.text)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      errors: { node: 'draining' },
    })

    // Then the stream ends, with a retry hint beyond the one it opened with.
    await streamEnded
    const closingText = streamText.slice(openingText.length)
    expect(closingText).toMatch(/^retry: \d+$/m)
    expect(closingText).toContain(': this node is stopping')

    // No new request is served: the connection is refused, or answered 503 while the port closes.
    const late = await call('GET', `${API}/site`, apiHeaders()).catch((error: NodeJS.ErrnoException) => error)
    if (late instanceof Error) expect(late.code).toBe('ECONNREFUSED')
    else expect(late.status).toBe(503)

    // The in-flight request gets the rest of its body and its full answer.
    inFlight.end(body.slice(10))
    const answer = await inFlightAnswer
    expect(answer.status, answer.text).toBe(200)
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'ok' })
    expect(await exited).toBe(0)

    // Its change was written before the pool closed.
    const { rows } = await t.db.$client.query('select handoff from carts where id = $1', [cart.id])
    expect(rows[0]?.handoff).toBe('curbside')
  })
})
