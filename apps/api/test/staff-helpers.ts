import { randomUUID } from 'node:crypto'
import type { TStaffRole } from '@deli/contracts'
import { expect } from 'vitest'
import { insertStaffAccount } from '../src/modules/operations/repository.ts'
import { hashPassword } from '../src/platform/passwords.ts'
import { API } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import type { TTestApp } from './helper.ts'

export const STAFF_PASSWORD = 'sliced-brisket-2026'
let passwordHash: Promise<string> | undefined

export type TStaffSession = { id: string; email: string; headers: Record<string, string> }

export const staffLogIn = (
  t: TTestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) => t.call({ method: 'POST', url: `${API}/staff/login`, payload: { email, password }, headers })

/** A staff account (factory: role and stores as given) signed in through POST staff/login. */
export async function signInStaff(
  t: TTestApp,
  role: TStaffRole,
  storeIds: number[] = [],
): Promise<TStaffSession> {
  passwordHash ??= hashPassword(STAFF_PASSWORD)
  const email = `${role}-${randomUUID()}@reddoordeli.example`
  const id = await insertStaffAccount(
    t.db,
    { email, name: `Test ${role}`, role, passwordHash: await passwordHash },
    storeIds,
  )
  const response = await staffLogIn(t, email, STAFF_PASSWORD)
  expectOk(response)
  const token = response.headers['x-staff-token']
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
