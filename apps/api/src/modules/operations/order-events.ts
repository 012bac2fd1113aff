import { type TOrderEvent, ZOrderEventSchema } from '@deli/contracts'
import { AppError } from '../../platform/errors.ts'
import { EventStreams } from '../../platform/event-stream.ts'
import type { PgListener } from '../../platform/pg-listener.ts'

/** The channel the `orders_notify_event` trigger announces every new order and status change on. */
export const ORDER_EVENTS_CHANNEL = 'order_events'
/**
 * The channel migration 0023's triggers announce ended access on (ADR 044): `staff-session:{id}`,
 * `staff:{id}` (removed, role or stores changed) and `session:{id}` (a member's session ended).
 */
export const ACCESS_ENDED_CHANNEL = 'access_ended'

/** An event, or null when events may have been missed (the listener reconnected). */
export type TOrderEventHandler = (event: TOrderEvent | null) => void

/**
 * Order events of the whole chain in this process: one LISTEN (any node's writes arrive here through
 * PostgreSQL) fanned out to the boards and confirmation pages this node serves, and the event
 * streams carrying them (ended at shutdown).
 */
export class OrderEvents {
  readonly streams = new EventStreams()
  readonly #listener: PgListener
  readonly #handlers = new Set<TOrderEventHandler>()
  #listening: Promise<unknown> | null = null

  constructor(listener: PgListener) {
    this.#listener = listener
  }

  /** Starts listening (once per process); a database that cannot be reached answers 503. */
  async listen(): Promise<void> {
    this.#listening ??= Promise.all([
      this.#listener.subscribe(ORDER_EVENTS_CHANNEL, (payload) => this.#dispatch(payload)),
      this.#listener.subscribe(ACCESS_ENDED_CHANNEL, (payload) => this.#endAccess(payload)),
    ]).catch((error: unknown) => {
      this.#listening = null
      throw new AppError(
        503,
        'INTERNAL_ERROR',
        'Live updates are not available right now. Please try again.',
        {
          listen: error instanceof Error ? 'the database did not answer' : 'failed',
        },
      )
    })
    await this.#listening
  }

  /** Calls `handler` for every order event (and null after a reconnect) until the answered function is called. */
  async subscribe(handler: TOrderEventHandler): Promise<() => void> {
    await this.listen()
    this.#handlers.add(handler)
    return () => {
      this.#handlers.delete(handler)
    }
  }

  /** Ends the streams this node serves (the listener is the app's, closed after this). */
  async close(): Promise<void> {
    this.streams.closeAll()
  }

  /** Closes the streams of an ended access; after a gap (null) every owned stream, re-checked on reconnect. */
  #endAccess(payload: string | null): void {
    if (payload === null) this.streams.closeAllOwned()
    else this.streams.closeOwnedBy(payload)
  }

  #dispatch(payload: string | null): void {
    let event: TOrderEvent | null = null
    if (payload !== null) {
      const parsed = ZOrderEventSchema.safeParse(parseJson(payload))
      if (!parsed.success) return
      event = parsed.data
    }
    for (const handler of this.#handlers) handler(event)
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
