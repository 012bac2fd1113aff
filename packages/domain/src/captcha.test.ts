import { describe, expect, it } from 'vitest'
import { isCaptchaAccepted } from './captcha.ts'

describe('isCaptchaAccepted (captcha v3)', () => {
  const expected = { action: 'form', minScore: 0.5 }
  it('accepts a genuine token of the right action scoring at least the threshold', () => {
    expect(isCaptchaAccepted({ success: true, score: 0.5, action: 'form' }, expected)).toBe(true)
    expect(isCaptchaAccepted({ success: true, score: 0.9, action: 'form' }, expected)).toBe(true)
  })
  it('refuses a low score, another action, a failed verification or a missing score', () => {
    expect(isCaptchaAccepted({ success: true, score: 0.4, action: 'form' }, expected)).toBe(false)
    expect(isCaptchaAccepted({ success: true, score: 0.9, action: 'signup' }, expected)).toBe(false)
    expect(isCaptchaAccepted({ success: false, score: 0.9, action: 'form' }, expected)).toBe(false)
    expect(isCaptchaAccepted({ success: true, action: 'form' }, expected)).toBe(false)
  })
})
