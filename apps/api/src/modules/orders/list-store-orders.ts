import { BOARD_FINISHED_HOURS, BOARD_STATUSES, BOARD_UNFIRED_STATUSES, COMING_UP_MINUTES } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { listStoreOrderRows } from './repository.ts'
import type { TOrderRow } from './tables.ts'

/**
 * The orders of a store's board (operations module): received, in progress and ready ones, and those
 * completed or cancelled within the last BOARD_FINISHED_HOURS, and those coming up (ADR 066): scheduled
 * ones firing within COMING_UP_MINUTES and held ones; by promised time.
 */
export function listStoreOrders(db: TQueryable, storeId: number): Promise<TOrderRow[]> {
  return listStoreOrderRows(db, storeId, {
    statuses: [...BOARD_STATUSES, ...BOARD_UNFIRED_STATUSES],
    finishedStatuses: ['completed', 'cancelled'],
    finishedHours: BOARD_FINISHED_HOURS,
    comingUpMinutes: COMING_UP_MINUTES,
  })
}
