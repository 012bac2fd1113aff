import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, sessionTokenOf, type TTestApp } from './helper.ts'
import { linkToken, mailTo, signUpBody, signUpMember, uniqueEmail } from './member-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const signUp = (payload: object) => t.call({ method: 'POST', url: `${API}/users`, payload })
const confirm = (token: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `${API}/users/confirm`, payload: { token }, headers })
const NOTICE = { status: 'ok', data: { message: 'Check your email to finish creating your account.' } }

describe('POST /api/v1/users (sign up)', () => {
  it('accepts a sign-up with 202 and emails a one-time confirmation link back to the redirect', async () => {
    const body = signUpBody({ redirect: '/order/checkout' })
    const response = await signUp(body)
    expect(response.statusCode).toBe(202)
    expect(response.json).toEqual(NOTICE)
    const [message] = await mailTo(t, body.email)
    expect(message.kind).toBe('sign-up')
    expect(message.subject).toBe('Confirm your Red Door Deli account')
    const link = new URL(message.links[0])
    expect(link.pathname).toBe('/account/signup')
    expect(link.searchParams.get('redirect')).toBe('/order/checkout')
    expect(link.searchParams.get('confirm')?.length).toBeGreaterThanOrEqual(43)
    expect(message.html).toContain(link.searchParams.get('confirm'))
    // No account until the link comes back; the pending row keeps only hashes.
    const users = await t.db.$client.query('select 1 from users where email = $1', [body.email])
    expect(users.rowCount).toBe(0)
    const pending = await t.db.$client.query(
      'select token_hash, password_hash, extract(epoch from expires_at - created_at)::int as ttl from pending_sign_ups where email = $1',
      [body.email],
    )
    expect(pending.rows[0].token_hash).not.toBe(link.searchParams.get('confirm'))
    expect(pending.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(pending.rows[0].ttl).toBe(24 * 3600)
  })

  it('answers a registered email exactly like a new one, and emails its owner instead', async () => {
    const member = await signUpMember(t)
    const again = await signUp(signUpBody({ email: member.email, first_name: 'Mallory' }))
    const fresh = await signUp(signUpBody())
    expect(again.statusCode).toBe(fresh.statusCode)
    expect(again.json).toEqual(fresh.json)
    expect(again.json).toEqual(NOTICE)
    const [message] = await mailTo(t, member.email)
    expect(message.kind).toBe('account-exists')
    expect(message.text).toContain('you already have one')
    expect(message.text).toContain('Hi Sam,')
    expect(message.links.some((link: string) => link.endsWith('/account/forgotpassword'))).toBe(true)
    const pending = await t.db.$client.query('select 1 from pending_sign_ups where email = $1', [
      member.email,
    ])
    expect(pending.rowCount).toBe(0)
  })

  it('drops a redirect that would leave the site', async () => {
    const body = signUpBody({ redirect: '//evil.example/steal' })
    expect((await signUp(body)).statusCode).toBe(202)
    const [message] = await mailTo(t, body.email)
    expect(new URL(message.links[0]).searchParams.has('redirect')).toBe(false)
  })

  it('refuses invalid fields with 400 VALIDATION_FAILED and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ password: 'short', password_confirmation: 'short' }, 'password'],
      [{ password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'password'],
      [{ password_confirmation: 'something else' }, 'password_confirmation'],
      [{ phone: '555-0123' }, 'phone'],
      [{ first_name: '  ' }, 'first_name'],
      [{ birthday: '12/04/1990' }, 'birthday'],
      [{ redirect: 'https://evil.example' }, 'redirect'],
    ]
    for (const [override, field] of cases) {
      const body = signUpBody(override)
      expectValidationError(await signUp(body), field)
      if (typeof body.email === 'string' && body.email.includes('@'))
        expect(await mailTo(t, body.email)).toEqual([])
    }
  })

  it('needs the API key like every call (401 API_KEY_INVALID)', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/users`, payload: signUpBody() })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('API_KEY_INVALID')
  })

  it('refuses anyone under 18 (400 on birthday)', async () => {
    const today = new Date()
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`
    const response = await signUp(signUpBody({ birthday: seventeen }))
    expectValidationError(response, 'birthday')
    expect(response.json.errors.birthday).toBe('You must be at least 18 years old.')
  })

  it('refuses common passwords, runs and the email itself with 422 PASSWORD_WEAK', async () => {
    const email = uniqueEmail('weak')
    for (const password of ['password1', 'Iloveyou2', 'aaaaaaaaaa', '12345678', email]) {
      const response = await signUp(signUpBody({ email, password, password_confirmation: password }))
      expectError(response, 422, 'PASSWORD_WEAK')
      expect(response.json.errors.password).toBe(response.json.message)
    }
    expect(await mailTo(t, email)).toEqual([])
  })

  it('accepts long passphrases up to 128 characters', async () => {
    const password = 'a long sandwich order '.repeat(6).slice(0, 128)
    expect((await signUp(signUpBody({ password, password_confirmation: password }))).statusCode).toBe(202)
  })
})

describe('POST /api/v1/users/confirm', () => {
  it('creates the account from the link and signs the new member in', async () => {
    const body = signUpBody()
    await signUp(body)
    const token = await linkToken(t, body.email, 'confirm')
    const response = await confirm(token)
    const data = expectOk(response)
    expect(data.user).toMatchObject({
      first_name: 'Sam',
      last_name: 'Baker',
      email: body.email,
      phone: '5045550123',
      birthday: '1990-04-12',
      points: 0,
    })
    expect(new Date(data.token.expires).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    const stored = await t.db.$client.query('select password_hash from users where email = $1', [body.email])
    expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const status = expectOk(
      await t.call({
        method: 'POST',
        url: `${API}/users/account-status`,
        headers: { token: String(sessionTokenOf(response)) },
      }),
    )
    expect(status.user.id).toBe(data.user.id)
  })

  it('works once: the same link again is 422 TOKEN_INVALID', async () => {
    const body = signUpBody()
    await signUp(body)
    const token = await linkToken(t, body.email, 'confirm')
    expectOk(await confirm(token))
    expectError(await confirm(token), 422, 'TOKEN_INVALID')
  })

  it('refuses an expired link and an unknown token (422) and a malformed one (400)', async () => {
    const body = signUpBody()
    await signUp(body)
    const token = await linkToken(t, body.email, 'confirm')
    await t.db.$client.query(
      `update pending_sign_ups set expires_at = now() - interval '1 second' where email = $1`,
      [body.email],
    )
    expectError(await confirm(token), 422, 'TOKEN_INVALID')
    expectError(await confirm('x'.repeat(43)), 422, 'TOKEN_INVALID')
    expectValidationError(await confirm('short'), 'token')
    const users = await t.db.$client.query('select 1 from users where email = $1', [body.email])
    expect(users.rowCount).toBe(0)
  })

  it('refuses a second pending sign-up once the email has an account', async () => {
    const body = signUpBody()
    await signUp(body)
    const first = await linkToken(t, body.email, 'confirm')
    await signUp(body)
    const second = await linkToken(t, body.email, 'confirm')
    expect(second).not.toBe(first)
    expectOk(await confirm(second))
    expectError(await confirm(first), 422, 'TOKEN_INVALID')
  })
})
