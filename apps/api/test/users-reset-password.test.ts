import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, sessionTokenOf, type TTestApp } from './helper.ts'
import { cookiesOf, linkToken, logIn, mailTo, PASSWORD, signUpMember, uniqueEmail } from './member-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const reset = (payload: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `${API}/users/reset-password`, payload, headers })
const NEW_PASSWORD = 'corned beef on rye 7'
const setPassword = (token: string, password = NEW_PASSWORD, headers: Record<string, string> = {}) =>
  reset({ token, password, password_confirmation: password }, headers)

describe('POST /api/v1/users/reset-password', () => {
  it('resets through the emailed link end to end, and every session ends', async () => {
    const member = await signUpMember(t)
    const elsewhere = await logIn(t, member.email, PASSWORD)
    const otherDevice = { token: String(sessionTokenOf(elsewhere)) }
    const sent = expectOk(await reset({ email: member.email.toUpperCase() }))
    expect(sent.message).toBe(
      'If an account exists for that email, we sent a link to reset your password. Check your inbox.',
    )
    const [message] = await mailTo(t, member.email)
    expect(message.kind).toBe('password-reset')
    expect(message.subject).toBe('Reset your Red Door Deli password')
    expect(new URL(message.links[0]).pathname).toBe('/account/resetpassword')
    const token = await linkToken(t, member.email, 'token')
    const done = await setPassword(token, NEW_PASSWORD, member.headers)
    expect(expectOk(done).message).toBe(
      'Your password has been reset. Please sign in with your new password.',
    )
    expect(cookiesOf(done).get('_rd_user')?.value).toBe('')
    for (const headers of [member.headers, otherDevice]) {
      const state = expectOk(await t.call({ method: 'POST', url: `${API}/users/account-status`, headers }))
      expect(state.user).toBeNull()
    }
    expectError(await logIn(t, member.email, PASSWORD), 401, 'CREDENTIALS_INVALID')
    expect(expectOk(await logIn(t, member.email, NEW_PASSWORD)).user.id).toBe(member.user.id)
  })

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const member = await signUpMember(t)
    const nobody = uniqueEmail('nobody')
    const known = await reset({ email: member.email })
    const unknown = await reset({ email: nobody })
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.json).toEqual(known.json)
    expect(await mailTo(t, nobody)).toEqual([])
  })

  it('stores only a hash of the token, valid for one hour', async () => {
    const member = await signUpMember(t)
    await reset({ email: member.email })
    const token = await linkToken(t, member.email, 'token')
    const { rows } = await t.db.$client.query(
      'select token_hash, extract(epoch from expires_at - created_at)::int as ttl from password_resets where user_id = $1',
      [member.user.id],
    )
    expect(rows[0].token_hash).not.toBe(token)
    expect(rows[0].ttl).toBe(3600)
  })

  it('works once; an older link dies with it; an expired or unknown token is 422 TOKEN_INVALID', async () => {
    const member = await signUpMember(t)
    await reset({ email: member.email })
    const older = await linkToken(t, member.email, 'token')
    await reset({ email: member.email })
    const newer = await linkToken(t, member.email, 'token')
    expectOk(await setPassword(newer))
    expectError(await setPassword(newer, 'another fine sandwich'), 422, 'TOKEN_INVALID')
    expectError(await setPassword(older, 'another fine sandwich'), 422, 'TOKEN_INVALID')
    await reset({ email: member.email })
    const expired = await linkToken(t, member.email, 'token')
    await t.db.$client.query(
      `update password_resets set expires_at = now() - interval '1 second' where used_at is null`,
    )
    expectError(await setPassword(expired, 'another fine sandwich'), 422, 'TOKEN_INVALID')
    expectError(await setPassword('y'.repeat(43)), 422, 'TOKEN_INVALID')
    expect(expectOk(await logIn(t, member.email, NEW_PASSWORD)).user.id).toBe(member.user.id)
  })

  it('refuses a weak new password (422 PASSWORD_WEAK) without using up the link', async () => {
    const member = await signUpMember(t)
    await reset({ email: member.email })
    const token = await linkToken(t, member.email, 'token')
    expectError(await setPassword(token, 'qwertyuiop'), 422, 'PASSWORD_WEAK')
    expectError(await setPassword(token, member.email), 422, 'PASSWORD_WEAK')
    expect(expectOk(await logIn(t, member.email, PASSWORD)).user.id).toBe(member.user.id)
    expectOk(await setPassword(token))
  })

  it('refuses malformed bodies with 400', async () => {
    expectValidationError(await reset({ email: 'nope' }))
    expectValidationError(
      await reset({ token: 'z'.repeat(43), password: 'short', password_confirmation: 'short' }),
    )
    expectValidationError(
      await reset({
        token: 'z'.repeat(43),
        password: NEW_PASSWORD,
        password_confirmation: 'different words',
      }),
    )
    expectValidationError(await reset({}))
  })
})
