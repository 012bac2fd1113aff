import { ZLocationSchema } from '@deli/contracts'
import { preparedPerDatabase } from '../../platform/prepared.ts'
import type { TStoreRow } from './tables.ts'
import { staticLocation } from './to-location.ts'

/**
 * What a location search keeps of a store between requests (ADR 032): the row and its Location's JSON
 * without the three parts that change with the clock or the search (`open`, `opens`, `distance`),
 * encoded once through the Location schema. An entry is keyed by the store's id and its row's version
 * (PostgreSQL's `xmin`, new on every write to the row), so a store changed on any node is read again
 * on the next search: nothing to invalidate, nothing a node could hold stale.
 */
export type TCachedLocation = { version: string; row: TStoreRow; json: string }

/** Stores kept per process; the least recently searched go first (~2 KB each). */
export const LOCATION_CACHE_ENTRIES = 5_000

const ZStaticLocationSchema = ZLocationSchema.omit({ open: true, opens: true, distance: true })

export class LocationCache {
  readonly #entries = new Map<number, TCachedLocation>()
  readonly #capacity: number

  constructor(capacity = LOCATION_CACHE_ENTRIES) {
    this.#capacity = capacity
  }

  /** The kept entry of a store when it is still the row's version, else undefined. */
  get(id: number, version: string): TCachedLocation | undefined {
    const entry = this.#entries.get(id)
    if (entry?.version !== version) return undefined
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(id)
    this.#entries.set(id, entry)
    return entry
  }

  /** Encodes and keeps a store's row as read at `version`. */
  put(row: TStoreRow, version: string): TCachedLocation {
    const encoded = JSON.stringify(ZStaticLocationSchema.parse(staticLocation(row)))
    const entry = { version, row, json: encoded.slice(0, -1) }
    this.#entries.delete(row.id)
    this.#entries.set(row.id, entry)
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
    return entry
  }

  get size(): number {
    return this.#entries.size
  }
}

/** One cache per database handle (test databases come and go; their stores share ids). */
export const locationCacheOf = preparedPerDatabase(() => new LocationCache())
