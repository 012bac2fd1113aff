import { describe, expect, it } from 'vitest'
import { nextPeriod } from './next-period.ts'

describe('the hours "Add hours" offers', () => {
  it('starts a day with none at 10:30 to 21:00', () => {
    expect(nextPeriod(1, [{ day: 2, open: '08:00', close: '12:00' }])).toEqual({
      day: 1,
      open: '10:30',
      close: '21:00',
    })
  })

  it('follows the day’s last period for three hours, past midnight too', () => {
    const periods = [
      { day: 1, open: '17:00', close: '22:30' },
      { day: 1, open: '07:00', close: '11:00' },
    ]
    expect(nextPeriod(1, periods)).toEqual({ day: 1, open: '22:30', close: '01:30' })
  })

  it('never offers a time that is not one when the last close is cleared or half typed', () => {
    for (const close of ['', '9', '25:00'])
      expect(nextPeriod(1, [{ day: 1, open: '07:00', close }])).toEqual({
        day: 1,
        open: '10:30',
        close: '21:00',
      })
  })
})
