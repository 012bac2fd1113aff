import type { TStaffLoginBody } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { verifyPassword } from '../../platform/passwords.ts'
import { findStaffByEmail } from './repository.ts'
import type { TStaffAccountRow } from './tables.ts'

export const STAFF_CREDENTIALS_INVALID = 'The email or password you entered is incorrect.'

/**
 * POST staff/login: the same 401 for an unknown email and a wrong password, with an argon2id verify
 * in both cases (a dummy hash when there is no account) so timing tells neither.
 */
export async function logInStaff(db: TDatabase, body: TStaffLoginBody): Promise<TStaffAccountRow> {
  const account = await findStaffByEmail(db, body.email)
  const isValid = await verifyPassword(account?.passwordHash, body.password)
  if (!account || !isValid) throw new AppError(401, 'CREDENTIALS_INVALID', STAFF_CREDENTIALS_INVALID)
  return account
}
