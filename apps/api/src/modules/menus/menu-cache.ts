import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { TSuperCategory } from '@deli/contracts'
import { cacheLookups } from '../../platform/metrics.ts'
import type { PgListener } from '../../platform/pg-listener.ts'

/** The channel the `notify_menu_change` trigger (migration 0014) announces menu changes on. */
export const MENU_CHANGES_CHANNEL = 'menu_changes'
/** Menus answered from memory (or a read already under way) vs read from PostgreSQL (ADR 053). */
const lookups = cacheLookups('menu')

/** How many menus (menu × type) a node keeps: ~125 KB each with its compressed bodies. */
export const MENU_CACHE_ENTRIES = 512

export type TMenuEncoding = 'br' | 'gzip' | 'identity'
export type TMenuBody = { etag: string; body: Buffer }

/** One menu's answer, serialized once: the JSON and, when cached, its brotli and gzip bodies. */
export type TEncodedMenu = {
  menuId: number
  storeId: number
  /** `identity` always; `br` and `gzip` for a cached menu (an uncached one is not worth compressing). */
  bodies: { identity: TMenuBody } & Partial<Record<TMenuEncoding, TMenuBody>>
  /** When this answer stops being true by itself (a 'today' hold ends), ms since the epoch. */
  expiresAt: number | null
}

/** A menu read from PostgreSQL as of `now`: the envelope's JSON, its store, and when it changes by itself. */
export type TMenuSource = (
  menuId: number,
  superCategory: TSuperCategory | undefined,
  now: Date,
) => Promise<{ json: string; storeId: number; changesAt: Date | null }>

type TLog = { warn: (object: object, message: string) => void }

const brotli = promisify(brotliCompress)
const gzipBuffer = promisify(gzip)

/**
 * The serialized menus of this node (ADR 023). Each menu is read, encoded through its
 * response schema and compressed once per version; nodes stay stateless because every write that
 * changes a menu is announced on `menu_changes` (a trigger, in the writing transaction) and every
 * node drops what it names. The cache answers from memory only while its LISTEN connection is open;
 * after a reconnect (notifications may have been missed) it drops everything. An entry also ends at
 * the earliest end of a 'today' hold it reflects. The ETag is a hash of the JSON, so every node
 * gives one version the same ETag.
 */
export class MenuCache {
  readonly #source: TMenuSource
  readonly #listener: PgListener
  readonly #now: () => Date
  readonly #log: TLog
  readonly #maxEntries: number
  /** Most recently used last. */
  readonly #entries = new Map<string, TEncodedMenu>()
  readonly #building = new Map<string, Promise<TEncodedMenu>>()
  /** Moves with every invalidation: a build that started before one is answered but not kept. */
  #generation = 0
  #listening: Promise<void> | null = null
  #isSubscribed = false

  constructor(options: {
    source: TMenuSource
    listener: PgListener
    now: () => Date
    log: TLog
    maxEntries?: number
  }) {
    this.#source = options.source
    this.#listener = options.listener
    this.#now = options.now
    this.#log = options.log
    this.#maxEntries = options.maxEntries ?? MENU_CACHE_ENTRIES
  }

  /**
   * Moves with every change any node announces (and every reconnect); null while changes could go
   * unannounced. What was made from menus at one generation is current while it stays the same.
   */
  get generation(): number | null {
    return this.#isSubscribed && this.#listener.isConnected ? this.#generation : null
  }

  /** How many menus this node holds (tests and diagnostics). */
  get size(): number {
    return this.#entries.size
  }

