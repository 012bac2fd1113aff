import type { TStaffRole } from '@deli/contracts'
import { AppError } from '../../platform/errors.ts'

/** The sentences of a refusal (ADR 061): the chain's promotions are the chain admins'. */
export const PROMOTION_ACCESS_TEXTS = Object.freeze({
  readRefused: 'Promotions are for managers and chain admins. Ask your manager about a promotion.',
  editRefused: 'Only a chain admin can create, change or end promotions.',
})

/** Managers and chain admins read promotions; store staff are refused (403 with a sentence). */
export function assertMayReadPromotions(staff: { role: TStaffRole }): void {
  if (staff.role === 'staff') throw new AppError(403, 'FORBIDDEN', PROMOTION_ACCESS_TEXTS.readRefused)
}

/** Only a chain admin creates, edits, ends and reverts promotions. */
export function assertMayEditPromotions(staff: { role: TStaffRole }): void {
  if (staff.role !== 'admin') throw new AppError(403, 'FORBIDDEN', PROMOTION_ACCESS_TEXTS.editRefused)
}
