import { ORDER_STATUSES } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  BOARD_COLUMNS,
  BOARD_NEXT_STEP,
  BOARD_STATUSES,
  BOARD_UNFIRED_STATUSES,
  boardColumnOf,
  COMING_UP_MINUTES,
  compareBoardTickets,
  isComingUp,
  isLateOrder,
  sortBoardTickets,
  ticketDueText,
} from './order-board.ts'
import { canTransition } from './order-status.ts'

describe('order board columns', () => {
  it('runs new → in progress → ready → completed', () => {
    expect(BOARD_COLUMNS.map((column) => column.title)).toEqual(['New', 'In progress', 'Ready', 'Completed'])
  })

  it('places every status staff see in exactly one column; pending and failed never reach the board; scheduled and held are coming up (ADR 066)', () => {
    expect(boardColumnOf('received')).toBe('new')
    expect(boardColumnOf('in_progress')).toBe('in_progress')
    expect(boardColumnOf('ready')).toBe('ready')
    expect(boardColumnOf('completed')).toBe('completed')
    expect(boardColumnOf('cancelled')).toBe('completed')
    expect(boardColumnOf('pending')).toBeNull()
    expect(boardColumnOf('failed')).toBeNull()
    expect([...BOARD_STATUSES].sort()).toEqual(
      ORDER_STATUSES.filter(
        (status) => !['pending', 'failed', ...BOARD_UNFIRED_STATUSES].includes(status),
      ).sort(),
    )
  })

  it("moves a ticket on only along the domain's transitions", () => {
    for (const [from, step] of Object.entries(BOARD_NEXT_STEP)) {
      expect(canTransition(from as never, step.status)).toBe(true)
    }
    expect(BOARD_NEXT_STEP.completed).toBeUndefined()
    expect(BOARD_NEXT_STEP.cancelled).toBeUndefined()
  })
})

describe('isLateOrder', () => {
  const promised = new Date('2026-11-23T12:00:00Z')
  const after = new Date('2026-11-23T12:01:00Z')
  const before = new Date('2026-11-23T11:59:00Z')

  it('is late while not ready and past the promised time', () => {
    expect(isLateOrder('received', promised, after)).toBe(true)
    expect(isLateOrder('in_progress', promised, after)).toBe(true)
  })

  it('is not late before the promised time, nor once ready or finished', () => {
    expect(isLateOrder('received', promised, before)).toBe(false)
    expect(isLateOrder('received', promised, promised)).toBe(false)
    expect(isLateOrder('ready', promised, after)).toBe(false)
    expect(isLateOrder('completed', promised, after)).toBe(false)
    expect(isLateOrder('cancelled', promised, after)).toBe(false)
  })
})

describe('compareBoardTickets', () => {
  it('sorts by promised time, then order number', () => {
    const at = (iso: string, number: number) => ({ promisedAt: new Date(iso), number })
    const tickets = [
      at('2026-11-23T12:30:00Z', 1001),
      at('2026-11-23T12:00:00Z', 1003),
      at('2026-11-23T12:00:00Z', 1002),
    ]
    expect(tickets.sort(compareBoardTickets).map((ticket) => ticket.number)).toEqual([1002, 1003, 1001])
  })
})

describe('ticketDueText', () => {
  // 2026-11-27 16:00 UTC is 10:00 AM in Chicago.
  const now = new Date('2026-11-27T16:00:00Z')
  const zone = 'America/Chicago'

  it("shows today's tickets by time alone and any other day with its day", () => {
    expect(ticketDueText('20261127 11:30', now, zone)).toBe('11:30 AM')
    expect(ticketDueText('20261128 11:00', now, zone)).toBe('Tomorrow · 11:00 AM')
    expect(ticketDueText('20261130 09:15', now, zone)).toBe('Mon, Nov 30 · 9:15 AM')
    expect(ticketDueText('20261126 18:00', now, zone)).toBe('Thu, Nov 26 · 6:00 PM')
  })

  it("reads today in the store's zone, not the server's", () => {
    // 03:00 UTC on the 28th is still the evening of the 27th in Chicago.
    const evening = new Date('2026-11-28T03:00:00Z')
    expect(ticketDueText('20261127 21:00', evening, zone)).toBe('9:00 PM')
    expect(ticketDueText('20261128 11:00', evening, zone)).toBe('Tomorrow · 11:00 AM')
  })
})

describe('sortBoardTickets', () => {
  it("puts today's 11:30 above tomorrow's 11:00, then the lower number", () => {
    const tickets = [
      { number: 1001, promised_at: '2026-11-28T17:00:00.000Z' },
      { number: 1003, promised_at: '2026-11-27T17:30:00.000Z' },
      { number: 1002, promised_at: '2026-11-27T17:30:00.000Z' },
    ]
    expect(sortBoardTickets(tickets).map((ticket) => ticket.number)).toEqual([1002, 1003, 1001])
    expect(tickets[0]?.number).toBe(1001)
  })
})

describe('isComingUp (ADR 066)', () => {
  const now = new Date('2026-06-10T15:00:00Z')
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()
  it('shows scheduled orders firing within the next hour, and every held order', () => {
    expect(isComingUp({ status: 'scheduled', fire_at: at(10) }, now)).toBe(true)
    expect(isComingUp({ status: 'scheduled', fire_at: at(COMING_UP_MINUTES) }, now)).toBe(true)
    expect(isComingUp({ status: 'scheduled', fire_at: at(COMING_UP_MINUTES + 1) }, now)).toBe(false)
    expect(isComingUp({ status: 'held', fire_at: at(600) }, now)).toBe(true)
    expect(isComingUp({ status: 'received', fire_at: null }, now)).toBe(false)
  })

  it('lets staff start an unfired order early', () => {
    for (const status of BOARD_UNFIRED_STATUSES) expect(BOARD_NEXT_STEP[status]?.status).toBe('in_progress')
    expect(boardColumnOf('scheduled')).toBeNull()
  })
})
