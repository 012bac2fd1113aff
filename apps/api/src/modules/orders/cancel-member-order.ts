import type { TOrder } from '@deli/contracts'
import { guestChangeRefusal } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { JobRunner } from '../../platform/jobs.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import { orderNotFound } from './get-member-order.ts'
import type { TOrderRow } from './tables.ts'
import { updateOrderStatus } from './update-order-status.ts'

export type TCancelMemberOrderOptions = {
  db: TDatabase
  config: TConfig
  jobs: JobRunner
  userId: string
  orderId: string
  /** Runs in the cancel's transaction with the order as it was (the reports' rollups, ADR 064). */
  record?: (tx: TQueryable, before: TOrderRow) => Promise<void>
}

/**
 * POST orders/{orderId}/cancel: the guest cancels before the kitchen starts (ADR 066). The order's
 * member only (404 for anyone else's); only a scheduled or held order (409 CONFLICT with the domain's
 * sentence — once the kitchen has it, the store's phone). The cancel is the board's: its slot is
 * released, its points given back, and a card payment refunded through the payment adapter by the
 * `order.refund` job, queued once in the cancel's transaction. Its route is a flow
 * (`flows/guest-cancel-routes.ts`): the reports' rollups lose the order in the same transaction.
 */
export async function cancelMemberOrder(options: TCancelMemberOrderOptions): Promise<TOrder> {
  const { db, config, jobs, userId, orderId, record } = options
  return updateOrderStatus({
    db,
    config,
    jobs,
    orderId,
    status: 'cancelled',
    cancelledBy: 'guest',
    record,
    guard: async (tx, order) => {
      if (order.userId !== userId) throw orderNotFound()
      const store = await findStoreByMenuId(tx, order.menuId)
      const refusal = guestChangeRefusal(order.status, store?.phone ?? '')
      if (refusal) throw new AppError(409, 'CONFLICT', refusal, { order: refusal })
    },
  })
}
