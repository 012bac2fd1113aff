import { AppError, notFound } from '../../platform/errors.ts'
import type { TReverter } from '../audit/index.ts'
import type { TPriceTarget } from './price-access.ts'
import { lockBasePrice, lockPriceInForce } from './price-repository.ts'
import { applyPrice, type TPriceState } from './set-price.ts'

export const PRICE_CHANGED_SINCE = 'This price has changed since; set it again instead of reverting.'

const isPriceState = (value: unknown): value is TPriceState =>
  typeof value === 'object' &&
  value !== null &&
  ['chain', 'region', 'store'].includes((value as { scope?: unknown }).scope as string) &&
  typeof (value as { productId?: unknown }).productId === 'number'

/**
 * The audit page's reverter of a price change (ADR 057, 062), in `revertChange`'s transaction:
 * re-applies the price before and records a `revert` pointing at it, answering the revert's id.
 * Refused (409) when the price has moved since; an import (one summary of many lines) is not reverted
 * here. Who may revert is the route's (chain admins).
 */
export const revertPriceChange: TReverter = async (tx, change, actor) => {
  const { before, after } = change
  if (change.action === 'import' || !isPriceState(before) || !isPriceState(after)) {
    throw notFound('NOT_FOUND', 'There is no such price change.')
  }
  const target: TPriceTarget = {
    scope: after.scope,
    productId: after.productId,
    optionId: after.optionId,
    storeId: after.storeId,
    region: after.region,
  }
  const now =
    target.scope === 'chain'
      ? await lockBasePrice(tx, target.productId)
      : ((await lockPriceInForce(tx, target))?.cost ?? null)
  if (now !== after.cost) throw new AppError(409, 'CONFLICT', PRICE_CHANGED_SINCE)
  const revertId = await applyPrice(tx, actor, target, before.cost, 'revert', change.id)
  if (!revertId) throw new AppError(409, 'CONFLICT', PRICE_CHANGED_SINCE)
  return revertId
}
