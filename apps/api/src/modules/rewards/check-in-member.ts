import { CHECK_IN_TEXTS, isCheckInCode, normaliseCheckInCode, orderPoints } from '@deli/domain'
import { eq } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordStaffAction, type TStaffAction } from '../operations/index.ts'
import { recordPointsEntry } from './repository.ts'
import { checkInCodes } from './tables.ts'

/**
 * POST rewards/check-in {code, store_id, total}: a signed-in staff member of the store (the route
 * checks it) checks the member who showed the code in; the member earns the purchase's points (10 per
 * dollar, like an order; the total is bounded by the contract) — once. In one transaction with the
 * code's row locked: an unknown code is 404, a used one 409, an expired one 410, each with a sentence
 * for the cashier; otherwise the code is marked used with the total and the points, a ledger entry
 * (unique per code) moves the balance, and the staff member's action is recorded (ADR 044).
 */
export async function checkInMember(
  db: TDatabase,
  staff: TStaffAction['staff'],
  input: { code: string; store_id: number; total: number },
  now = new Date(),
) {
  const code = normaliseCheckInCode(input.code)
  if (!isCheckInCode(code)) throw new AppError(404, 'CHECK_IN_NOT_FOUND', CHECK_IN_TEXTS.unknown)
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(checkInCodes).where(eq(checkInCodes.code, code)).for('update')
    if (!row) throw new AppError(404, 'CHECK_IN_NOT_FOUND', CHECK_IN_TEXTS.unknown)
    if (row.usedAt) throw new AppError(409, 'CHECK_IN_USED', CHECK_IN_TEXTS.reused)
    if (row.expiresAt <= now) throw new AppError(410, 'CHECK_IN_EXPIRED', CHECK_IN_TEXTS.expiredError)
    const points = orderPoints(input.total)
    await tx
      .update(checkInCodes)
      .set({ usedAt: now, total: input.total, points })
      .where(eq(checkInCodes.id, row.id))
    await recordPointsEntry(tx, { userId: row.userId, kind: 'check_in', points, checkInId: row.id })
    await recordStaffAction(tx, {
      staff,
      storeId: input.store_id,
      action: 'rewards.check-in',
      subject: String(row.id),
      detail: { total: input.total, points },
    })
    return { points, message: `Checked in: ${points.toLocaleString('en-US')} points earned.` }
  })
}
