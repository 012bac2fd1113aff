import {
  ASAP_UNAVAILABLE_MESSAGE,
  checkWantedTime,
  daySlots,
  handoffLeadMinutes,
  isAsapAvailable,
  openSlots,
  SLOT_FULL_MESSAGE,
  SLOT_MINUTES,
  slotInstant,
  TIME_REQUIRED_MESSAGE,
  type TSlotContext,
  toWantedTime,
} from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findStoreTiming, type TStoreTiming } from '../availability/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { countSlotBookings } from './repository.ts'
import type { TCartRow } from './tables.ts'

const SLOT_MS = SLOT_MINUTES * 60_000

/** What the order-time rules read of a store row. */
export type TSlotStore = Pick<TStoreRow, 'timezone' | 'hours' | 'leadTimeMinutes' | 'services'>

/**
 * The order-time rules' view of a store and basket at `now` (spec §4, §9), with the manager's timing
 * overrides (ADR 021: ASAP pause, extra lead, closed days) read through availability's findStoreTiming.
 */
export function slotContext(
  store: TSlotStore,
  cart: Pick<TCartRow, 'handoff' | 'channel'>,
  timing: Pick<TStoreTiming, 'asapPaused' | 'extraLeadMinutes' | 'closedDays'>,
  now: Date = new Date(),
): TSlotContext {
  return {
    now,
    timezone: store.timezone,
    periods: store.hours[cart.handoff] ?? [],
    leadMinutes: handoffLeadMinutes(store.leadTimeMinutes, cart.handoff),
    advanceDays: store.services.advancedays,
    channel: cart.channel,
    asapPaused: timing.asapPaused,
    extraLeadMinutes: timing.extraLeadMinutes,
    closedDays: timing.closedDays,
  }
}

export const slotCapacity = (store: Pick<TStoreRow, 'slotCapacity'>, config: TConfig) =>
  store.slotCapacity ?? config.SLOT_CAPACITY

/** The day's slots a guest may still choose: inside hours, after the lead time, and not full. */
export async function availableSlots(
  db: TQueryable,
  config: TConfig,
  store: TStoreRow,
  context: TSlotContext,
  day: string,
): Promise<string[]> {
  const slots = daySlots(context, day)
  const first = slots[0]
  const last = slots.at(-1)
  if (!first || !last) return []
  const from = slotInstant(first, store.timezone)
  const to = slotInstant(last, store.timezone)
  if (!from || !to) return slots
  const counts = await countSlotBookings(db, store.id, from, new Date(to.getTime() + SLOT_MS))
  return slotsWithRoom(config, store, slots, counts)
}

/** Of a day's slots, those with room, given the orders holding each slot instant (ms → count). */
export function slotsWithRoom(
  config: TConfig,
  store: Pick<TStoreRow, 'timezone' | 'slotCapacity'>,
  slots: string[],
  counts: ReadonlyMap<number, number>,
): string[] {
  const booked = new Map<string, number>()
  for (const [instant, count] of counts) booked.set(toWantedTime(new Date(instant), store.timezone), count)
  return openSlots(slots, booked, slotCapacity(store, config))
}

/** Throws SLOT_FULL (409) when the slot at `instant` already holds the store's capacity of orders. */
export async function assertSlotHasRoom(db: TQueryable, config: TConfig, store: TStoreRow, instant: Date) {
  const counts = await countSlotBookings(db, store.id, instant, new Date(instant.getTime() + 1))
  if ((counts.get(instant.getTime()) ?? 0) >= slotCapacity(store, config)) {
    throw new AppError(409, 'SLOT_FULL', SLOT_FULL_MESSAGE)
  }
}

/** The instant of a wanted time the rules accept, or ORDER_TIME_INVALID (422) with the rule's message. */
export function acceptedWantedTime(context: TSlotContext, wanted: string): Date {
  const check = checkWantedTime(context, wanted)
  if (!check.ok) throw new AppError(422, 'ORDER_TIME_INVALID', check.message, { wanted: check.message })
  return check.instant
}

/** The sentences live in the domain (orderTimeError), so checkout says them before a card is tokenised. */
export { ASAP_UNAVAILABLE_MESSAGE, TIME_REQUIRED_MESSAGE }

/**
 * The basket's order time still holds: ASAP only while the store is open (and not catering); an
 * advance time inside the rules and in a slot with room. Checked at validate and at submit (where
 * `countRoom: false` leaves the room to the booking that follows under the slot's lock).
 */
export async function assertOrderTime(
  db: TQueryable,
  config: TConfig,
  store: TStoreRow,
  cart: TCartRow,
  now: Date = new Date(),
  timing?: TStoreTiming,
  options: { countRoom: boolean } = { countRoom: true },
) {
  const context = slotContext(store, cart, timing ?? (await findStoreTiming(db, store, now)), now)
  if (cart.timeMode === 'asap') {
    if (!isAsapAvailable(context)) throw new AppError(422, 'ORDER_TIME_INVALID', ASAP_UNAVAILABLE_MESSAGE)
    return
  }
  if (!cart.wantedAt) throw new AppError(422, 'ORDER_TIME_INVALID', TIME_REQUIRED_MESSAGE)
  const instant = acceptedWantedTime(context, toWantedTime(cart.wantedAt, store.timezone))
  if (options.countRoom) await assertSlotHasRoom(db, config, store, instant)
}
