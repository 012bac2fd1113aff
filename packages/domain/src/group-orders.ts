import type { TGroupOrderStatus, TGroupPaymentType } from '@deli/contracts'
import { JOIN_NAME_MAX, JOIN_NAME_PATTERN } from '@deli/contracts/constants'
import { TEXTS } from './texts.ts'
import {
  addDays,
  formatWantedTime,
  MINUTE_MS,
  parseDay,
  slotInstant,
  toWantedTime,
  wantedOf,
} from './wall-time.ts'

/** Group-order rules of spec §4, §5, §6 and §9 (ADR 015). Pure: the caller passes `now`. */

/** Polling of the group order while the bag is open (spec §9). */
export const GROUP_ORDER_POLL_MS = 10_000
/** Copy-link tooltip (spec §4 Misc, §9). */
export const COPY_TOOLTIP_MS = 2000
/** Invite QR code (spec §9). */
export const INVITE_QR = Object.freeze({ width: 200, margin: 1, scale: 3 })
/** Deadline default: 7 days from now (spec §9). */
export const GROUP_DEADLINE_DEFAULT_DAYS = 7
/** Deadline day choices: 7 days from today (spec §9). */
export const GROUP_DEADLINE_DAY_CHOICES = 7
/** Deadline times: every 15 minutes from 10:00 to 22:00 (spec §9). */
export const GROUP_DEADLINE_SLOT_MINUTES = 15
export const GROUP_DEADLINE_FIRST_MINUTES = 10 * 60
export const GROUP_DEADLINE_LAST_MINUTES = 22 * 60
/** Limits a real kitchen needs (ours): participants besides the host, and lines per person. */
export const GROUP_MAX_PARTICIPANTS = 50
export const GROUP_MAX_LINES_PER_PARTICIPANT = 20

/** Payment options of spec §9, in the order the 'Who is Paying?' select shows them. */
export const GROUP_PAYMENT_OPTIONS: readonly {
  value: TGroupPaymentType
  label: string
  badge: string | null
}[] = Object.freeze([
  { value: 'host', label: TEXTS.paymentHost, badge: null },
  { value: 'split', label: TEXTS.paymentSplit, badge: TEXTS.limitedAvailability },
])

/** The invite link: the site root with the query groupOrderId (spec §1). */
export function groupInviteUrl(origin: string, groupOrderId: string): string {
  return `${origin.replace(/\/+$/, '')}/?groupOrderId=${encodeURIComponent(groupOrderId)}`
}

/** Spec §4: the host is the person whose name equals hostfullname; everyone else is a participant. */
export function groupRoleOf(
  personName: string | null | undefined,
  hostfullname: string,
): 'host' | 'participant' {
  return personName != null && personName === hostfullname ? 'host' : 'participant'
}

export type TJoinNameCheck = { isValid: true; name: string } | { isValid: false; error: string }

/** Join name of spec §5: required; letters only, a first name optionally followed by one space and a last name. */
export function checkJoinName(raw: string | null | undefined): TJoinNameCheck {
  const name = (raw ?? '').trim()
  if (name.length === 0 || name.length > JOIN_NAME_MAX || !JOIN_NAME_PATTERN.test(name)) {
    return { isValid: false, error: TEXTS.joinNameInvalid }
  }
  return { isValid: true, name }
}

/**
 * A participant may not take the host's full name: the storefront tells the host by that name
 * (spec §4), so the participant would be shown the host's controls.
 */
export function isHostName(name: string, hostfullname: string): boolean {
  return name.trim().toLocaleLowerCase('en-US') === hostfullname.trim().toLocaleLowerCase('en-US')
}

const TRANSITIONS: Readonly<Record<TGroupOrderStatus, readonly TGroupOrderStatus[]>> = Object.freeze({
  // The host submits (locked) or cancels.
  open: ['locked', 'cancelled'],
  // The host's payment went through (confirmed) or failed: the group opens again for a new attempt.
  locked: ['confirmed', 'open'],
  confirmed: [],
  cancelled: [],
})

