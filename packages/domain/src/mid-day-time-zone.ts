/**
 * An IANA time zone in which it is now between noon and 1 pm: the fixed-offset `Etc/GMT±N` zone
 * (no daylight saving) twelve hours from `now`'s UTC hour. Suites that run at whatever hour a change
 * lands (the API tests, the browser journeys) put a store of theirs in it, so the store is hours from
 * its midnight: an ASAP quote falls in today's slots (ADR 065), the kitchen plan's two hours and the
 * board's next hour (ADR 066) stay inside its day, and its first slot tomorrow is hours away.
 */
export function midDayTimeZone(now: Date = new Date()): string {
  const hoursEast = 12 - now.getUTCHours()
  if (hoursEast === 0) return 'Etc/GMT'
  // The Etc area keeps POSIX's sign: Etc/GMT-5 is five hours east of UTC.
  return `Etc/GMT${hoursEast > 0 ? '-' : '+'}${Math.abs(hoursEast)}`
}
