import { ORDER_STATUSES } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  BOARD_COLUMNS,
  BOARD_NEXT_STEP,
  BOARD_STATUSES,
  boardColumnOf,
  compareBoardTickets,
  isLateOrder,
} from './order-board.ts'
import { canTransition } from './order-status.ts'

describe('order board columns', () => {
  it('runs new → in progress → ready → completed', () => {
    expect(BOARD_COLUMNS.map((column) => column.title)).toEqual(['New', 'In progress', 'Ready', 'Completed'])
  })

  it('places every status staff see in exactly one column; pending and failed never reach the board', () => {
    expect(boardColumnOf('received')).toBe('new')
    expect(boardColumnOf('in_progress')).toBe('in_progress')
    expect(boardColumnOf('ready')).toBe('ready')
    expect(boardColumnOf('completed')).toBe('completed')
    expect(boardColumnOf('cancelled')).toBe('completed')
    expect(boardColumnOf('pending')).toBeNull()
    expect(boardColumnOf('failed')).toBeNull()
    expect([...BOARD_STATUSES].sort()).toEqual(
      ORDER_STATUSES.filter((status) => status !== 'pending' && status !== 'failed').sort(),
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
