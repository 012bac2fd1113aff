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
