import { describe, expect, it } from 'vitest'
import { CAPTCHA_REFUSED, captchaGuardedApp } from './captcha-helpers.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { linkToken, mailTo, signUpBody, signUpMember } from './member-helpers.ts'

/**
 * Captcha v3 on the account forms bots aim at (ADR 026): sign-up (action signup) and the reset
 * request (action reset) need a token scoring at least the threshold when captcha is on; the other
 * account calls (sign-in is rate limited per email and IP) and the emailed reset link do not.
 */
describe('captcha on sign-up and password reset', () => {
  const guard = captchaGuardedApp()
  const signUp = (body: object) => guard.app.call({ method: 'POST', url: `${API}/users`, payload: body })
  const resetRequest = (payload: object) =>
    guard.app.call({ method: 'POST', url: `${API}/users/reset-password`, payload })

  it('a sign-up with a signup token goes out; without one, or with another action’s, nothing is sent', async () => {
    for (const captcha_token of [undefined, 'form', 'reset', 'forged']) {
      const body = signUpBody({ captcha_token })
      const refused = await signUp(body)
      expectError(refused, 400, 'CAPTCHA_FAILED')
      expect(refused.json.message).toBe(CAPTCHA_REFUSED)
      expect(await mailTo(guard.app, body.email)).toEqual([])
    }
    const body = signUpBody({ captcha_token: 'signup' })
    expect((await signUp(body)).statusCode).toBe(202)
    expect(await mailTo(guard.app, body.email)).toHaveLength(1)
    expect(guard.asked.at(-1)).toEqual({ token: 'signup', ip: '127.0.0.1' })
  })

  it('checks the fields before asking the captcha service; refuses with 503 when it cannot be asked', async () => {
    expectValidationError(await signUp(signUpBody({ email: 'nope', captcha_token: 'signup' })), 'email')
    expect(guard.asked).toEqual([])
    guard.failing = true
    expectError(await signUp(signUpBody({ captcha_token: 'signup' })), 503, 'SERVICE_UNAVAILABLE')
  })

  it('a reset request needs a reset token; the emailed link sets the password without one', async () => {
    const member = await signUpMember(guard.app, { captcha_token: 'signup' })
    for (const captcha_token of [undefined, 'signup', 'forged'])
      expectError(await resetRequest({ email: member.email, captcha_token }), 400, 'CAPTCHA_FAILED')
    const before = (await mailTo(guard.app, member.email)).length
    expectOk(await resetRequest({ email: member.email, captcha_token: 'reset' }))
    const mails = await mailTo(guard.app, member.email)
    expect(mails).toHaveLength(before + 1)
    expect(mails[0].kind).toBe('password-reset')
    const token = await linkToken(guard.app, member.email, 'token')
    const password = 'corned beef on rye 7'
    expectOk(await resetRequest({ token, password, password_confirmation: password }))
  })
})