  /** The menu's answer: from memory when fresh, else read once (concurrent callers share the read). */
  async get(menuId: number, superCategory?: TSuperCategory): Promise<TEncodedMenu> {
    const now = this.#now()
    if (!(await this.#isLive())) {
      // Changes may be going unannounced: answer from PostgreSQL and forget what was kept.
      this.#forget(() => true)
      lookups.miss()
      return encodeMenu(menuId, await this.#source(menuId, superCategory, now), false)
    }
    const key = `${menuId}:${superCategory ?? ''}`
    const cached = this.#entries.get(key)
    if (cached && (cached.expiresAt === null || now.getTime() < cached.expiresAt)) {
      this.#entries.delete(key)
      this.#entries.set(key, cached)
      lookups.hit()
      return cached
    }
    if (cached) this.#entries.delete(key)
    const pending = this.#building.get(key)
    if (pending) {
      lookups.hit()
      return pending
    }
    lookups.miss()
    const building = this.#build(key, menuId, superCategory, now)
    this.#building.set(key, building)
    const done = () => {
      if (this.#building.get(key) === building) this.#building.delete(key)
    }
    building.then(done, done)
    return building
  }

  /**
   * Drops what a `menu_changes` payload names: `store:<id>`, `menu:<id>` or `*` (anything else:
   * everything). Called by the notification and, on the writing node, right after its own write.
   */
  invalidate(payload: string): void {
    const [kind, rawId] = payload.split(':')
    const id = Number(rawId)
    if (kind === 'store' && Number.isInteger(id)) this.#forget((entry) => entry.storeId === id)
    else if (kind === 'menu' && Number.isInteger(id)) this.#forget((entry) => entry.menuId === id)
    else this.#forget(() => true)
  }

  async #build(
    key: string,
    menuId: number,
    superCategory: TSuperCategory | undefined,
    now: Date,
  ): Promise<TEncodedMenu> {
    const generation = this.#generation
    const entry = await encodeMenu(menuId, await this.#source(menuId, superCategory, now), true)
    if (generation === this.#generation && this.#listener.isConnected) {
      this.#entries.set(key, entry)
      for (const oldest of this.#entries.keys()) {
        if (this.#entries.size <= this.#maxEntries) break
        this.#entries.delete(oldest)
      }
    }
    return entry
  }

  #forget(matches: (entry: Pick<TEncodedMenu, 'menuId' | 'storeId'>) => boolean): void {
    this.#generation += 1
    for (const [key, entry] of this.#entries) if (matches(entry)) this.#entries.delete(key)
    // Whoever asks next reads anew; builds under way still answer the callers that started them.
    this.#building.clear()
  }

  /** Subscribed and connected (subscribes on first use; a failure is retried on the next call). */
  async #isLive(): Promise<boolean> {
    if (!this.#isSubscribed) {
      this.#listening ??= this.#listener
        .subscribe(MENU_CHANGES_CHANNEL, (payload) => {
          // null: the listener reconnected and may have missed notifications.
          this.invalidate(payload ?? '*')
        })
        .then(() => {
          this.#isSubscribed = true
        })
      try {
        await this.#listening
      } catch (error) {
        this.#listening = null
        this.#log.warn({ err: error }, 'menu cache: LISTEN menu_changes failed; answering uncached')
        return false
      }
    }
    return this.#listener.isConnected
  }
}

/** Serializes once: the ETag is the JSON's hash (every node agrees), compressed bodies only to keep. */
async function encodeMenu(
  menuId: number,
  read: Awaited<ReturnType<TMenuSource>>,
  isKept: boolean,
): Promise<TEncodedMenu> {
  const identity = Buffer.from(read.json)
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  const bodies: TEncodedMenu['bodies'] = { identity: { etag: `"${hash}"`, body: identity } }
  if (isKept) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipBuffer(identity, { level: 9 }),
    ])
    bodies.br = { etag: `"${hash}-br"`, body: br }
    bodies.gzip = { etag: `"${hash}-gz"`, body: gz }
  }
  return {
    menuId,
    storeId: read.storeId,
    bodies,
    expiresAt: read.changesAt ? read.changesAt.getTime() : null,
  }
}

/**
 * Brotli's effort, once per menu version, off the event loop (zlib's thread pool). Measured on the
 * demo catalogue's 94 KB JSON (ADR 023): quality 5 → 10.7 KB in ~5 ms, 9 → 10.5 KB in ~56 ms,
 * 11 → 9.4 KB in ~430 ms that the first caller after every change would wait for. gzip 9: 11.7 KB
 * in ~2 ms.
 */
const BROTLI_QUALITY = 5
