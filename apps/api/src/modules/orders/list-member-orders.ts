import { ORDER_HISTORY_PAGE_SIZE, type TOrder } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { chargesOf } from '../payments/index.ts'
import { presentOrder, refundOf } from './present-order.ts'
import { listUserOrders } from './repository.ts'

/** GET members/orders (spec §4 Session: order history): newest first, a page at a time, failed submissions left out. */
export async function listMemberOrders(
  db: TQueryable,
  userId: string,
  page: number,
): Promise<{ orders: TOrder[]; next_page: number | null }> {
  const rows = await listUserOrders(db, userId, {
    limit: ORDER_HISTORY_PAGE_SIZE,
    offset: (page - 1) * ORDER_HISTORY_PAGE_SIZE,
  })
  const hasMore = rows.length > ORDER_HISTORY_PAGE_SIZE
  const shown = rows.slice(0, ORDER_HISTORY_PAGE_SIZE)
  // A card order's refund (cancelled, ADR 066, or given back after handover, ADR 072), as the history shows it.
  const refunded = shown.filter((row) => refundOf(row) !== null)
  const charges = await chargesOf(
    db,
    refunded.map((row) => row.id),
  )
  return {
    orders: shown.map((row) => presentOrder(row, charges.get(row.id))),
    next_page: hasMore ? page + 1 : null,
  }
}
