import { SLOT_MINUTES } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import { hasWorkRoom, slotsWithWorkRoom, slotWorkSeconds } from './slot-work-room.ts'

describe('slotWorkSeconds', () => {
  it('is every station for the whole slot, at least one station', () => {
    expect(slotWorkSeconds(1)).toBe(SLOT_MINUTES * 60)
    expect(slotWorkSeconds(3)).toBe(3 * SLOT_MINUTES * 60)
    expect(slotWorkSeconds(0)).toBe(SLOT_MINUTES * 60)
  })
})

describe('hasWorkRoom', () => {
  it('an empty slot takes any one order, even one bigger than the slot', () => {
    expect(hasWorkRoom(0, 5_000, 1)).toBe(true)
  })

  it('room while planned work plus this order fits, exactly at the edge too', () => {
    expect(hasWorkRoom(600, 300, 1)).toBe(true) // 900 = 900
    expect(hasWorkRoom(601, 300, 1)).toBe(false)
  })

  it('a big order fills more of a slot than a small one', () => {
    // Two stations, 1 500 s planned: a 300 s sandwich fits, a 1 200 s tray does not.
    expect(hasWorkRoom(1_500, 300, 2)).toBe(true)
    expect(hasWorkRoom(1_500, 1_200, 2)).toBe(false)
  })
})

describe('slotsWithWorkRoom', () => {
  it('keeps the slots this order fits in, in order', () => {
    const slots = ['20260706 12:00', '20260706 12:15', '20260706 12:30']
    const planned = new Map([
      ['20260706 12:00', 1_700],
      ['20260706 12:15', 900],
    ])
    expect(slotsWithWorkRoom(slots, planned, 2, 300)).toEqual(['20260706 12:15', '20260706 12:30'])
    expect(slotsWithWorkRoom(slots, planned, 2, 1_000)).toEqual(['20260706 12:30'])
    expect(slotsWithWorkRoom(slots, new Map(), 1, 60)).toEqual(slots)
  })
})
