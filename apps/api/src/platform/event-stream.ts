import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TApiClient } from './config.ts'
import { AppError } from './errors.ts'

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
 * The server-sent event streams of this process. `open` turns a reply into a stream (text/event-stream,
 * never cached or buffered by a proxy) with a comment heartbeat, so idle connections stay open and dead
 * ones are noticed; `closeAll` ends every stream at shutdown (a browser reconnects to another node).
 */
export class EventStreams {
  readonly #open = new Set<() => void>()

  get size(): number {
    return this.#open.size
  }

  open(request: FastifyRequest, reply: FastifyReply): TEventStream {
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
    let isClosed = false
    const close = () => {
      if (isClosed) return
      isClosed = true
      this.#open.delete(close)
      clearInterval(heartbeat)
      for (const closer of closers) closer()
      raw.end()
    }
    this.#open.add(close)
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

  closeAll(): void {
    for (const close of [...this.#open]) close()
  }
}
