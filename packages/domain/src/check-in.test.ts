import { describe, expect, it } from 'vitest'
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  countdownText,
  isCheckInCode,
  normaliseCheckInCode,
} from './check-in.ts'

describe('check-in codes', () => {
  it('are 8 characters of an alphabet without look-alikes', () => {
    expect(CHECK_IN_CODE_LENGTH).toBe(8)
    expect(CHECK_IN_CODE_ALPHABET).not.toMatch(/[01OIL]/)
    expect(isCheckInCode('ABCD2345')).toBe(true)
    expect(isCheckInCode('ABCD234')).toBe(false)
    expect(isCheckInCode('ABCD234O')).toBe(false)
  })

  it('are read without spaces, dashes or case', () => {
    expect(normaliseCheckInCode(' abcd-2345 ')).toBe('ABCD2345')
  })
})

describe('countdownText', () => {
  it('shows minutes and seconds left, never below zero', () => {
    expect(countdownText(300_000)).toBe('5:00')
    expect(countdownText(61_500)).toBe('1:02')
    expect(countdownText(999)).toBe('0:01')
    expect(countdownText(-5)).toBe('0:00')
  })
})
