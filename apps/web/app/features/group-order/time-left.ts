export const MINUTE_MS = 60_000

/**
 * What is left until `at` (epoch ms) seen at `now`, rounded up to the minute: '2d 5h 10m', '5h 0m',
 * '10m'; 'Deadline passed' once it has.
 */
export function formatTimeLeft(at: number, now: number): string {
  const minutes = Math.ceil((at - now) / MINUTE_MS)
  if (minutes <= 0) return 'Deadline passed'
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const parts = [days > 0 ? `${days}d` : '', days > 0 || hours > 0 ? `${hours}h` : '', `${minutes % 60}m`]
  return parts.filter(Boolean).join(' ')
}
