import { groupTimeRefusal, guestChangeRefusal } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findCartRow } from '../carts/index.ts'
import type { TOrderRow } from './tables.ts'

/** A split participant's own order, or the host's order of the group's basket (ADR 015). */
const inGroup = (order: Pick<TOrderRow, 'groupOrderId'>, cart: { groupOrderId: string | null } | undefined) =>
  order.groupOrderId !== null || (cart?.groupOrderId ?? null) !== null

/** Whether an order is part of a group order: its orders are made together at the host's time. */
export async function isGroupOrder(db: TQueryable, order: Pick<TOrderRow, 'groupOrderId' | 'cartId'>) {
  return order.groupOrderId !== null || inGroup(order, await findCartRow(db, order.cartId))
}

/**
 * Refuses a guest's new time for an order (409 with the domain's sentence): once the kitchen has it
 * (ADR 066), and for any order of a group, whose time is its host's and made together. `cart` is the
 * order's basket, which the caller reads anyway.
 */
export function assertTimeMayChange(
  order: TOrderRow,
  cart: { groupOrderId: string | null } | undefined,
  storePhone: string,
): void {
  const refusal =
    guestChangeRefusal(order.status, storePhone) ??
    (inGroup(order, cart) ? groupTimeRefusal(storePhone) : null)
  if (refusal) throw new AppError(409, 'CONFLICT', refusal, { order: refusal })
}
