import type { TPriceScope } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError, notFound } from '../../platform/errors.ts'
import { findChange, markReverted } from '../audit/index.ts'
import { assertMaySetPrice, type TPriceTarget } from './price-access.ts'
import { lockBasePrice, lockPriceInForce } from './price-repository.ts'
import type { TPriceStaff } from './price-staff.ts'
import { applyPrice, type TPriceActor } from './set-price.ts'

export const PRICE_CHANGED_SINCE = 'This price has changed since; set it again instead of reverting.'

type TPriceState = TPriceTarget & { cost: number | null }

const isPriceState = (value: unknown): value is TPriceState =>
  typeof value === 'object' &&
  value !== null &&
  ['chain', 'region', 'store'].includes((value as { scope?: TPriceScope }).scope ?? '') &&
  typeof (value as { productId?: unknown }).productId === 'number'

/**
 * Undoes one price change of the audit trail (ADR 057, 062), for the audit page: re-applies the
 * price before, records a `revert` pointing at it and marks it reverted, in one transaction. Refused
 * (409) when the price has moved since or another revert got there first; the caller must be allowed
 * to set that price. Answers the revert's own change id.
 */
export async function revertPriceChange(
  db: TDatabase,
  actor: TPriceActor & { staff: TPriceStaff },
  changeId: string,
): Promise<string> {
  const change = await findChange(db, changeId)
  if (change?.entity !== 'price-override' || change.action === 'import') {
    throw notFound('NOT_FOUND', 'There is no such price change.')
  }
  if (change.revertedBy) throw new AppError(409, 'CONFLICT', 'This change has already been reverted.')
  const { before, after } = change
  if (!isPriceState(before) || !isPriceState(after)) {
    throw notFound('NOT_FOUND', 'There is no such price change.')
  }
  const target: TPriceTarget = {
    scope: after.scope,
    productId: after.productId,
    optionId: after.optionId,
    storeId: after.storeId,
    region: after.region,
  }
  await assertMaySetPrice(actor.staff, target)
  return db.transaction(async (tx) => {
    const now =
      target.scope === 'chain'
        ? await lockBasePrice(tx, target.productId)
        : ((await lockPriceInForce(tx, target))?.cost ?? null)
    if (now !== after.cost) throw new AppError(409, 'CONFLICT', PRICE_CHANGED_SINCE)
    const revertId = await applyPrice(tx, actor, target, before.cost, 'revert', changeId)
    if (!revertId || !(await markReverted(tx, changeId, revertId))) {
      throw new AppError(409, 'CONFLICT', 'This change has already been reverted.')
    }
    return revertId
  })
}
