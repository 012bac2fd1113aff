import { SLOT_MINUTES } from '@deli/contracts/constants'

/** The work a store's kitchen can make in one 15-minute slot, in seconds: every station for the whole slot. */
export const slotWorkSeconds = (stations: number) =>
  Math.max(1, Math.floor(stations) || 1) * SLOT_MINUTES * 60

/**
 * Whether a slot has room for an order of `makeSeconds` (ADR 065): the make time of the orders already
 * planned in it plus this one fit in the slot's work. A big order fills more of a slot than a small
 * one; a slot with nothing planned takes any one order, however big (a catering tray bigger than a
 * slot must still be orderable).
 */
export function hasWorkRoom(plannedSeconds: number, makeSeconds: number, stations: number): boolean {
  if (plannedSeconds <= 0) return true
  return plannedSeconds + Math.max(0, makeSeconds) <= slotWorkSeconds(stations)
}

/** Of a day's slots, those with work room for this order (planned keyed by 'YYYYMMDD HH:mm', seconds). */
export function slotsWithWorkRoom(
  slots: readonly string[],
  planned: ReadonlyMap<string, number>,
  stations: number,
  makeSeconds: number,
): string[] {
  return slots.filter((slot) => hasWorkRoom(planned.get(slot) ?? 0, makeSeconds, stations))
}
