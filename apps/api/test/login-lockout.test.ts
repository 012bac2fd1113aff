import { beforeAll, describe, expect, it } from 'vitest'
import { insertStaffAccount } from '../src/modules/operations/repository.ts'
import { knownDeviceCookie } from '../src/platform/known-device.ts'
import { hashPassword } from '../src/platform/passwords.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { cookiesOf, logIn, signUpMember } from './member-helpers.ts'
import { STAFF_PASSWORD, STAFF_TOTP_SECRET, staffLogIn, totpCode } from './staff-helpers.ts'

/**
 * ADR 043: a stranger failing against an account from many addresses cannot lock its owner out. The
 * account's own limit (5 × AUTH_RATE_LIMIT_PER_MINUTE) still stops brute force from new devices; a
 * device that signed in to the account before is not counted by it and has a limit of its own.
 */

let t: TTestApp
beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' })
})
const from = (ip: string, cookie?: string) => ({ 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) })

/** The known-device cookie a sign-in handed out, as a browser sends it back. */
function knownDevice(response: { headers: Record<string, unknown> }, kind: 'member' | 'staff'): string {
  const cookie = cookiesOf(response).get(knownDeviceCookie(kind))
  expect(cookie?.attributes.has('httponly')).toBe(true)
  expect(cookie?.attributes.get('samesite')).toBe('Strict')
  expect(cookie?.attributes.get('path')).toBe('/api/')
  return `${knownDeviceCookie(kind)}=${cookie?.value}`
}

type TSignIn = (
  email: string,
  password: string,
  headers: Record<string, string>,
) => ReturnType<TTestApp['call']>

/** A stranger's 6 addresses × 2 wrong passwords (each address within its own limit of 2). */
async function strangerFloods(signIn: TSignIn, email: string): Promise<number[]> {
  const answers: number[] = []
  for (let address = 1; address <= 6; address++)
    for (let attempt = 0; attempt < 2; attempt++)
      answers.push((await signIn(email, 'guessing away', from(`198.51.100.${address}`))).statusCode)
  return answers
}

async function expectOwnerKeepsAccess(
  signIn: TSignIn,
  kind: 'member' | 'staff',
  email: string,
  password: string,
) {
  const first = await signIn(email, password, from('203.0.113.10'))
  expectOk(first)
  const device = knownDevice(first, kind)

  // The account's limit (10 a minute) counted the owner's first sign-in too: nine wrong answers.
  expect(await strangerFloods(signIn, email)).toEqual([...Array(9).fill(401), 429, 429, 429])
  // A device that never signed in to the account waits, wherever it is: brute force stays out.
  expectError(await signIn(email, password, from('203.0.113.77')), 429, 'RATE_LIMITED')
  // The owner's known device signs in, from its usual address or another one.
  expectOk(await signIn(email, password, from('203.0.113.10', device)))
  expectOk(await signIn(email, password, from('192.0.2.200', device)))
  // The device's cookie proves nothing for another account, nor once tampered with.
  const [name, value = ''] = device.split('=')
  const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`
  expectError(await signIn(email, password, from('192.0.2.201', tampered)), 429, 'RATE_LIMITED')
  return device
}

describe('a stranger cannot lock a chain admin out (POST staff/login)', () => {
  it('the admin signs in from a known device while strangers are refused', async () => {
    const email = `admin-${crypto.randomUUID()}@reddoordeli.example`
    await insertStaffAccount(
      t.db,
      {
        email,
        name: 'Chain admin',
        role: 'admin',
        passwordHash: await hashPassword(STAFF_PASSWORD),
        totpSecret: STAFF_TOTP_SECRET,
      },
      [],
    )
    // An admin signs in with the authenticator's code as well (ADR 044); the limits come first.
    const signIn: TSignIn = (who, password, headers) =>
      staffLogIn(t, who, password, headers, totpCode(STAFF_TOTP_SECRET))
    const device = await expectOwnerKeepsAccess(signIn, 'staff', email, STAFF_PASSWORD)
    // A stolen device cookie is no key to brute force: it has a limit of its own (2 a minute),
    // counted across addresses. Two sign-ins above, so the next guess is refused.
    expectError(await signIn(email, 'stolen cookie guess', from('192.0.2.202', device)), 429, 'RATE_LIMITED')
  })
})

describe('a stranger cannot lock a member out (POST users/login)', () => {
  it('the member signs in from a known device while strangers are refused', async () => {
    const member = await signUpMember(t)
    const signIn: TSignIn = (who, password, headers) => logIn(t, who, password, headers)
    await expectOwnerKeepsAccess(signIn, 'member', member.email, member.password)
  })

  it('a known device of one account is a new device to another', async () => {
    const owner = await signUpMember(t)
    const other = await signUpMember(t)
    const device = knownDevice(
      expectOkResponse(await logIn(t, owner.email, owner.password, from('203.0.113.30'))),
      'member',
    )
    const answers = await strangerFloods(
      (who, password, headers) => logIn(t, who, password, headers),
      other.email,
    )
    expect(answers).toEqual([...Array(10).fill(401), 429, 429])
    expectError(
      await logIn(t, other.email, other.password, from('203.0.113.30', device)),
      429,
      'RATE_LIMITED',
    )
  })
})

function expectOkResponse<T extends { statusCode: number; json: any }>(response: T): T {
  expectOk(response)
  return response
}
