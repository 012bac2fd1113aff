/** Where the browser keeps its device id (spec §3 appState.device_id). */
const DEVICE_ID_KEY = 'deli-device-id'

/**
 * A stable random id for this browser, sent as the submit's device_id header (spec §7). Made once
 * and kept in localStorage; without storage (private mode quotas) a fresh id per page load.
 */
export function deviceId(): string {
  try {
    const saved = localStorage.getItem(DEVICE_ID_KEY)
    if (saved) return saved
    const made = crypto.randomUUID()
    localStorage.setItem(DEVICE_ID_KEY, made)
    return made
  } catch {
    return crypto.randomUUID()
  }
}
