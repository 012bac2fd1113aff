import type { THandoffMode } from '@deli/contracts'
import {
  ASAP_UNAVAILABLE_MESSAGE,
  checkWantedTime,
  DELIVERY_EXTRA_LEAD_MINUTES,
  daySlots,
  handoffLeadMinutes,
  hasPlanRoom,
  hasWorkRoom,
  isDeliveryHandoff,
  lastPlannedWall,
  openSlots,
  SLOT_FULL_MESSAGE,
  SLOT_MINUTES,
  slotInstant,
  slotsWithWorkRoom,
  TIME_REQUIRED_MESSAGE,
  type TKitchenLoad,
  type TSlotContext,
  toWantedTime,
} from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findStoreTiming, type TStoreTiming } from '../availability/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { countSlotBookings, type TSlotLoad } from './repository.ts'
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

/** The orders a store's kitchen makes side by side (ADR 065): its own number, else the chain's. */
export const kitchenStations = (
  store: Pick<TStoreRow, 'kitchenStations'>,
  config: Pick<TConfig, 'KITCHEN_STATIONS'>,
) => store.kitchenStations ?? config.KITCHEN_STATIONS

/** The drive a delivery adds to an ASAP quote (ADR 065), as it adds to the lead time of a slot. */
export const driveMinutes = (handoff: THandoffMode) =>
  isDeliveryHandoff(handoff) ? DELIVERY_EXTRA_LEAD_MINUTES : 0

/**
 * The kitchen's plan at `now` (ADR 065, second amendment of 2026-11-27): a slot within its horizon has room
 * only where the plan makes the order by the slot and keeps the promises already made (`hasPlanRoom`).
 */
export type TSlotPlan = { kitchen: TKitchenLoad; now: Date }

const fitsPlan = (plan: TSlotPlan | undefined, instant: Date | null, makeSeconds: number) =>
  !plan ||
  !instant ||
  hasPlanRoom(plan.kitchen, makeSeconds, Math.ceil((instant.getTime() - plan.now.getTime()) / 1_000))

/**
 * Whether a slot has room for an order of `makeSeconds`: fewer orders than the store's slot capacity
 * (ADR 006), the planned work plus this order within its kitchen's work for a slot, and, given the
 * kitchen's plan, room in it by then (ADR 065).
 */
function slotHasRoom(
  config: TConfig,
  store: TRoomStore,
  load: TSlotLoad | undefined,
  makeSeconds: number,
  instant: Date,
  plan?: TSlotPlan,
) {
  return (
    (load?.count ?? 0) < slotCapacity(store, config) &&
    hasWorkRoom(load?.work ?? 0, makeSeconds, kitchenStations(store, config)) &&
    fitsPlan(plan, instant, makeSeconds)
  )
}

/** What the room rules read of a store row. */
type TRoomStore = Pick<TStoreRow, 'timezone' | 'slotCapacity' | 'kitchenStations'>

/** The day's slots a guest may still choose: inside hours, after the lead time, and not full. */
export async function availableSlots(
  db: TQueryable,
  config: TConfig,
  store: TStoreRow,
  context: TSlotContext,
  day: string,
  makeSeconds: number,
): Promise<string[]> {
  const slots = daySlots(context, day)
  const first = slots[0]
  const last = slots.at(-1)
  if (!first || !last) return []
  const from = slotInstant(first, store.timezone)
  const to = slotInstant(last, store.timezone)
  if (!from || !to) return slots
  const loads = await countSlotBookings(db, store.id, from, new Date(to.getTime() + SLOT_MS))
  return slotsWithRoom(config, store, slots, loads, makeSeconds)
}

/**
 * Of a day's slots, those with room for an order of `makeSeconds`, given the orders holding each slot
 * instant (ms → count and planned work): under the slot capacity's count (ADR 006), with room in the
 * kitchen's work and, given the kitchen's plan, room in it by then (ADR 065).
 */
export function slotsWithRoom(
  config: TConfig,
  store: TRoomStore,
  slots: string[],
  loads: ReadonlyMap<number, TSlotLoad>,
  makeSeconds: number,
  plan?: TSlotPlan,
): string[] {
  const booked = new Map<string, number>()
  const planned = new Map<string, number>()
  for (const [instant, load] of loads) {
    const wanted = toWantedTime(new Date(instant), store.timezone)
    booked.set(wanted, load.count)
    planned.set(wanted, load.work)
  }
  const counted = openSlots(slots, booked, slotCapacity(store, config))
  const withRoom = slotsWithWorkRoom(counted, planned, kitchenStations(store, config), makeSeconds)
  if (!plan) return withRoom
  // Only the slots the plan reaches are worked out as instants: most of a day is past it.
  const last = lastPlannedWall(plan.now, makeSeconds, store.timezone)
  return withRoom.filter(
    (slot) => slot > last || fitsPlan(plan, slotInstant(slot, store.timezone), makeSeconds),
  )
}

/** The orders and planned work of the slot at `instant` (ms → load). */
export async function slotLoad(
  db: TQueryable,
  storeId: number,
  instant: Date,
): Promise<TSlotLoad | undefined> {
  const loads = await countSlotBookings(db, storeId, instant, new Date(instant.getTime() + 1))
  return loads.get(instant.getTime())
}

/** Whether the slot at `instant` has room for an order of `makeSeconds` (count, work and plan). */
export async function hasSlotRoom(
  db: TQueryable,
  config: TConfig,
  store: TRoomStore & { id: number },
  instant: Date,
  makeSeconds: number,
  plan?: TSlotPlan,
): Promise<boolean> {
  return slotHasRoom(config, store, await slotLoad(db, store.id, instant), makeSeconds, instant, plan)
}

/** Throws SLOT_FULL (409) when the slot at `instant` has no room for an order of `makeSeconds`. */
export async function assertSlotHasRoom(
  db: TQueryable,
  config: TConfig,
  store: TStoreRow,
  instant: Date,
  makeSeconds: number,
  plan?: TSlotPlan,
) {
  if (!(await hasSlotRoom(db, config, store, instant, makeSeconds, plan))) {
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
 * The basket's order time still holds: ASAP only while the store can quote it (open, not catering,
 * ready before closing: `asapQuoted`, the presented basket's); an advance time inside the rules and in
 * a slot with room for the basket's make time. Checked at validate and at submit (where
 * `countRoom: false` leaves the room to the booking that follows under the slot's lock).
 */
export async function assertOrderTime(
  db: TQueryable,
  config: TConfig,
  store: TStoreRow,
  cart: TCartRow,
  basket: { asapQuoted: boolean; makeSeconds: number },
  now: Date = new Date(),
  timing?: TStoreTiming,
  options: { countRoom: boolean } = { countRoom: true },
) {
  if (cart.timeMode === 'asap') {
    if (!basket.asapQuoted) throw new AppError(422, 'ORDER_TIME_INVALID', ASAP_UNAVAILABLE_MESSAGE)
    return
  }
  const context = slotContext(store, cart, timing ?? (await findStoreTiming(db, store, now)), now)
  if (!cart.wantedAt) throw new AppError(422, 'ORDER_TIME_INVALID', TIME_REQUIRED_MESSAGE)
  const instant = acceptedWantedTime(context, toWantedTime(cart.wantedAt, store.timezone))
  if (options.countRoom) await assertSlotHasRoom(db, config, store, instant, basket.makeSeconds)
}
