/** The front door of the availability module (ADR 050): what other modules, flows and the app may use. */
export { closeStoreDay } from './close-store-day.ts'
export { closedTodayMessage, findClosedToday } from './find-closed-today.ts'
export {
  findHeldItems,
  heldItemsJson,
  type THeldItemsAt,
  type THeldItemsJson,
  toHeldItems,
} from './find-held-items.ts'
export {
  findStoreTiming,
  NO_STORE_TIMING,
  storeTimingJson,
  type TStoreTiming,
  type TStoreTimingJson,
  toStoreTiming,
} from './find-store-timing.ts'
export { getAvailability } from './get-availability.ts'
export { readHoldSpans, type THeldSpan } from './hold-history.ts'
export { holdItem } from './hold-item.ts'
export { releaseItem } from './release-item.ts'
export { reopenStoreDay } from './reopen-store-day.ts'
export { setStoreTiming } from './set-store-timing.ts'
