import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TApiClient } from './config.ts'
import { AppError } from './errors.ts'
import { gauge } from './metrics.ts'

/** Query parameters carrying the client's name and key where headers cannot be set (EventSource). */
export const EVENT_STREAM_APP_PARAM = 'app_name'
export const EVENT_STREAM_KEY_PARAM = 'api_key'

/**
 * The API-key check of the server-sent event streams (ADR 017): the browser's EventSource cannot send
 * headers, so these read-only GET streams also accept the (public) client name and key as query
 * parameters. Nothing changes state on them; who may read is still decided by the caller's session.
 */
export function installEventStreamKeyCheck(app: FastifyInstance, clients: TApiClient[]): void {
  const byKey = new Map(clients.map((client) => [client.key, client.appName]))
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown>
    const key = request.headers[API_KEY_HEADER] ?? query[EVENT_STREAM_KEY_PARAM]
    const appName = request.headers[APP_NAME_HEADER] ?? query[EVENT_STREAM_APP_PARAM]
    if (typeof key !== 'string' || typeof appName !== 'string' || byKey.get(key) !== appName) {
      throw new AppError(401, 'API_KEY_INVALID', 'This application is not allowed to use the API.')
    }
    request.apiClient = appName
  })
}

export type TEventStream = {
  /** Sends one event (JSON data). */
  send: (event: string, data: unknown) => void
  /** Runs once when the client goes away or the server closes. */
  onClose: (listener: () => void) => void
}

/** A browser reconnects this long after a dropped stream (the SSE `retry` field). */
export const EVENT_STREAM_RETRY_MS = 1500
const HEARTBEAT_MS = 20_000
/**
 * Streams one session may hold open on a node (ADR 044): a board and a few order pages; the oldest is
 * closed when a sixth opens. Each stream is a connection and a LISTEN subscriber, so a session cannot
 * hold hundreds.
 */
export const EVENT_STREAMS_PER_SESSION = 5
/** setTimeout's longest delay (about 24.8 days); a later expiry is not timed (sessions live less). */
const MAX_TIMER_MS = 2_147_483_647

/**
 * Whose access a stream was opened under: `session` counts against EVENT_STREAMS_PER_SESSION, `keys`
 * (the session's and the account's) name what ends it (`closeOwnedBy`), `expiresAt` ends it with the
 * session.
 */
export type TStreamOwner = { session: string; keys: readonly string[]; expiresAt: Date }

/** How `close` ends a stream: `retry` first sends the SSE retry field (ms) so the browser comes back. */
type TOpenStream = { close: (retry?: number) => void; owner: TStreamOwner | undefined }

/**
 * Ended at shutdown (ADR 053), a stream's last words: reconnect after the usual delay plus up to this
 * much more, so a node's browsers do not all arrive at the remaining nodes in the same instant.
 */
export const SHUTDOWN_RETRY_SPREAD_MS = 1500

const openStreams = gauge('deli_event_streams_open', 'Server-sent event streams open on this node')

/**
 * The server-sent event streams of this process. `open` turns a reply into a stream (text/event-stream,
 * never cached or buffered by a proxy) with a comment heartbeat, so idle connections stay open and dead
 * ones are noticed; `closeOwnedBy` ends the streams of an access that ended, `closeAll` every stream
 * at shutdown (a browser reconnects to another node).
 */
export class EventStreams {
  /** In opening order, so the oldest of a session is found first. */
  readonly #open = new Set<TOpenStream>()

  get size(): number {
    return this.#open.size
  }

  open(request: FastifyRequest, reply: FastifyReply, owner?: TStreamOwner): TEventStream {
    if (owner) this.#makeRoomFor(owner.session)
    reply.hijack()
    const raw = reply.raw
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    raw.write(`retry: ${EVENT_STREAM_RETRY_MS}\n\n`)
    const closers: (() => void)[] = []
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS)
    const msLeft = owner ? owner.expiresAt.getTime() - Date.now() : Number.POSITIVE_INFINITY
    const expiry = msLeft <= MAX_TIMER_MS ? setTimeout(() => close(), Math.max(0, msLeft)) : undefined
    let isClosed = false
    const entry: TOpenStream = { close: (retry) => close(retry), owner }
    const close = (retry?: number) => {
      if (isClosed) return
      isClosed = true
      this.#open.delete(entry)
      openStreams.dec()
      clearInterval(heartbeat)
      clearTimeout(expiry)
      for (const closer of closers) closer()
      if (retry !== undefined && !raw.writableEnded) raw.write(`: this node is stopping\nretry: ${retry}\n\n`)
      raw.end()
    }
    this.#open.add(entry)
    openStreams.inc()
    request.raw.on('close', close)
    return {
      send: (event, data) => {
        if (!isClosed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      },
      onClose: (listener) => {
        if (isClosed) listener()
        else closers.push(listener)
      },
    }
  }

  /** Open streams of a session on this node. */
  countFor(session: string): number {
    let count = 0
    for (const { owner } of this.#open) if (owner?.session === session) count++
    return count
  }

  /** Ends every stream opened under `key` (a session or an account whose access ended); answers how many. */
  closeOwnedBy(key: string): number {
    const ended = [...this.#open].filter(({ owner }) => owner?.keys.includes(key))
    for (const { close } of ended) close()
    return ended.length
  }

  /** Ends every stream opened under a session or account (the access of each is checked again on reconnect). */
  closeAllOwned(): void {
    for (const { close, owner } of [...this.#open]) if (owner) close()
  }

  /**
   * Ends every stream at shutdown (ADR 053), each with a retry hint (the usual delay, spread over
   * SHUTDOWN_RETRY_SPREAD_MS) so its browser reconnects, through the load balancer, to another node.
   */
  closeAll(): void {
    for (const { close } of [...this.#open])
      close(EVENT_STREAM_RETRY_MS + Math.floor(Math.random() * SHUTDOWN_RETRY_SPREAD_MS))
  }

  #makeRoomFor(session: string): void {
    const mine = [...this.#open].filter(({ owner }) => owner?.session === session)
    for (const { close } of mine.slice(0, Math.max(0, mine.length - EVENT_STREAMS_PER_SESSION + 1))) close()
  }
}
