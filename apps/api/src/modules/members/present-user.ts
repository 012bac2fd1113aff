import type { TAccountStatus, TUser } from '@deli/contracts'
import type { TUserRow } from './tables.ts'

/** A member as the API answers it (spec §3 User); never the password hash. */
export function presentUser(row: TUserRow): TUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    birthday: row.birthday,
    points: row.points,
  }
}

/** Session state of spec §3 for a signed-in member: the user and the token's expiry. */
export const memberStatus = (row: TUserRow, expiresAt: Date): TAccountStatus => ({
  user: presentUser(row),
  token: { expires: expiresAt.toISOString() },
})

export const GUEST_STATUS: TAccountStatus = { user: null, token: null }
