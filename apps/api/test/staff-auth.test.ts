import { ZStaffSchema } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { secondFactorRequired } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
} from '../src/modules/operations/seed-demo-staff.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { signInMember } from './order-helpers.ts'
import { STAFF_PASSWORD, signInStaff, staffLogIn, totpCode } from './staff-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' })
})

const me = (headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `${API}/staff/me`, headers })

describe('POST /api/v1/staff/login', () => {
  it('signs the demo accounts in with their role and stores; the cookie is HttpOnly', async () => {
    for (const account of DEMO_STAFF) {
      // The demo manager and admin sign in with the demo authenticator's code (ADR 044).
      const code = secondFactorRequired(account.role) ? { code: totpCode(DEMO_STAFF_TOTP_SECRET) } : {}
      const response = await t.call({
        method: 'POST',
        url: `${API}/staff/login`,
        payload: { email: account.email, password: DEMO_STAFF_PASSWORD, ...code },
        headers: { 'x-forwarded-for': '10.1.0.1' },
      })
      const staff = ZStaffSchema.parse(expectOk(response))
      expect(staff.role).toBe(account.role)
      // A chain admin works at every store: none listed (a chain has 40,000), pages search them.
      if (account.role === 'admin') expect(staff).toMatchObject({ stores: [], every_store: true })
      else {
        expect(staff.every_store).toBe(false)
        expect(staff.stores.map((store) => store.id).sort()).toEqual([...account.storeIds].sort())
      }
      expect(String(response.headers['set-cookie'])).toMatch(/deli_staff=[^;]+;.*HttpOnly/i)
    }
  })

  it('answers the same 401 for an unknown email and a wrong password, and no session', async () => {
    const staff = await signInStaff(t, 'staff', [1])
    const wrong = await staffLogIn(t, staff.email, 'not the password', { 'x-forwarded-for': '10.1.0.2' })
    const unknown = await staffLogIn(t, 'nobody@reddoordeli.example', STAFF_PASSWORD, {
      'x-forwarded-for': '10.1.0.2',
    })
    expectError(wrong, 401, 'CREDENTIALS_INVALID')
    expectError(unknown, 401, 'CREDENTIALS_INVALID')
    expect(wrong.json.message).toBe(unknown.json.message)
    expect(wrong.headers['set-cookie']).toBeUndefined()
  })

  it('a member password does not open a staff session, and a member session is not a staff one', async () => {
    const member = await signInMember(t)
    expectError(
      await staffLogIn(t, member.email, 'anything at all', { 'x-forwarded-for': '10.1.0.3' }),
      401,
      'CREDENTIALS_INVALID',
    )
    expectError(await me(member.headers), 401, 'SIGN_IN_REQUIRED')
  })

  it('refuses bad input with 400 in the envelope', async () => {
    expectValidationError(
      await t.call({ method: 'POST', url: `${API}/staff/login`, payload: { email: 'nope', password: 'x' } }),
      'email',
    )
    expectValidationError(
      await t.call({ method: 'POST', url: `${API}/staff/login`, payload: { email: 'a@b.example' } }),
      'password',
    )
    expectValidationError(await t.call({ method: 'POST', url: `${API}/staff/login`, payload: [] }))
  })

  it('is rate limited per IP and email like member sign-in', async () => {
    const ip = { 'x-forwarded-for': '10.1.9.9' }
    for (let attempt = 0; attempt < 3; attempt++) {
      expectError(
        await staffLogIn(t, 'target@reddoordeli.example', 'a guess', ip),
        401,
        'CREDENTIALS_INVALID',
      )
    }
    const limited = await staffLogIn(t, 'target@reddoordeli.example', 'a guess', ip)
    expectError(limited, 429, 'RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1)
  })
})

describe('GET /api/v1/staff/me and POST /api/v1/staff/logout', () => {
  it('answers the signed-in staff member; guests get 401; sign-out ends the session', async () => {
    const staff = await signInStaff(t, 'manager', [1, 2])
    const data = ZStaffSchema.parse(expectOk(await me(staff.headers)))
    expect(data).toMatchObject({ email: staff.email, role: 'manager' })
    // Each store with its state: the reports offer a manager the regions of their own stores.
    const states = new Map(demoStores.map((store) => [store.id, store.state]))
    expect(data.stores.map((store) => [store.id, store.state]).sort()).toEqual([
      [1, states.get(1)],
      [2, states.get(2)],
    ])
    expectError(await me(), 401, 'SIGN_IN_REQUIRED')
    expectError(await me({ 'staff-token': 'forged-token' }), 401, 'SIGN_IN_REQUIRED')
    const out = await t.call({ method: 'POST', url: `${API}/staff/logout`, headers: staff.headers })
    expect(expectOk(out).message).toBe('You are signed out.')
    expectError(await me(staff.headers), 401, 'SIGN_IN_REQUIRED')
    // Signing out twice (or without a session) is harmless.
    expectOk(await t.call({ method: 'POST', url: `${API}/staff/logout` }))
  })

  it('an expired staff session is no session', async () => {
    const staff = await signInStaff(t, 'staff', [1])
    await t.db.$client.query(
      `update staff_sessions set expires_at = now() - interval '1 minute' where staff_id = $1`,
      [staff.id],
    )
    expectError(await me(staff.headers), 401, 'SIGN_IN_REQUIRED')
  })
})
