import pg from 'pg'

/** A notification's payload, or null after a reconnect: events may have been missed, read the state anew. */
export type TNotificationHandler = (payload: string | null) => void

type TLog = { warn: (object: object, message: string) => void }

/**
 * PostgreSQL LISTEN on one dedicated connection per process (ARCHITECTURE.md § API conventions: nodes are stateless, so a
 * change written by any node reaches the listeners of every node through the database). Connects on
 * the first subscription; a lost connection is re-opened after a second, re-LISTENs its channels and
 * tells every handler (null) that it may have missed notifications.
 */
export class PgListener {
  readonly #config: pg.ClientConfig
  readonly #log: TLog
  readonly #handlers = new Map<string, Set<TNotificationHandler>>()
  #client: pg.Client | null = null
  #connecting: Promise<pg.Client> | null = null
  #retry: NodeJS.Timeout | null = null
  #closed = false

  constructor(config: pg.ClientConfig, log: TLog) {
    this.#config = config
    this.#log = log
  }

  /**
   * Is the LISTEN connection open right now? While it is not, notifications are being missed: a
   * cache kept fresh by them must not answer from memory (the handlers hear null once it is back).
   */
  get isConnected(): boolean {
    return this.#client !== null
  }

  /** Calls `handler` with each notification on `channel` until the answered function is called. */
  async subscribe(channel: string, handler: TNotificationHandler): Promise<() => void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`)
    let handlers = this.#handlers.get(channel)
    const isNewChannel = !handlers
    if (!handlers) {
      handlers = new Set()
      this.#handlers.set(channel, handlers)
    }
    handlers.add(handler)
    const client = await this.#connect()
    if (isNewChannel) await client.query(`LISTEN ${channel}`)
    return () => {
      handlers.delete(handler)
    }
  }

  async close(): Promise<void> {
    this.#closed = true
    if (this.#retry) clearTimeout(this.#retry)
    const client = this.#client ?? (await this.#connecting?.catch(() => null))
    this.#client = null
    await client?.end().catch(() => undefined)
  }

  #connect(): Promise<pg.Client> {
    if (this.#client) return Promise.resolve(this.#client)
    this.#connecting ??= this.#open().finally(() => {
      this.#connecting = null
    })
    return this.#connecting
  }

  async #open(): Promise<pg.Client> {
    if (this.#closed) throw new Error('listener closed')
    const client = new pg.Client({ ...this.#config, application_name: 'deli-api-listener' })
    client.on('notification', (message) => {
      for (const handler of this.#handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    const lost = (error?: Error) => {
      if (this.#client !== client) return
      this.#client = null
      if (this.#closed) return
      this.#log.warn({ err: error }, 'LISTEN connection lost; reconnecting')
      this.#scheduleReconnect()
    }
    client.on('error', lost)
    client.on('end', () => lost())
    await client.connect()
    for (const channel of this.#handlers.keys()) await client.query(`LISTEN ${channel}`)
    this.#client = client
    return client
  }

  #scheduleReconnect(): void {
    this.#retry = setTimeout(() => {
      this.#retry = null
      this.#connect().then(
        () => {
          for (const handlers of this.#handlers.values()) for (const handler of handlers) handler(null)
        },
        (error: Error) => {
          this.#log.warn({ err: error }, 'LISTEN reconnect failed; trying again')
          this.#scheduleReconnect()
        },
      )
    }, 1000)
  }
}
