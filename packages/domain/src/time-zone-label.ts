/**
 * 'America/Chicago' → 'Central Time': the store's zone as guests say it (Intl, generic long name),
 * so a guest in another zone knows which clock the times follow.
 */
export function timeZoneLabel(timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts()
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  } catch {
    return timeZone
  }
}
