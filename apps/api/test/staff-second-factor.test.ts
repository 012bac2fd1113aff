import { ZSecondFactorEnrolledSchema, ZSecondFactorSetupSchema } from '@deli/contracts'
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_TEXTS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertStaffAccount } from '../src/modules/operations/repository.ts'
import { hashPassword } from '../src/platform/passwords.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, staffTokenOf, type TTestApp } from './helper.ts'
import { invitationCalls } from './invitation-helpers.ts'
import { STAFF_PASSWORD, signInStaff, totpCode } from './staff-helpers.ts'

/** Two-step staff sign-in (ASVS L2, ADR 044): TOTP set up at first sign-in, recovery codes once each. */

let t: TTestApp
let passwordHash: string
beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  passwordHash = await hashPassword(STAFF_PASSWORD)
})

const post = (path: string, payload: object) => t.call({ method: 'POST', url: `${API}/${path}`, payload })
const logIn = (email: string, extra: object = {}) =>
  post('staff/login', { email, password: STAFF_PASSWORD, ...extra })

/** A manager with no second step yet (as a demo or invited account before its first sign-in). */
async function newManager(): Promise<string> {
  const email = `manager-${crypto.randomUUID()}@reddoordeli.example`
  await insertStaffAccount(t.db, { email, name: 'Mo Manager', role: 'manager', passwordHash }, [1])
  return email
}

/** Sets two-step sign-in up for `email`: answers the secret and the recovery codes. */
async function enrol(email: string) {
  const setup = ZSecondFactorSetupSchema.parse(
    expectOk(await post('staff/login/second-factor', { email, password: STAFF_PASSWORD })),
  )
  const confirmed = await post('staff/login/second-factor/confirm', {
    email,
    password: STAFF_PASSWORD,
    code: totpCode(setup.secret),
  })
  const enrolled = ZSecondFactorEnrolledSchema.parse(expectOk(confirmed))
  return { setup, enrolled, response: confirmed }
}

describe('setting up two-step sign-in at the first sign-in', () => {
  it('a manager without it gets no session but is sent to set it up; the first code turns it on and signs in', async () => {
    const email = await newManager()
    const first = await logIn(email)
    expectError(first, 401, 'SECOND_FACTOR_SETUP_REQUIRED')
    expect(first.json.message).toBe(SECOND_FACTOR_TEXTS.setupNeeded)
    expect(staffTokenOf(first)).toBeUndefined()

    expectError(
      await post('staff/login/second-factor', { email, password: 'wrong' }),
      401,
      'CREDENTIALS_INVALID',
    )
    const setup = ZSecondFactorSetupSchema.parse(
      expectOk(await post('staff/login/second-factor', { email, password: STAFF_PASSWORD })),
    )
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.uri).toBe(
      `otpauth://totp/Red%20Door%20Deli:${encodeURIComponent(email)}?issuer=Red%20Door%20Deli&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    )
    const wrong = await post('staff/login/second-factor/confirm', {
      email,
      password: STAFF_PASSWORD,
      code: '000000' === totpCode(setup.secret) ? '111111' : '000000',
    })
    expectError(wrong, 401, 'SECOND_FACTOR_INVALID')
    expectValidationError(
      await post('staff/login/second-factor/confirm', { email, password: STAFF_PASSWORD, code: '12ab' }),
      'code',
    )

    const confirmed = await post('staff/login/second-factor/confirm', {
      email,
      password: STAFF_PASSWORD,
      code: totpCode(setup.secret),
    })
    const enrolled = ZSecondFactorEnrolledSchema.parse(expectOk(confirmed))
    expect(enrolled.staff.email).toBe(email)
    expect(enrolled.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT)
    for (const code of enrolled.recovery_codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
    const token = staffTokenOf(confirmed)
    expectOk(
      await t.call({ method: 'GET', url: `${API}/staff/me`, headers: { 'staff-token': String(token) } }),
    )
    // Only hashes are kept.
    const { rows } = await t.db.$client.query<{ code_hash: string }>(
      'select code_hash from staff_recovery_codes r join staff_accounts a on a.id = r.staff_id where a.email = $1',
      [email],
    )
    expect(rows).toHaveLength(RECOVERY_CODE_COUNT)
    for (const code of enrolled.recovery_codes) {
      expect(rows.map((row) => row.code_hash)).not.toContain(code.replaceAll('-', ''))
    }
    // Once on, the password alone cannot set up another authenticator.
    expectError(await post('staff/login/second-factor', { email, password: STAFF_PASSWORD }), 409, 'CONFLICT')
  })

  it('confirming with no set-up started is 409 with a sentence', async () => {
    const email = await newManager()
    const refused = await post('staff/login/second-factor/confirm', {
      email,
      password: STAFF_PASSWORD,
      code: '123456',
    })
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe(SECOND_FACTOR_TEXTS.setupMissing)
  })
})

describe('signing in with the second step', () => {
  it('asks for the code, refuses a wrong one, takes the right one or an unused recovery code (once)', async () => {
    const email = await newManager()
    const { setup, enrolled } = await enrol(email)
    const asked = await logIn(email)
    expectError(asked, 401, 'SECOND_FACTOR_REQUIRED')
    expect(staffTokenOf(asked)).toBeUndefined()
    const current = totpCode(setup.secret)
    expectError(
      await logIn(email, { code: current === '000000' ? '111111' : '000000' }),
      401,
      'SECOND_FACTOR_INVALID',
    )
    expectError(await logIn(email, { code: current, password: 'wrong' }), 401, 'CREDENTIALS_INVALID')
    expect(staffTokenOf(expectOkResponse(await logIn(email, { code: current })))).toBeDefined()

    const [recovery] = enrolled.recovery_codes
    const typed = ` ${recovery?.toUpperCase().replaceAll('-', ' ')} `
    expect(staffTokenOf(expectOkResponse(await logIn(email, { recovery_code: typed })))).toBeDefined()
    const reused = await logIn(email, { recovery_code: recovery })
    expectError(reused, 401, 'SECOND_FACTOR_INVALID')
    expect(reused.json.message).toBe(SECOND_FACTOR_TEXTS.recoveryWrong)
  })

  it('store staff still sign in with the password alone', async () => {
    const staff = await signInStaff(t, 'staff', [1])
    expect(staff.headers['staff-token']).toBeDefined()
  })

  it('an invited manager gets no session from the invitation: their first sign-in sets the second step up', async () => {
    const admin = await signInStaff(t, 'admin')
    const calls = invitationCalls(() => t, {
      storeId: 1,
      inviter: () => admin,
      password: 'Pastrami-on-rye-77',
    })
    const { email, token } = await calls.invited({ role: 'manager' })
    const accepted = await calls.accept(token)
    expect(expectOk(accepted).role).toBe('manager')
    expect(staffTokenOf(accepted)).toBeUndefined()
    expectError(
      await post('staff/login', { email, password: 'Pastrami-on-rye-77' }),
      401,
      'SECOND_FACTOR_SETUP_REQUIRED',
    )
  })
})

function expectOkResponse<T extends { statusCode: number; json: unknown }>(response: T): T {
  expectOk(response)
  return response
}
