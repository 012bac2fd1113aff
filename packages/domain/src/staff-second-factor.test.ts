import { describe, expect, it } from 'vitest'
import {
  formatRecoveryCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  secondFactorRequired,
} from './staff-second-factor.ts'

describe('two-step staff sign-in rules (ADR 044)', () => {
  it('is required of managers and chain admins, not yet of store staff', () => {
    expect(secondFactorRequired('admin')).toBe(true)
    expect(secondFactorRequired('manager')).toBe(true)
    expect(secondFactorRequired('staff')).toBe(false)
  })

  it('reads a recovery code however it is typed, and shows it in groups of four', () => {
    expect(normaliseRecoveryCode(' ABCD-efgh jkmn ')).toBe('abcdefghjkmn')
    expect(formatRecoveryCode('abcdefghjkmn')).toBe('abcd-efgh-jkmn')
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01ilo]/)
  })
})
