const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * The wall-clock parts of an instant in an IANA time zone (weekday 'Sun'…'Sat', year, month, day,
 * hour 00–23, minute, second), DST-aware through Intl; one cached formatter per zone.
 */
export function zoneParts(instant: Date | number, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value
  return parts
}

/**
 * Wall clocks already read, per zone and instant: the same instants are converted on every request
 * (available times, order days, every store's opening state in a location search), and Intl's
 * formatToParts is the cost. A pure function of its arguments, so a hit answers exactly what Intl
 * would; bounded, emptied when full.
 */
const wallCache = new Map<string, Map<number, number>>()
let wallCacheSize = 0
const WALL_CACHE_MAX = 50_000

/**
 * The wall clock of an instant (epoch ms, whole seconds) in a zone, read as if it were UTC, in epoch
 * ms: `new Date(wallMs(…)).getUTCHours()` is the hour on the zone's clocks.
 */
export function wallMs(instantMs: number, timeZone: string): number {
  let zone = wallCache.get(timeZone)
  const cached = zone?.get(instantMs)
  if (cached !== undefined) return cached
  const wall = readWallMs(instantMs, timeZone)
  if (wallCacheSize >= WALL_CACHE_MAX) {
    wallCache.clear()
    wallCacheSize = 0
    zone = undefined
  }
  if (!zone) {
    zone = new Map()
    wallCache.set(timeZone, zone)
  }
  zone.set(instantMs, wall)
  wallCacheSize++
  return wall
}

function readWallMs(instantMs: number, timeZone: string): number {
  const parts = zoneParts(instantMs, timeZone)
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  )
}
