import { describe, expect, it } from 'vitest'
import { orderTimeError, pickerTime } from './order-time-choice.ts'

describe('orderTimeError', () => {
  it('refuses ASAP while it is disabled and order ahead without a time', () => {
    expect(orderTimeError({ mode: 'asap', wanted: null, asapAvailable: false })).toBe(
      'This store cannot take orders for as soon as possible right now. Please choose a time.',
    )
    expect(orderTimeError({ mode: 'advance', wanted: null, asapAvailable: false })).toBe(
      'Please choose a time for your order.',
    )
  })

  it('accepts ASAP when available and a chosen time', () => {
    expect(orderTimeError({ mode: 'asap', wanted: null, asapAvailable: true })).toBeNull()
    expect(orderTimeError({ mode: 'advance', wanted: '20261124 10:30', asapAvailable: false })).toBeNull()
  })
})

describe('pickerTime', () => {
  const slots = ['20261124 10:30', '20261124 10:45']

  it('preselects the earliest open slot when ordering ahead with nothing chosen (a closed store)', () => {
    expect(pickerTime({ mode: 'advance', chosen: null, isChosenByGuest: false, slots })).toBe(
      '20261124 10:30',
    )
  })

  it("keeps the guest's or the basket's time while the day still has it", () => {
    expect(pickerTime({ mode: 'advance', chosen: '20261124 10:45', isChosenByGuest: false, slots })).toBe(
      '20261124 10:45',
    )
    expect(pickerTime({ mode: 'advance', chosen: '20261124 11:00', isChosenByGuest: true, slots })).toBeNull()
  })

  it('preselects nothing for ASAP, a day without slots, or once the guest chose themselves', () => {
    expect(pickerTime({ mode: 'asap', chosen: null, isChosenByGuest: false, slots })).toBeNull()
    expect(pickerTime({ mode: 'advance', chosen: null, isChosenByGuest: false, slots: [] })).toBeNull()
    expect(pickerTime({ mode: 'advance', chosen: null, isChosenByGuest: true, slots })).toBeNull()
  })
})
