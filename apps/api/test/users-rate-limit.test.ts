import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { logIn, signUpBody, uniqueEmail } from './member-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from its own client IP.
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' })
})

const from = (ip: string) => ({ 'x-forwarded-for': ip })

function expectRateLimited(response: { statusCode: number; json: any; headers: Record<string, unknown> }) {
  expectError(response, 429, 'RATE_LIMITED')
  expect(response.json.message).toBe('Too many attempts. Please wait a moment and try again.')
  const retryAfter = Number(response.headers['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(60)
}

describe('rate limits of sign-in, sign-up and reset', () => {
  it('limits sign-in attempts per IP and email: 429 RATE_LIMITED with Retry-After', async () => {
    const email = uniqueEmail('target')
    for (let attempt = 0; attempt < 2; attempt++) {
      expectError(await logIn(t, email, 'guess number one', from('10.0.0.1')), 401, 'CREDENTIALS_INVALID')
    }
    expectRateLimited(await logIn(t, email, 'guess number three', from('10.0.0.1')))
    // Another address from the same IP, and the same address from another IP, still get an answer.
    expectError(await logIn(t, uniqueEmail('other'), 'a guess', from('10.0.0.1')), 401, 'CREDENTIALS_INVALID')
    expectError(await logIn(t, email, 'a guess', from('10.0.0.2')), 401, 'CREDENTIALS_INVALID')
  })

  it('limits sign-in attempts per IP across emails', async () => {
    const ip = from('10.0.1.1')
    for (let attempt = 0; attempt < 20; attempt++) {
      expectError(await logIn(t, uniqueEmail('spray'), 'a guess', ip), 401, 'CREDENTIALS_INVALID')
    }
    expectRateLimited(await logIn(t, uniqueEmail('spray'), 'a guess', ip))
  })

  it('without a trusted proxy, X-Forwarded-For does not buy a fresh allowance', async () => {
    const direct = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '2' })
    const email = uniqueEmail('spoof')
    for (let attempt = 0; attempt < 2; attempt++) {
      const ip = from(`10.9.0.${attempt}`)
      expectError(await logIn(direct, email, 'a guess', ip), 401, 'CREDENTIALS_INVALID')
    }
    expectRateLimited(await logIn(direct, email, 'a guess', from('10.9.0.99')))
  })

  it('limits sign-ups per email and per IP', async () => {
    const body = signUpBody()
    const signUp = (payload: object, ip: string) =>
      t.call({ method: 'POST', url: `${API}/users`, payload, headers: from(ip) })
    expect((await signUp(body, '10.0.2.1')).statusCode).toBe(202)
    expect((await signUp(body, '10.0.2.2')).statusCode).toBe(202)
    expectRateLimited(await signUp(body, '10.0.2.3'))
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await signUp(signUpBody(), '10.0.2.9')).statusCode).toBe(202)
    }
    expectRateLimited(await signUp(signUpBody(), '10.0.2.9'))
  })

  it('limits reset requests per email, and confirmations per IP', async () => {
    const email = uniqueEmail('reset')
    const ask = (ip: string) =>
      t.call({ method: 'POST', url: `${API}/users/reset-password`, payload: { email }, headers: from(ip) })
    expect((await ask('10.0.3.1')).statusCode).toBe(200)
    expect((await ask('10.0.3.2')).statusCode).toBe(200)
    expectRateLimited(await ask('10.0.3.3'))
    const confirm = () =>
      t.call({
        method: 'POST',
        url: `${API}/users/confirm`,
        payload: { token: 'q'.repeat(43) },
        headers: from('10.0.4.1'),
      })
    for (let attempt = 0; attempt < 6; attempt++) expectError(await confirm(), 422, 'TOKEN_INVALID')
    expectRateLimited(await confirm())
  })
})