export function canGroupTransition(from: TGroupOrderStatus, to: TGroupOrderStatus): boolean {
  return TRANSITIONS[from].includes(to)
}

export const isGroupFinal = (status: TGroupOrderStatus) => TRANSITIONS[status].length === 0

export type TGroupRefusal = {
  code: 'GROUP_ORDER_CLOSED' | 'GROUP_ORDER_PAST_DEADLINE'
  message: string
}

/** Why the group can no longer change at all (for anyone): cancelled, or submitted by the host. */
export function closedRefusal(status: TGroupOrderStatus): TGroupRefusal | null {
  if (status === 'cancelled') return { code: 'GROUP_ORDER_CLOSED', message: TEXTS.groupOrderCancelled }
  if (status === 'locked' || status === 'confirmed') {
    return { code: 'GROUP_ORDER_CLOSED', message: TEXTS.groupOrderSubmitted }
  }
  return null
}

/**
 * Why a participant (or someone joining) may not change the group now: closed, or past the deadline.
 * The host is refused only when closed (`closedRefusal`): past the deadline the host may still extend it
 * or submit.
 */
export function participantRefusal(group: {
  status: TGroupOrderStatus
  deadlineAt: Date
  now: Date
}): TGroupRefusal | null {
  const closed = closedRefusal(group.status)
  if (closed) return closed
  if (isPastDeadline(group.deadlineAt, group.now)) {
    return { code: 'GROUP_ORDER_PAST_DEADLINE', message: TEXTS.groupDeadlinePassed }
  }
  return null
}

export const isPastDeadline = (deadlineAt: Date, now: Date) => now.getTime() >= deadlineAt.getTime()

export type TGroupPollOutcome =
  | { kind: 'closed'; message: string }
  | { kind: 'completed'; title: string; message: string }
  | { kind: 'refresh' }

/**
 * What the storefront does with a polled group (spec §4 Polling): cancelled and locked end the group
 * with a message; confirmed shows the 'Group order is closed' popup; otherwise the data is refreshed.
 */
export function groupPollOutcome(group: {
  status: TGroupOrderStatus
  hostfullname: string
}): TGroupPollOutcome {
  if (group.status === 'confirmed') {
    return {
      kind: 'completed',
      title: TEXTS.groupOrderClosed,
      message: TEXTS.hostCompletedOrder(group.hostfullname),
    }
  }
  const closed = closedRefusal(group.status)
  return closed ? { kind: 'closed', message: closed.message } : { kind: 'refresh' }
}

/** Spec §4: a split group order whose basket time mode is manualfire is reset to asap. */
export function groupTimeMode<TMode extends string>(
  mode: TMode,
  paymentType: TGroupPaymentType,
): TMode | 'asap' {
  return paymentType === 'split' && mode === 'manualfire' ? 'asap' : mode
}

/** A group ordered ahead closes at least this long before its time: the host places it, the kitchen makes it. */
export const GROUP_DEADLINE_LEAD_MINUTES = 30

/**
 * The latest deadline of a group ordered ahead for `orderAt`: its time less the lead, or its time
 * itself once that has passed at `now`; null for a group ordered as soon as possible, whose deadline
 * only has to be later than now.
 */
export function latestDeadline(orderAt: Date | null, now: Date): Date | null {
  if (!orderAt) return null
  const withLead = orderAt.getTime() - GROUP_DEADLINE_LEAD_MINUTES * MINUTE_MS
  return new Date(withLead > now.getTime() ? withLead : orderAt.getTime())
}

/**
 * Default deadline (spec §9): 7 days from now, rounded up to the quarter hour, store-local 'YYYYMMDD
 * HH:mm'. A group ordered ahead for sooner closes by its `latestDeadline` instead, on the quarter
 * hour when one is left before it.
 */
