import { randomInt } from 'node:crypto'
import {
  formatRecoveryCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@deli/domain'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { hashToken } from '../sessions/index.ts'
import { staffRecoveryCodes } from './tables.ts'

const newRecoveryCode = () =>
  Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  ).join('')

/**
 * A fresh set of recovery codes for an account (ADR 044), replacing any earlier set: only their
 * SHA-256 is stored (each has ≈ 60 random bits, and sign-in is rate limited); answered for display once.
 */
export async function replaceRecoveryCodes(tx: TQueryable, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId))
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: hashToken(code) })))
  return codes.map(formatRecoveryCode)
}

/** Uses one unused recovery code of the account, once (a conditional update); answers whether it was one. */
export async function useRecoveryCode(db: TQueryable, staffId: string, typed: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashToken(normaliseRecoveryCode(typed))),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ staffId: staffRecoveryCodes.staffId })
  return rows.length > 0
}
