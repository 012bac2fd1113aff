import type { THandoffMode, TOpeningPeriod, TOrderChannel } from '@deli/contracts'
import { SLOT_MINUTES } from '@deli/contracts/constants'
import { isDeliveryHandoff } from './handoff.ts'
import { clockMinutes, isOpenAt } from './opening-hours.ts'
import {
  addDays,
  DAY_MS,
  daysBetween,
  localDay,
  MINUTE_MS,
  offsetsAround,
  parseDay,
  parseWanted,
  resolveWall,
  slotInstant,
  wantedOf,
} from './wall-time.ts'

export { formatDay, formatWantedTime, localDay, parseDay, slotInstant, toWantedTime } from './wall-time.ts'

/**
 * Order time (spec §3, §4): ASAP or an advance slot. Slots are store-local wall times 'YYYYMMDD HH:mm'
 * on the quarter hour, inside the store's hours for the cart's handoff, after the lead time, within
 * the advance window. Zone math uses Intl only and is DST-aware.
 */

/** Slot length and grid, in minutes (defined with the capacity message that names it). */
export { SLOT_MINUTES }
/** Delivery orders need the drive as well as the kitchen's lead time (spec §4 lead time). */
export const DELIVERY_EXTRA_LEAD_MINUTES = 15

/** A store's preparation lead time for a handoff: the kitchen's, plus the drive for delivery and dispatch. */
export function handoffLeadMinutes(storeLeadMinutes: number, handoff: THandoffMode): number {
  return storeLeadMinutes + (isDeliveryHandoff(handoff) ? DELIVERY_EXTRA_LEAD_MINUTES : 0)
}

/** services.advancedays when the store has none (or an unusable one). */
export const DEFAULT_ADVANCE_DAYS = 14
/** Catering orders start this many store-local days after today. */
export const CATERING_DAYS_AHEAD = 2
/** Shown when a slot filled up between listing and choosing it. */
export const SLOT_FULL_MESSAGE = 'That time is no longer available. Please choose another time.'

export type TSlotContext = {
  now: Date
  /** The store's IANA time zone. */
  timezone: string
  /** The store's weekly hours for the cart's handoff. */
  periods: readonly TOpeningPeriod[]
  /** Preparation lead time, in real minutes. */
  leadMinutes: number
  /** services.advancedays; days offered = max(1, advanceDays): today … today + advanceDays − 1. */
  advanceDays: number
  /** 'catering' starts CATERING_DAYS_AHEAD days after today and never allows ASAP. */
  channel: TOrderChannel
  /** Store-local days 'YYYYMMDD' the store is closed for (a manager's close-for-a-day): no slots, no ASAP. */
  closedDays?: readonly string[]
  /** A manager paused ASAP: the store takes only scheduled orders. */
  asapPaused?: boolean
  /** Extra minutes a manager added to the lead time while the kitchen is slammed. */
  extraLeadMinutes?: number
}

export type TWantedTimeCheck =
  | { ok: true; instant: Date }
  | {
      ok: false
      reason: 'malformed' | 'past' | 'too-soon' | 'outside-hours' | 'out-of-window' | 'off-grid'
      message: string
    }

const DAY_MINUTES = 24 * 60

const MESSAGES = Object.freeze({
  malformed: 'Choose a date and time as YYYYMMDD HH:mm.',
  offGrid: 'Choose a time on the quarter hour.',
  past: 'That time has already passed. Please choose another time.',
  outsideHours: 'The store is not open for this order type at that time.',
  catering: `Catering orders must be scheduled at least ${CATERING_DAYS_AHEAD} days ahead.`,
  todayOnly: 'Orders can only be scheduled for today.',
  window: (days: number) => `Orders can be scheduled up to ${days} days ahead.`,
  tooSoon: 'That time is too soon for the store to prepare your order. Please choose a later time.',
  closed: 'The store is closed that day. Please choose another day.',
})

const isClosedDay = (ctx: TSlotContext, day: string) => ctx.closedDays?.includes(day) ?? false

