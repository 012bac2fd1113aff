import type { TOpeningPeriod, TOrderStatus, TStaffAction } from '@deli/contracts'
import {
  formatDay,
  formatMoney,
  hoursChanges,
  ORDER_STATUS_LABELS,
  REFUND_REASON_LABELS,
  TEXTS,
  type TRefundReason,
} from '@deli/domain'

/** The item a hold names: by its name when the entry carries it, else by its kind and number. */
const itemOf = (subject: string | null, detail: Record<string, unknown>) => {
  if (typeof detail.name === 'string' && detail.name !== '') return detail.name
  const [kind, id] = (subject ?? '').split(':')
  return kind && id ? `${kind === 'option' ? 'option' : 'product'} #${id}` : 'an item'
}
/** An order by the number the store knows it by; an entry recorded before numbers were kept, by its id. */
const orderOf = (subject: string | null, detail: Record<string, unknown>) =>
  typeof detail.number === 'number' ? `order #${detail.number}` : `order ${(subject ?? '').slice(0, 8)}`
/** Why a refund was made, as the refund dialog says it: ': Wrong order'. */
const reasonOf = (reason: unknown) =>
  typeof reason === 'string' && reason in REFUND_REASON_LABELS
    ? `: ${REFUND_REASON_LABELS[reason as TRefundReason]}`
    : ''
/** A status in the board's words ('In progress'), quoted. */
const statusOf = (status: unknown) =>
  typeof status === 'string' && status in ORDER_STATUS_LABELS
    ? `“${ORDER_STATUS_LABELS[status as TOrderStatus]}”`
    : 'a new status'
const countOr = (value: unknown, what: string, unit: string) =>
  typeof value === 'number' ? `Set ${what} to ${value}${unit}` : `Set ${what} to the chain’s default`

/** A day names its year when it is not in the year the change was made ('Closed Fri, Jan 1, 2027'). */
const madeIn = (entry: TStaffAction) => ({
  year: { unlessYearOf: entry.createdAt.slice(0, 10).replaceAll('-', '') },
})

const asPeriods = (value: unknown) => (Array.isArray(value) ? (value as TOpeningPeriod[]) : null)
const lowerClosed = (text: string) => (text === TEXTS.closed ? text.toLowerCase() : text)

/**
 * A change of hours with the days it changed ('Changed the pickup hours: Sunday from closed to
 * 11:00 AM – 8:00 PM'); an entry recorded before the hours it replaced were kept says only what.
 */
function hoursSentence(subject: string | null, detail: Record<string, unknown>): string {
  const what = subject ? `the ${subject} hours` : 'the hours'
  const before = asPeriods(detail.before)
  const after = asPeriods(detail.periods)
  if (!before || !after) return `Changed ${what}`
  const changes = hoursChanges(before, after)
  if (changes.length === 0) return `Saved ${what} unchanged`
  const days = changes.map(
    (change) => `${change.dayName} from ${lowerClosed(change.before)} to ${lowerClosed(change.after)}`,
  )
  return `Changed ${what}: ${days.join('; ')}`
}

/**
 * One entry of a store's activity as a sentence a manager reads (ADR 044): what was done, to what,
 * with the value it set ('Set orders per time slot to 9', 'Closed Tue, Dec 1').
 */
export function activitySentence(entry: TStaffAction): string {
  const { detail, subject } = entry
  switch (entry.action) {
    case 'store.hours':
      return hoursSentence(subject, detail)
    case 'store.capacity':
      return countOr(detail.capacity, 'orders per time slot', '')
    case 'store.stations':
      return countOr(detail.stations, 'kitchen stations', '')
    case 'store.timing': {
      const lead = typeof detail.extra_lead_minutes === 'number' ? detail.extra_lead_minutes : 0
      const asap = detail.asap_paused === true ? 'ASAP orders paused' : 'ASAP orders taken'
      return `Set the order timing: ${asap}, ${lead === 0 ? 'no extra lead time' : `${lead} minutes of extra lead time`}`
    }
    case 'store.close-day':
      return `Closed ${formatDay(subject ?? '', madeIn(entry))}`
    case 'store.reopen-day':
      return `Opened ${formatDay(subject ?? '', madeIn(entry))} again`
    case 'item.hold':
      return `Held ${itemOf(subject, detail)} ${detail.length === 'today' ? 'for today' : 'until released'}`
    case 'item.release':
      return `Released ${itemOf(subject, detail)}`
    case 'kiosk.set-up':
      return 'Set up a kiosk'
    case 'kiosk.remove':
      return 'Removed a kiosk'
    case 'order.status':
      return `Moved ${orderOf(subject, detail)} to ${statusOf(detail.status)}`
    case 'order.refund':
      return `Refunded ${orderOf(subject, detail)}${typeof detail.amount === 'number' ? ` (${formatMoney(detail.amount)})` : ''}${reasonOf(detail.reason)}`
    case 'rewards.check-in':
      return `Checked a member in${typeof detail.points === 'number' ? ` (${detail.points} points)` : ''}`
    default:
      return entry.action
  }
}
