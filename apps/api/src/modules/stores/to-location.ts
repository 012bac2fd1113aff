import type { TLocation } from '@deli/contracts'
import { isStoreOpen, nextOpeningText, primaryHandoff, takesOrders } from '@deli/domain'
import type { TStoreRow } from './tables.ts'

/** The store's availability as the Location (spec §3) words it, for the domain's store rules. */
export const locationStatus = (row: Pick<TStoreRow, 'isAvailable' | 'isComingSoon'>) => ({
  available: row.isAvailable,
  'Coming Soon': row.isComingSoon,
})

/**
 * The API's Location (spec §3) for a store row; `open` and `opens` are evaluated in the store's own time
 * zone. A day a manager closed (ADR 021) is `open: false` with the manager's message as `opens`.
 */
export function toLocation(
  row: TStoreRow,
  now: Date,
  distance?: number,
  closedToday?: ReadonlyMap<number, string>,
): TLocation {
  const takes = takesOrders(locationStatus(row))
  const closure = closedToday?.get(row.id)
  const open = takes && closure === undefined && isStoreOpen(row.hours, now, row.timezone)
  const handoff = primaryHandoff(row.hours)
  const periods = handoff === undefined ? [] : (row.hours[handoff] ?? [])
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
    open,
    opens: takes && !open ? (closure ?? nextOpeningText(periods, now, row.timezone)) : null,
    ...locationStatus(row),
    services: row.services,
    hours: row.hours,
    ...(distance === undefined ? {} : { distance }),
  }
}