/** The schedulable days: first … last ('YYYYMMDD', inclusive; first > last when empty). */
export function dayWindow(ctx: Pick<TSlotContext, 'now' | 'timezone' | 'advanceDays' | 'channel'>): {
  today: string
  first: string
  last: string
} {
  const today = localDay(ctx.now, ctx.timezone)
  const usable = Number.isFinite(ctx.advanceDays) && ctx.advanceDays >= 0
  const days = usable ? Math.max(1, Math.floor(ctx.advanceDays)) : DEFAULT_ADVANCE_DAYS
  const first = ctx.channel === 'catering' ? addDays(today, CATERING_DAYS_AHEAD) : today
  return { today, first, last: addDays(today, days - 1) }
}

/**
 * Wall minutes of the quarter-hour marks t of a weekday with open ≤ t and t + 15 ≤ close, for the
 * periods of that weekday (an overnight one up to midnight) and the after-midnight part of the previous
 * weekday's overnight periods. Sorted, unique.
 */
function wallMarks(periods: readonly TOpeningPeriod[], weekday: number): readonly number[] {
  let byWeekday = marksOfPeriods.get(periods)
  if (!byWeekday) {
    byWeekday = new Map()
    marksOfPeriods.set(periods, byWeekday)
  }
  let marks = byWeekday.get(weekday)
  if (!marks) {
    marks = readWallMarks(periods, weekday)
    byWeekday.set(weekday, marks)
  }
  return marks
}

/**
 * Marks already read, per periods array and weekday: one basket answer asks for the same store's marks
 * for ASAP, the earliest slot and every day of the window (a pure function of its arguments).
 */
const marksOfPeriods = new WeakMap<readonly TOpeningPeriod[], Map<number, number[]>>()

function readWallMarks(periods: readonly TOpeningPeriod[], weekday: number): number[] {
  const previous = (weekday + 6) % 7
  const marks = new Set<number>()
  const add = (start: number, end: number) => {
    for (let t = Math.ceil(start / SLOT_MINUTES) * SLOT_MINUTES; t + SLOT_MINUTES <= end; t += SLOT_MINUTES) {
      marks.add(t)
    }
  }
  for (const period of periods) {
    const open = clockMinutes(period.open)
    const close = clockMinutes(period.close)
    const overnight = close <= open
    if (period.day === weekday) add(open, overnight ? DAY_MINUTES : close)
    if (overnight && period.day === previous) add(0, close)
  }
  return [...marks].sort((a, b) => a - b)
}

/**
 * Slots of a day as [wanted, instant ms] at or after `ready`, ignoring the window; DST gaps skipped.
 * A mark whose instant is before `ready` whichever of the day's offsets applies is skipped without
 * being resolved (every basket answer looks for today's first slot from the morning on).
 */
function* wallSlots(ctx: TSlotContext, day: string, ready: number): Generator<[string, number]> {
  const midnight = parseDay(day)
  if (midnight === null) return
  const offsets = offsetsAround(midnight + DAY_MS / 2, ctx.timezone)
  const smallestOffset = Math.min(...offsets)
  for (const minutes of wallMarks(ctx.periods, new Date(midnight).getUTCDay())) {
    const wall = midnight + minutes * MINUTE_MS
    if (wall - smallestOffset < ready) continue
    const instant = resolveWall(wall, ctx.timezone, offsets)
    if (instant !== null && instant >= ready) yield [wantedOf(day, minutes), instant]
  }
}

/** The first instant a slot may start at: now + lead time + a manager's extra (negatives count as 0). */
function readyAt(ctx: TSlotContext): number {
  const lead = Math.max(0, ctx.leadMinutes) + Math.max(0, ctx.extraLeadMinutes ?? 0)
  return ctx.now.getTime() + lead * MINUTE_MS
}

/**
 * Every slot of a store-local day: 15-minute marks t with open ≤ t and t + 15 ≤ close for each period
 * covering that wall date (including the after-midnight part of the previous day's overnight period),
 * at or after now + lead, within the day window. Sorted and unique; wall times a DST jump skips are left
 * out and a repeated fall-back time appears once (meaning its first occurrence). Empty outside the window.
 */
export function daySlots(ctx: TSlotContext, day: string): string[] {
  const { first, last } = dayWindow(ctx)
  if (parseDay(day) === null || day < first || day > last || isClosedDay(ctx, day)) return []
  const ready = readyAt(ctx)
  const slots: string[] = []
  for (const [wanted] of wallSlots(ctx, day, ready)) slots.push(wanted)
  return slots
}

