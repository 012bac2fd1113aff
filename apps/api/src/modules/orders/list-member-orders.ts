import { ORDER_HISTORY_PAGE_SIZE, type TOrder } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { chargesOf } from '../payments/index.ts'
import { presentOrder } from './present-order.ts'
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
  // A cancelled card order's refund, as the history shows it (ADR 066).
  const cancelled = shown.filter((row) => row.status === 'cancelled' && row.paymentType === 'card')
  const charges = await chargesOf(
    db,
    cancelled.map((row) => row.id),
  )
  return {
    orders: shown.map((row) => presentOrder(row, charges.get(row.id))),
    next_page: hasMore ? page + 1 : null,
  }
}
