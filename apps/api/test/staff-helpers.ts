import { randomUUID } from 'node:crypto'
import type { TStaffRole } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { secondFactorRequired } from '@deli/domain'
import { Secret, TOTP } from 'otpauth'
import { expect } from 'vitest'
import { insertStaffAccount } from '../src/modules/operations/repository.ts'
import { hashPassword } from '../src/platform/passwords.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { staffTokenOf, type TTestApp } from './helper.ts'
import { signInMember, type TMember } from './order-helpers.ts'

export const STAFF_PASSWORD = 'sliced-brisket-2026'
/** The authenticator secret the factory gives managers and admins (two-step sign-in, ADR 044). */
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** The current code of an authenticator secret, as an authenticator app computes it (otpauth). */
export const totpCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate()
let passwordHash: Promise<string> | undefined

export type TStaffSession = { id: string; email: string; headers: Record<string, string> }

/** POST staff/login; `code` is the authenticator's code of a manager or admin (ADR 044). */
export const staffLogIn = (
  t: TTestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  code?: string,
) =>
  t.call({
    method: 'POST',
    url: `${API}/staff/login`,
    payload: { email, password, ...(code ? { code } : {}) },
    headers,
  })

/**
 * A staff account (factory: role and stores as given) signed in through POST staff/login; a manager
 * or admin has two-step sign-in set up with STAFF_TOTP_SECRET and signs in with its code.
 */
export async function signInStaff(
  t: TTestApp,
  role: TStaffRole,
  storeIds: number[] = [],
): Promise<TStaffSession> {
  passwordHash ??= hashPassword(STAFF_PASSWORD)
  const email = `${role}-${randomUUID()}@reddoordeli.example`
  const totpSecret = secondFactorRequired(role) ? STAFF_TOTP_SECRET : null
  const id = await insertStaffAccount(
    t.db,
    { email, name: `Test ${role}`, role, passwordHash: await passwordHash, totpSecret },
    storeIds,
  )
  const response = await t.call({
    method: 'POST',
    url: `${API}/staff/login`,
    payload: { email, password: STAFF_PASSWORD, ...(totpSecret ? { code: totpCode(totpSecret) } : {}) },
  })
  expectOk(response)
  // The web channel gets the HttpOnly cookie only (ADR 044); tests present its value as an app would.
  const token = staffTokenOf(response)
  expect(typeof token).toBe('string')
  return { id, email, headers: { 'staff-token': String(token) } }
}

/** PUT staff/orders/{orderId}/status as `staff` (the board's move). */
export const moveAsStaff = (t: TTestApp, staff: TStaffSession, orderId: string, status: string) =>
  t.call({
    method: 'PUT',
    url: `${API}/staff/orders/${orderId}/status`,
    payload: { status },
    headers: staff.headers,
  })

export type TStaffCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  payload?: Record<string, unknown>
}
type TCaller = { headers: Record<string, string> } | null

/** 'METHOD /path' of every route of the OpenAPI document whose path matches. */
export async function documentedRoutes(t: TTestApp, path: RegExp): Promise<string[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  return Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .flatMap(([route, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${route}`))
    .filter((entry) => path.test(entry))
}

/**
 * The role × store matrix (ADR 021) of a store's manager routes: its managers and chain admins may;
 * its store staff may only where `least` is 'staff' (else 403 with who may); another store's manager
 * 403; a member and a guest 401.
 */
export async function expectStoreRoleMatrix(
  t: TTestApp,
  who: { staff: TCaller; manager: TCaller; otherManager: TCaller; admin: TCaller; member: TCaller },
  calls: { call: TStaffCall; least: 'staff' | 'manager' }[],
): Promise<void> {
  const as = (caller: TCaller, call: TStaffCall) => t.call({ ...call, headers: caller?.headers ?? {} })
  for (const { call, least } of calls) {
    expectOk(await as(who.manager, call))
    expectOk(await as(who.admin, call))
    if (least === 'staff') expectOk(await as(who.staff, call))
    else {
      const refused = await as(who.staff, call)
      expectError(refused, 403, 'FORBIDDEN')
      expect(refused.json.message).toBe("Only the store's manager or a chain admin can see or change this.")
    }
    expectError(await as(who.otherManager, call), 403, 'FORBIDDEN')
    expectError(await as(who.member, call), 401, 'SIGN_IN_REQUIRED')
    expectError(await as(null, call), 401, 'SIGN_IN_REQUIRED')
  }
}

export type TStoreRoles = {
  staff: TStaffSession
  manager: TStaffSession
  /** The manager of another (available) store. */
  otherManager: TStaffSession
  admin: TStaffSession
  member: TMember
}

/** Everyone the role × store matrix asks, signed in: the store's staff and manager, another store's manager, an admin, a member. */
export async function signInStoreRoles(t: TTestApp, storeId: number): Promise<TStoreRoles> {
  const other = demoStores.find((candidate) => candidate.id !== storeId && candidate.available)
  if (!other) throw new Error('no other store')
  return {
    staff: await signInStaff(t, 'staff', [storeId]),
    manager: await signInStaff(t, 'manager', [storeId]),
    otherManager: await signInStaff(t, 'manager', [other.id]),
    admin: await signInStaff(t, 'admin'),
    member: await signInMember(t),
  }
}