export function defaultDeadline(now: Date, timezone: string, orderAt: Date | null = null): string {
  const step = GROUP_DEADLINE_SLOT_MINUTES * MINUTE_MS
  const later = Math.ceil((now.getTime() + GROUP_DEADLINE_DEFAULT_DAYS * 24 * 60 * MINUTE_MS) / step) * step
  const latest = latestDeadline(orderAt, now)?.getTime() ?? Number.POSITIVE_INFINITY
  if (later <= latest) return toWantedTime(new Date(later), timezone)
  const quarter = Math.floor(latest / step) * step
  return toWantedTime(new Date(quarter > now.getTime() ? quarter : latest), timezone)
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

/** 'YYYYMMDD' → 'MMM D, YYYY' (spec §9), e.g. 'Nov 30, 2026'; malformed input comes back unchanged. */
export function formatDeadlineDay(day: string): string {
  const ms = parseDay(day)
  if (ms === null) return day
  const date = new Date(ms)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/**
 * Deadline day choices (spec §9): 7 days from the store's today, each 'YYYYMMDD' with its 'MMM D,
 * YYYY' label; none after the day of a group's `latest` deadline (`latestDeadline`), when it has one.
 */
export function deadlineDayChoices(
  now: Date,
  timezone: string,
  latest: Date | null = null,
): { value: string; label: string }[] {
  const today = toWantedTime(now, timezone).slice(0, 8)
  const lastDay = latest ? toWantedTime(latest, timezone).slice(0, 8) : null
  return Array.from({ length: GROUP_DEADLINE_DAY_CHOICES }, (_, index) => {
    const value = addDays(today, index)
    return { value, label: formatDeadlineDay(value) }
  }).filter((choice) => lastDay === null || choice.value <= lastDay)
}

/**
 * Deadline times of a day (spec §5, §9): every 15 minutes from 10:00 to 22:00, store-local, only those
 * later than now and, for a group ordered ahead, not after its `latest` deadline. No time left: the
 * spec's 'There are no available times…' message.
 */
export function deadlineTimeChoices(
  day: string,
  now: Date,
  timezone: string,
  latest: Date | null = null,
): { times: string[]; message: string | null } {
  if (parseDay(day) === null) return { times: [], message: TEXTS.noAvailableTimes }
  const times: string[] = []
  for (
    let minutes = GROUP_DEADLINE_FIRST_MINUTES;
    minutes <= GROUP_DEADLINE_LAST_MINUTES;
    minutes += GROUP_DEADLINE_SLOT_MINUTES
  ) {
    const wanted = wantedOf(day, minutes)
    const instant = slotInstant(wanted, timezone)
    const isOpen = instant && instant.getTime() > now.getTime()
    if (isOpen && (!latest || instant.getTime() <= latest.getTime())) times.push(wanted)
  }
  return { times, message: times.length === 0 ? TEXTS.noAvailableTimes : null }
}

/**
 * A deadline the host may set: a real store-local time later than now and, for a group ordered ahead
 * for `orderAt`, not later than its `latestDeadline`.
 */
export function checkDeadline(
  wanted: string,
  now: Date,
  timezone: string,
  orderAt: Date | null = null,
): { isValid: true; at: Date } | { isValid: false; error: string } {
  const at = slotInstant(wanted, timezone)
  if (!at) return { isValid: false, error: TEXTS.groupDeadlineInvalid }
  if (at.getTime() <= now.getTime()) return { isValid: false, error: TEXTS.groupDeadlineInPast }
  const latest = latestDeadline(orderAt, now)
  if (orderAt && latest && at.getTime() > latest.getTime())
    return {
      isValid: false,
      error: TEXTS.groupDeadlineAfterOrder(
        formatWantedTime(toWantedTime(orderAt, timezone)),
        GROUP_DEADLINE_LEAD_MINUTES,
      ),
    }
  return { isValid: true, at }
}
