import type { TOrderStatus } from '@deli/contracts'
import { formatClockTime } from './opening-hours.ts'
import type { TStaffStatus } from './order-status.ts'
import { addDays, formatDay, localDay } from './wall-time.ts'

/**
 * The kitchen's order board (ADR 017): one column per stage of an order's life, each sorted by the
 * promised time. Finished orders (completed or cancelled) stay on the last column for a while so the
 * counter can still answer "where is my order?", then leave the board.
 */
export const BOARD_COLUMNS = [
  { id: 'new', title: 'New', statuses: ['received'] },
  { id: 'in_progress', title: 'In progress', statuses: ['in_progress'] },
  { id: 'ready', title: 'Ready', statuses: ['ready'] },
  { id: 'completed', title: 'Completed', statuses: ['completed', 'cancelled'] },
] as const satisfies readonly { id: string; title: string; statuses: readonly TOrderStatus[] }[]
export type TBoardColumnId = (typeof BOARD_COLUMNS)[number]['id']

/** The statuses the board shows: everything staff can act on or just finished (never pending or failed). */
export const BOARD_STATUSES: readonly TOrderStatus[] = BOARD_COLUMNS.flatMap((column) => column.statuses)

/**
 * The board's "Coming up (next hour)" (ADR 066): orders not fired to the kitchen yet — scheduled ones
 * whose fire time is within the next COMING_UP_MINUTES, and every held one (its guest says when).
 */
export const COMING_UP_MINUTES = 60
export const COMING_UP_TITLE = 'Coming up (next hour)'
export const BOARD_UNFIRED_STATUSES = ['scheduled', 'held'] as const satisfies readonly TOrderStatus[]

export function isComingUp(ticket: { status: TOrderStatus; fire_at: string | null }, now: Date): boolean {
  if (ticket.status === 'held') return true
  if (ticket.status !== 'scheduled' || !ticket.fire_at) return false
  return new Date(ticket.fire_at).getTime() <= now.getTime() + COMING_UP_MINUTES * 60_000
}

/** How long a finished order stays on the board after its last change. */
export const BOARD_FINISHED_HOURS = 3

export function boardColumnOf(status: TOrderStatus): TBoardColumnId | null {
  return (
    BOARD_COLUMNS.find((column) => (column.statuses as readonly TOrderStatus[]).includes(status))?.id ?? null
  )
}

/** The kitchen is late: the order is not ready yet and its promised time has passed. */
export function isLateOrder(status: TOrderStatus, promisedAt: Date, now: Date): boolean {
  return (status === 'received' || status === 'in_progress') && promisedAt.getTime() < now.getTime()
}

/** The board's order within a column: earliest promised time first, then the lower order number. */
export function compareBoardTickets(
  a: { promisedAt: Date; number: number },
  b: { promisedAt: Date; number: number },
): number {
  return a.promisedAt.getTime() - b.promisedAt.getTime() || a.number - b.number
}

/** A column's tickets in the board's order (`compareBoardTickets` on the promised instant). */
export function sortBoardTickets<T extends { promised_at: string; number: number }>(
  tickets: readonly T[],
): T[] {
  const at = (ticket: T) => ({ promisedAt: new Date(ticket.promised_at), number: ticket.number })
  return [...tickets].sort((a, b) => compareBoardTickets(at(a), at(b)))
}

/**
 * When a ticket is due, in the store's clock: the time alone for today ('11:30 AM'), else its day
 * too ('Tomorrow · 11:00 AM', 'Sat, Nov 28 · 11:00 AM'), so an order ahead is never read as today's.
 * `ready` is the store-local 'YYYYMMDD HH:mm'; `now` and `timezone` give the store's today.
 */
export function ticketDueText(ready: string, now: Date, timezone: string): string {
  const time = formatClockTime(ready.slice(9))
  const day = ready.slice(0, 8)
  const today = localDay(now, timezone)
  if (day === today) return time
  if (day === addDays(today, 1)) return `Tomorrow · ${time}`
  return `${formatDay(day)} · ${time}`
}

/** The action that moves a ticket on (the domain's transitions), with the button's words. */
export const BOARD_NEXT_STEP: Readonly<
  Partial<Record<TOrderStatus, { status: TStaffStatus; label: string }>>
> = Object.freeze({
  scheduled: { status: 'in_progress', label: 'Start now' },
  held: { status: 'in_progress', label: 'Start now' },
  received: { status: 'in_progress', label: 'Start' },
  in_progress: { status: 'ready', label: 'Mark ready' },
  ready: { status: 'completed', label: 'Handed over' },
})