/** Every day 'YYYYMMDD' of the window, in order. */
function windowDays(ctx: TSlotContext): string[] {
  const { first, last } = dayWindow(ctx)
  const days: string[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day)
  return days
}

/** The first slot of a day at or after now + lead, or null. */
function firstSlot(ctx: TSlotContext, day: string, ready: number): string | null {
  if (isClosedDay(ctx, day)) return null
  for (const [wanted] of wallSlots(ctx, day, ready)) return wanted
  return null
}

/**
 * Days 'YYYYMMDD' the guest may schedule on: the window (today … today + advanceDays − 1, catering from
 * today + 2) minus days without any slot at or after now + lead (so a listed day always has slots).
 */
export function orderDays(ctx: TSlotContext): string[] {
  const ready = readyAt(ctx)
  return windowDays(ctx).filter((day) => firstSlot(ctx, day, ready) !== null)
}

/** The first slot at or after now + lead across the window, or null. */
export function earliestSlot(ctx: TSlotContext): string | null {
  const ready = readyAt(ctx)
  for (const day of windowDays(ctx)) {
    const slot = firstSlot(ctx, day, ready)
    if (slot !== null) return slot
  }
  return null
}

/**
 * ASAP is allowed only when the store is open now for the handoff, the channel is not catering, ASAP
 * is not paused and today is not a closed day.
 */
export function isAsapAvailable(ctx: TSlotContext): boolean {
  const today = localDay(ctx.now, ctx.timezone)
  return (
    ctx.channel !== 'catering' &&
    !ctx.asapPaused &&
    !isClosedDay(ctx, today) &&
    isOpenAt(ctx.periods, ctx.now, ctx.timezone) &&
    // The kitchen can still make it today: a slot at or after now + lead before closing. In a store's
    // last minutes ASAP is not offered (submission would find no slot and refuse it).
    firstSlot(ctx, today, readyAt(ctx)) !== null
  )
}

/** Drops slots whose booked count has reached capacity (booked keyed by 'YYYYMMDD HH:mm'). */
export function openSlots(
  slots: readonly string[],
  booked: ReadonlyMap<string, number>,
  capacity: number,
): string[] {
  return slots.filter((slot) => (booked.get(slot) ?? 0) < capacity)
}

function refuse(
  reason: Exclude<TWantedTimeCheck, { ok: true }>['reason'],
  message: string,
): TWantedTimeCheck {
  return { ok: false, reason, message }
}

/**
 * Checks a wanted time against the context (not capacity), first failing rule wins: malformed, off-grid,
 * a wall time skipped by DST (outside-hours), past, out-of-window, a closed day (outside-hours),
 * outside-hours, too-soon.
 * Accepts exactly the times daySlots lists.
 */
export function checkWantedTime(ctx: TSlotContext, wanted: string): TWantedTimeCheck {
  const parsed = parseWanted(wanted)
  if (!parsed) return refuse('malformed', MESSAGES.malformed)
  if (parsed.minutes % SLOT_MINUTES !== 0) return refuse('off-grid', MESSAGES.offGrid)
  const instant = slotInstant(wanted, ctx.timezone)
  if (instant === null) return refuse('outside-hours', MESSAGES.outsideHours)
  if (instant.getTime() < ctx.now.getTime()) return refuse('past', MESSAGES.past)
  const { today, first, last } = dayWindow(ctx)
  if (parsed.day < first) {
    return ctx.channel === 'catering'
      ? refuse('out-of-window', MESSAGES.catering)
      : refuse('past', MESSAGES.past)
  }
  if (parsed.day > last) {
    return refuse(
      'out-of-window',
      last === today ? MESSAGES.todayOnly : MESSAGES.window(daysBetween(today, last) + 1),
    )
  }
  if (isClosedDay(ctx, parsed.day)) return refuse('outside-hours', MESSAGES.closed)
  const weekday = new Date(parseDay(parsed.day) ?? 0).getUTCDay()
  if (!wallMarks(ctx.periods, weekday).includes(parsed.minutes)) {
    return refuse('outside-hours', MESSAGES.outsideHours)
  }
  if (instant.getTime() < readyAt(ctx)) return refuse('too-soon', MESSAGES.tooSoon)
  return { ok: true, instant }
}
