import type { TSetPriceBody } from '@deli/contracts'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError, notFound } from '../../platform/errors.ts'
import { recordChange, type TChangeAction } from '../audit/index.ts'
import { assertMaySetPrice, priceKey, type TPriceTarget } from './price-access.ts'
import {
  findPriceName,
  lockBasePrice,
  lockPriceInForce,
  replacePrice,
  writeBasePrice,
} from './price-repository.ts'
import type { TPriceStaff } from './price-staff.ts'
import { findProductForPricing } from './product-pricing-repository.ts'

export type TPriceActor = { staff: Pick<TPriceStaff, 'id' | 'name'>; fromAddress: string }
/** What a price change records (ADR 057): the price before and after (null: no override). */
export type TPriceState = TPriceTarget & { cost: number | null }

/** The body's target, with the product (and option) checked against the catalogue. */
export async function priceTarget(db: TQueryable, body: TParsedPriceBody): Promise<TPriceTarget> {
  const product = await findProductForPricing(db, body.product_id)
  if (!product) throw notFound('PRODUCT_NOT_FOUND', 'There is no such product.')
  const optionId = body.option_id ?? 0
  if (optionId !== 0 && !product.optionIds.includes(optionId)) {
    const message = `That option is not one of ${product.name}'s.`
    throw new AppError(422, 'VALIDATION_FAILED', message, { option_id: message })
  }
  return {
    scope: body.scope,
    productId: body.product_id,
    optionId,
    storeId: body.scope === 'store' ? (body.store_id ?? null) : null,
    region: body.scope === 'region' ? (body.region ?? null) : null,
  }
}
type TParsedPriceBody = Omit<TSetPriceBody, 'cost'> & { cost: number | null }

/**
 * Sets one price (ADR 062) as `actor`, after `assertMaySetPrice`: closes the price in force, opens the
 * next, and records the change (ADR 057), in one transaction. Answers the change's record id, or null
 * when the price was already that (nothing written).
 */
export async function setPrice(
  db: TDatabase,
  actor: TPriceActor & { staff: TPriceStaff },
  body: TParsedPriceBody,
): Promise<{ changeId: string | null; target: TPriceTarget }> {
  const target = await priceTarget(db, body)
  await assertMaySetPrice(actor.staff, target)
  const changeId = await db.transaction((tx) => applyPrice(tx, actor, target, body.cost, 'update'))
  return { changeId, target }
}

/**
 * The change itself, in the caller's transaction (a set, a revert, each line of an import): the
 * price before is read locked; nothing is written when it is already `cost`. With `action` null the
 * caller records the change itself (an import records one summary).
 */
export async function applyPrice(
  tx: TQueryable,
  actor: TPriceActor,
  target: TPriceTarget,
  cost: number | null,
  action: TChangeAction | null,
  revertOf?: string,
): Promise<string | null> {
  const current = await lockPriceInForce(tx, target)
  let before: number | null = current?.cost ?? null
  if (target.scope === 'chain') {
    const base = await lockBasePrice(tx, target.productId)
    if (base === null || cost === null) throw notFound('PRODUCT_NOT_FOUND', 'There is no such product.')
    before = base
    if (base !== cost) await writeBasePrice(tx, target.productId, base, cost)
  }
  if (before === cost) return null
  await replacePrice(tx, target, current, cost, actor.staff)
  if (!action) return null
  // The record names what the price is of, so the trail reads without the catalogue beside it.
  const name = await findPriceName(tx, target.productId, target.optionId)
  return recordChange(tx, {
    staff: actor.staff,
    entity: 'price-override',
    entityId: priceKey(target),
    action,
    storeId: target.storeId,
    before: priceState(target, before, name),
    after: priceState(target, cost, name),
    fromAddress: actor.fromAddress,
    ...(revertOf ? { revertOf } : {}),
  })
}

export const priceState = (
  target: TPriceTarget,
  cost: number | null,
  name: string | null = null,
): Record<string, unknown> => ({
  ...target,
  cost,
  ...(name === null ? {} : { name }),
})
