import { BASE_PRICE_ADMIN_ONLY, type TPriceScope } from '@deli/contracts'
import { AppError } from '../../platform/errors.ts'
import type { TPriceStaff } from './price-staff.ts'

/** One price the back office sets (ADR 062): the chain's base, a region's or a store's override. */
export type TPriceTarget = {
  scope: TPriceScope
  productId: number
  /** 0: the product's own price. */
  optionId: number
  storeId: number | null
  region: string | null
}

export const REGION_PRICE_ADMIN_ONLY = "Only a chain admin can set a region's price."

/**
 * Who may set a price (ADR 062): a chain admin any; a manager their own stores' overrides only (the
 * chain's base and a region's, which spans stores they do not run, are refused with a sentence);
 * store staff none.
 */
export async function assertMaySetPrice(
  staff: TPriceStaff,
  target: Pick<TPriceTarget, 'scope' | 'storeId'>,
): Promise<void> {
  if (target.scope === 'store') {
    await staff.requireStore(target.storeId ?? 0, 'manager')
    return
  }
  if (staff.role === 'admin') return
  if (staff.role === 'staff') throw new AppError(403, 'FORBIDDEN', 'Your role does not allow this.')
  throw new AppError(
    403,
    'FORBIDDEN',
    target.scope === 'chain' ? BASE_PRICE_ADMIN_ONLY : REGION_PRICE_ADMIN_ONLY,
  )
}

/** The audit trail's key of a price (ADR 057): 'store:12/product:5/option:0'. */
export function priceKey(target: TPriceTarget): string {
  const where =
    target.scope === 'chain'
      ? 'chain'
      : target.scope === 'store'
        ? `store:${target.storeId}`
        : `region:${target.region}`
  return `${where}/product:${target.productId}/option:${target.optionId}`
}

/** The menu cache's `menu_changes` payload a price change announces (ADR 023). */
export const priceCachePayload = (target: TPriceTarget): string =>
  target.scope === 'store' ? `store:${target.storeId}` : '*'
