import { describe, expect, it } from 'vitest'
import { ZDaySchema, ZWantedTimeSchema } from './carts.ts'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message

describe('store-local days and wanted times are real calendar dates', () => {
  it('accepts a real day and a wanted time on it', () => {
    expect(ZDaySchema.safeParse('20261126').success).toBe(true)
    expect(ZDaySchema.safeParse('20280229').success).toBe(true)
    expect(ZWantedTimeSchema.safeParse('20261126 10:15').success).toBe(true)
  })

  it('refuses a date the calendar does not have, every time it is asked (the answers are kept)', () => {
    for (let round = 0; round < 2; round++) {
      expect(messageOf(ZDaySchema.safeParse('20260230'))).toBe('Use a real calendar date.')
      expect(messageOf(ZDaySchema.safeParse('20270229'))).toBe('Use a real calendar date.')
      expect(messageOf(ZWantedTimeSchema.safeParse('20261331 10:15'))).toBe('Use a real calendar date.')
      expect(ZWantedTimeSchema.safeParse('20261126 10:15').success).toBe(true)
    }
  })

  it('still checks the shape first', () => {
    expect(messageOf(ZDaySchema.safeParse('2026-11-26'))).toBe("Use 'YYYYMMDD'.")
    expect(messageOf(ZWantedTimeSchema.safeParse('20261126 24:00'))).toBe("Use 'YYYYMMDD HH:mm'.")
  })
})
