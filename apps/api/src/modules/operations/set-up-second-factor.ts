import type { TSecondFactorConfirmBody, TSecondFactorSetupBody } from '@deli/contracts'
import { SECOND_FACTOR_TEXTS } from '@deli/domain'
import { and, eq, isNull } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { checkStaffPassword } from './log-in-staff.ts'
import { replaceRecoveryCodes } from './recovery-codes.ts'
import { staffAccounts, type TStaffAccountRow } from './tables.ts'
import { isTotpCode, newTotpSecret, totpUri } from './totp.ts'

const alreadySetUp = () =>
  new AppError(
    409,
    'CONFLICT',
    'Two-step sign-in is already set up for this account. Sign in with your code.',
  )

/**
 * POST staff/login/second-factor (ADR 044): with the password, a new authenticator secret waits for
 * its first code. Only while none is set up: once it is, the password alone can never replace it
 * (409), or the second step would be worth nothing.
 */
export async function startSecondFactor(db: TDatabase, body: TSecondFactorSetupBody) {
  const account = await checkStaffPassword(db, body)
  if (account.totpSecret) throw alreadySetUp()
  const secret = newTotpSecret()
  await db
    .update(staffAccounts)
    .set({ totpPendingSecret: secret })
    .where(and(eq(staffAccounts.id, account.id), isNull(staffAccounts.totpSecret)))
  return { secret, uri: totpUri(secret, account.email) }
}

/**
 * POST staff/login/second-factor/confirm: the password and the first code of the waiting secret turn
 * two-step sign-in on, in one transaction with a fresh set of recovery codes (answered once). A wrong
 * code is 401 and changes nothing; the route then signs the account in.
 */
export async function confirmSecondFactor(
  db: TDatabase,
  body: TSecondFactorConfirmBody,
): Promise<{ account: TStaffAccountRow; recoveryCodes: string[] }> {
  const account = await checkStaffPassword(db, body)
  if (account.totpSecret) throw alreadySetUp()
  const secret = account.totpPendingSecret
  if (!secret) throw new AppError(409, 'CONFLICT', SECOND_FACTOR_TEXTS.setupMissing)
  if (!isTotpCode(secret, body.code.replace(/\s/g, ''))) {
    throw new AppError(401, 'SECOND_FACTOR_INVALID', SECOND_FACTOR_TEXTS.codeWrong, {
      code: SECOND_FACTOR_TEXTS.codeWrong,
    })
  }
  return db.transaction(async (tx) => {
    const turnedOn = await tx
      .update(staffAccounts)
      .set({ totpSecret: secret, totpPendingSecret: null })
      .where(and(eq(staffAccounts.id, account.id), isNull(staffAccounts.totpSecret)))
      .returning({ id: staffAccounts.id })
    if (turnedOn.length === 0) throw alreadySetUp()
    return { account, recoveryCodes: await replaceRecoveryCodes(tx, account.id) }
  })
}
