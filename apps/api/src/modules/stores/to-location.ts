import type { TLocation } from '@deli/contracts'
import { isStoreOpen, nextOpeningText, offeredHours, primaryHandoff, takesOrders } from '@deli/domain'
import type { TStoreRow } from './tables.ts'

/**
 * The store's availability as the Location (spec §3) words it, for the domain's store rules. A store
 * not yet published (ADR 060) is not available: guests cannot find it, and a menu id guessed or kept
 * from before it was taken off the storefront opens no basket and submits no order.
 */
export const locationStatus = (row: Pick<TStoreRow, 'isAvailable' | 'isComingSoon' | 'isPublished'>) => ({
  available: row.isAvailable && row.isPublished,
  'Coming Soon': row.isComingSoon,
})

/** The part of a Location that only a write to the store's row can change (kept by ADR 032's cache). */
export function staticLocation(row: TStoreRow): Omit<TLocation, 'open' | 'opens' | 'distance'> {
  return {
    id: row.id,
    menu_id: row.menuId,
    name: row.name,
    path: row.path,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    timezone: row.timezone,
    latitude: row.latitude,
    longitude: row.longitude,
    ...locationStatus(row),
    services: row.services,
    // Only the offered services' hours: a service switched off keeps its hours for when it returns.
    hours: offeredHours(row.hours, row.services),
  }
}

/**
 * `open` and `opens` at `now`, evaluated in the store's own time zone. A day a manager closed (ADR 021,
 * `closure` is the manager's message) is `open: false` with the message as `opens`.
 */
export function openingState(
  row: TStoreRow,
  now: Date,
  closure: string | null | undefined,
): Pick<TLocation, 'open' | 'opens'> {
  const takes = takesOrders(locationStatus(row))
  const hours = offeredHours(row.hours, row.services)
  const open = takes && closure == null && isStoreOpen(hours, now, row.timezone)
  const handoff = primaryHandoff(hours)
  const periods = handoff === undefined ? [] : (hours[handoff] ?? [])
  return { open, opens: takes && !open ? (closure ?? nextOpeningText(periods, now, row.timezone)) : null }
}

/** The API's Location (spec §3) for a store row at `now`, with its distance on search results. */
export function toLocation(
  row: TStoreRow,
  now: Date,
  distance?: number,
  closedToday?: ReadonlyMap<number, string>,
): TLocation {
  return {
    ...staticLocation(row),
    ...openingState(row, now, closedToday?.get(row.id)),
    ...(distance === undefined ? {} : { distance }),
  }
}
