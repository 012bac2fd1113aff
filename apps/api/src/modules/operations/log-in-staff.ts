import type { TStaffLoginBody } from '@deli/contracts'
import { SECOND_FACTOR_TEXTS, secondFactorRequired } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { verifyPassword } from '../../platform/passwords.ts'
import { useRecoveryCode } from './recovery-codes.ts'
import { findStaffByEmail } from './repository.ts'
import type { TStaffAccountRow } from './tables.ts'
import { isTotpCode } from './totp.ts'

export const STAFF_CREDENTIALS_INVALID = 'The email or password you entered is incorrect.'

/**
 * The account of an email and password: the same 401 for an unknown email and a wrong password, with
 * an argon2id verify in both cases (a dummy hash when there is no account) so timing tells neither.
 */
export async function checkStaffPassword(
  db: TDatabase,
  credentials: { email: string; password: string },
): Promise<TStaffAccountRow> {
  const account = await findStaffByEmail(db, credentials.email)
  const isValid = await verifyPassword(account?.passwordHash, credentials.password)
  if (!account || !isValid) throw new AppError(401, 'CREDENTIALS_INVALID', STAFF_CREDENTIALS_INVALID)
  return account
}

/**
 * POST staff/login: the password, then the second step (ADR 044) for an account that has one or
 * must (managers, admins): the authenticator's code, or one unused recovery code (used up here).
 * 401 `SECOND_FACTOR_REQUIRED` asks for it, `SECOND_FACTOR_INVALID` refuses a wrong one, and
 * `SECOND_FACTOR_SETUP_REQUIRED` sends a manager or admin without one to set it up first.
 */
export async function logInStaff(db: TDatabase, body: TStaffLoginBody): Promise<TStaffAccountRow> {
  const account = await checkStaffPassword(db, body)
  if (!account.totpSecret) {
    if (!secondFactorRequired(account.role)) return account
    throw new AppError(401, 'SECOND_FACTOR_SETUP_REQUIRED', SECOND_FACTOR_TEXTS.setupNeeded)
  }
  if (body.recovery_code !== undefined) {
    if (await useRecoveryCode(db, account.id, body.recovery_code)) return account
    throw new AppError(401, 'SECOND_FACTOR_INVALID', SECOND_FACTOR_TEXTS.recoveryWrong, {
      recovery_code: SECOND_FACTOR_TEXTS.recoveryWrong,
    })
  }
  if (body.code === undefined) {
    throw new AppError(401, 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_TEXTS.codeNeeded)
  }
  if (!isTotpCode(account.totpSecret, body.code)) {
    throw new AppError(401, 'SECOND_FACTOR_INVALID', SECOND_FACTOR_TEXTS.codeWrong, {
      code: SECOND_FACTOR_TEXTS.codeWrong,
    })
  }
  return account
}
