import { groupTimeRefusal, guestChangeRefusal } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findCartRow } from '../carts/index.ts'
import type { TOrderRow } from './tables.ts'

/**
 * Whether an order is part of a group order (ADR 015): a split participant's own order, or the host's
 * order of the group's basket. Its orders are made together at the host's time.
 */
export async function isGroupOrder(db: TQueryable, order: Pick<TOrderRow, 'groupOrderId' | 'cartId'>) {
  if (order.groupOrderId) return true
  return ((await findCartRow(db, order.cartId))?.groupOrderId ?? null) !== null
}

/**
 * Refuses a guest's new time for an order (409 with the domain's sentence): once the kitchen has it
 * (ADR 066), and for any order of a group, whose time is its host's and made together.
 */
export async function assertTimeMayChange(db: TQueryable, order: TOrderRow, storePhone: string) {
  const refusal =
    guestChangeRefusal(order.status, storePhone) ??
    ((await isGroupOrder(db, order)) ? groupTimeRefusal(storePhone) : null)
  if (refusal) throw new AppError(409, 'CONFLICT', refusal, { order: refusal })
}
