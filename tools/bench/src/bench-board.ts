/**
 * The order-board events of `npm run bench` (ADR 017): `boards` open event streams of one store's
 * board (GET staff/stores/{id}/events, a demo chain admin's staff session), and order events put on the
 * `order_events` channel with pg_notify — the payload the orders trigger sends — at `rate` events
 * a second (a busy chain's worth for one node), for `seconds`. Each board parses each event; the
 * scenario reports deliveries per second (events × boards that arrived, until the last one) and the
 * p99 latency from the
 * notify to a board's parse. The path measured is the one every order change takes after its write:
 * PostgreSQL → the node's one LISTEN connection → fan-out → server-sent events.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'

export type TBoardOptions = {
  origin: string
  headers: Record<string, string>
  databaseUrl: string
  boards: number
  seconds: number
  /** Order events per second put on the channel (in 20 batches a second). */
  rate: number
}

export type TBoardResult = {
  boards: number
  events: number
  deliveries: number
  perSecond: number
  p99: number
}

/**
 * The demo store staff member of the README (store 1; signs in with the password alone, where the
 * manager and admin add an authenticator code, ADR 044).
 */
const STAFF = { email: 'staff@reddoordeli.example', password: 'red-door-kitchen-2026' }

async function staffToken(options: TBoardOptions): Promise<{ token: string; storeId: number }> {
  const response = await fetch(`${options.origin}/api/v1/staff/login`, {
    method: 'POST',
    headers: { ...options.headers, 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  const body = (await response.json()) as { data?: { stores: { id: number }[] } }
  // The storefront's channel gets the HttpOnly cookie only (ADR 044); the bench presents its value.
  const token = /^deli_staff=([^;]+)/.exec(
    response.headers.getSetCookie().find((line) => line.startsWith('deli_staff=')) ?? '',
  )?.[1]
  const storeId = body.data?.stores[0]?.id
  if (!response.ok || !token || !storeId)
    throw new Error(`staff sign-in for the board bench: ${response.status}`)
  return { token, storeId }
}

/** One board's stream: calls `onOrder(orderId)` for each `order` event; resolves once `ready` came. */
async function openBoard(url: string, headers: Record<string, string>, onOrder: (orderId: string) => void) {
  const controller = new AbortController()
  const response = await fetch(url, { headers, signal: controller.signal })
  if (!response.ok || !response.body) throw new Error(`board stream: ${response.status}`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        buffer += decoder.decode(value, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event === 'ready') markReady()
          if (event === 'order' && data) onOrder((JSON.parse(data) as { order_id: string }).order_id)
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // aborted at the end of the scenario
    }
  })()
  await ready
  return () => controller.abort()
}

export async function runBoardScenario(options: TBoardOptions): Promise<TBoardResult> {
  // One sign-in per board, like one tablet each: a session keeps at most 5 streams (ADR 044).
  const tablets = []
  for (let board = 0; board < options.boards; board++) tablets.push(await staffToken(options))
  const storeId = tablets[0]?.storeId
  const query = new URLSearchParams({
    app_name: options.headers['x-app-name'] ?? '',
    api_key: options.headers['x-api-key'] ?? '',
  })
  const url = `${options.origin}/api/v1/staff/stores/${storeId}/events?${query}`
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let lastAt = 0
  const onOrder = (orderId: string) => {
    const sent = sentAt.get(orderId)
    if (sent === undefined) return
    lastAt = performance.now()
    latencies.push(lastAt - sent)
  }
  const closers = []
  for (const { token } of tablets) closers.push(await openBoard(url, { 'staff-token': token }, onOrder))

  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  let events = 0
  const started = performance.now()
  try {
    const batch = Math.max(1, Math.round(options.rate / 20))
    for (let tick = 0; tick < options.seconds * 20; tick++) {
      const due = started + tick * 50
      if (due > performance.now()) await new Promise((done) => setTimeout(done, due - performance.now()))
      const ids = Array.from({ length: batch }, () => randomUUID())
      const now = performance.now()
      for (const id of ids) sentAt.set(id, now)
      await client.query(
        `select pg_notify('order_events', json_build_object('order_id', id, 'store_id', $1::int, 'status', 'received')::text)
           from unnest($2::uuid[]) as id`,
        [storeId, ids],
      )
      events += ids.length
    }
    // Let the last events arrive (at most 2 s).
    const expected = events * options.boards
    const drainUntil = performance.now() + 2000
    while (latencies.length < expected && performance.now() < drainUntil)
      await new Promise((done) => setTimeout(done, 20))
  } finally {
    await client.end()
    for (const close of closers) close()
  }
  const seconds = (Math.max(lastAt, started + 1) - started) / 1000
  const sorted = [...latencies].sort((a, b) => a - b)
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0
  return {
    boards: options.boards,
    events,
    deliveries: latencies.length,
    perSecond: latencies.length / seconds,
    p99: Math.round(p99),
  }
}
