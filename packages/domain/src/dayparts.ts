import { formatClockTime } from './opening-hours.ts'
import { addDays, formatDay, MINUTE_MS, slotInstant, toWantedTime, wantedOf } from './wall-time.ts'

/**
 * When a store sells a category (ADR 060): an everyday window in store-local minutes (`day` null), or a
 * one-off for one local date 'YYYY-MM-DD' (a holiday) that replaces the everyday window that day; a
 * one-off without a window (`start` null) means not sold that day. `leadMinutes` is the notice an order
 * of the category needs (catering). A category without a rule is sold whenever the store is open.
 */
export type TDaypart = {
  categoryId: number
  name: string
  day: string | null
  start: number | null
  end: number | null
  leadMinutes: number
}

/** A daypart's own problem, or null: the window runs forward within one day, at least 15 minutes. */
export function daypartRuleProblem(
  rule: Pick<TDaypart, 'start' | 'end' | 'day' | 'leadMinutes'>,
): string | null {
  if (rule.start === null || rule.end === null) {
    return rule.day === null ? 'An everyday daypart needs a start and an end time.' : null
  }
  if (rule.start < 0 || rule.end > 24 * 60 || rule.end - rule.start < 15)
    return 'The end time must be at least 15 minutes after the start time, on the same day.'
  if (rule.leadMinutes < 0 || rule.leadMinutes > 14 * 24 * 60)
    return 'The notice is between 0 minutes and 14 days.'
  return null
}

/** The rule of a category on a local day: that day's one-off, else the everyday one, else none. */
export function daypartOn(
  dayparts: readonly TDaypart[],
  categoryId: number,
  localDay: string,
): TDaypart | undefined {
  const day = isoDay(localDay)
  let everyday: TDaypart | undefined
  for (const rule of dayparts) {
    if (rule.categoryId !== categoryId) continue
    if (rule.day === day) return rule
    if (rule.day === null) everyday = rule
  }
  return everyday
}

/** 'YYYYMMDD' (the wall-time helpers' day) → 'YYYY-MM-DD' (a one-off's date); ISO passes through. */
const isoDay = (day: string) =>
  day.length === 8 ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}` : day

const clock = (minutes: number) =>
  formatClockTime(
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  )

/** '6:00 AM – 10:30 AM' of a rule with a window. */
export function daypartWindowText(rule: Pick<TDaypart, 'start' | 'end'>): string {
  if (rule.start === null || rule.end === null) return 'not served'
  return `${clock(rule.start)} – ${rule.end >= 24 * 60 ? '12:00 AM' : clock(rule.end)}`
}

function noticeText(minutes: number): string {
  if (minutes % (24 * 60) === 0) return `${minutes / (24 * 60)} day${minutes === 24 * 60 ? '' : 's'}`
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
  return `${minutes} minutes`
}

/**
 * Why a product of `categoryId` named `name` cannot be ordered for `at` (the order time, or now for
 * ASAP) at a store in `timeZone`, or null when it can: outside its daypart on that local day, or with
 * less notice than the daypart's lead time before `at` (from `now`).
 */
export function daypartProblem(options: {
  dayparts: readonly TDaypart[]
  categoryId: number
  name: string
  at: Date
  now: Date
  timeZone: string
}): string | null {
  const wanted = toWantedTime(options.at, options.timeZone)
  const day = wanted.slice(0, 8)
  const minutes = Number(wanted.slice(9, 11)) * 60 + Number(wanted.slice(12, 14))
  const rule = daypartOn(options.dayparts, options.categoryId, day)
  if (!rule) return null
  if (rule.start === null || rule.end === null) return `${options.name} is not served on ${formatDay(day)}.`
  if (minutes < rule.start || minutes >= rule.end) {
    return `${options.name} is served ${daypartWindowText(rule)} (store time) only; choose a time in that window.`
  }
  if (options.at.getTime() - options.now.getTime() < rule.leadMinutes * MINUTE_MS) {
    return `${options.name} needs ${noticeText(rule.leadMinutes)} notice; choose a later time.`
  }
  return null
}

/**
 * What the menu shows at `now` (ADR 060): per category outside its daypart, the sentence a guest reads
 * ('Not available now: served 6:00 AM – 10:30 AM'), and the next instant any category's status changes
 * (a window's start or end, or the local midnight when one-offs may apply), so a cached menu can end
 * there. Lead time is not "now" status: it is checked against the order time.
 */
export function daypartStatus(
  dayparts: readonly TDaypart[],
  now: Date,
  timeZone: string,
): { notNow: Map<number, string>; changesAt: Date | null } {
  const notNow = new Map<number, string>()
  if (dayparts.length === 0) return { notNow, changesAt: null }
  const wanted = toWantedTime(now, timeZone)
  const today = wanted.slice(0, 8)
  const minutes = Number(wanted.slice(9, 11)) * 60 + Number(wanted.slice(12, 14))
  const boundaries: number[] = []
  for (const categoryId of new Set(dayparts.map((rule) => rule.categoryId))) {
    const rule = daypartOn(dayparts, categoryId, today)
    if (!rule) continue
    if (rule.start === null || rule.end === null) {
      notNow.set(categoryId, 'Not available today')
      continue
    }
    if (minutes < rule.start || minutes >= rule.end) {
      notNow.set(categoryId, `Not available now: served ${daypartWindowText(rule)}`)
    }
    for (const edge of [rule.start, rule.end]) if (edge > minutes && edge < 24 * 60) boundaries.push(edge)
  }
  const next = boundaries.length > 0 ? Math.min(...boundaries) : null
  const at =
    next === null
      ? slotInstant(wantedOf(addDays(today, 1), 0), timeZone)
      : slotInstant(wantedOf(today, next), timeZone)
  // A wall time skipped by a DST change: look again within the hour.
  return { notNow, changesAt: at ?? new Date(now.getTime() + 60 * MINUTE_MS) }
}
