import type { TBoard } from '@deli/contracts'
import { kitchenWaitSeconds, lineWorkSeconds } from '@deli/domain'
import { findKitchenWork, kitchenStations } from '../modules/carts/index.ts'
import { listStoreOrders } from '../modules/orders/index.ts'
import type { TStoreRow } from '../modules/stores/index.ts'
import type { TConfig } from '../platform/config.ts'
import type { TDatabase } from '../platform/database.ts'
import { presentTicket } from './present-ticket.ts'

/**
 * GET staff/stores/{storeId}/board: the store's tickets (the caller checked the staff member works
 * there) and what its kitchen has on (ADR 065), read anew with every board event.
 */
export async function getBoard(db: TDatabase, config: TConfig, store: TStoreRow): Promise<TBoard> {
  const now = new Date()
  const [rows, work] = await Promise.all([listStoreOrders(db, store.id), findKitchenWork(db, store.id, now)])
  const stations = kitchenStations(store, config)
  return {
    store: { id: store.id, name: store.name, timezone: store.timezone, state: store.state },
    now: now.toISOString(),
    tickets: rows.map((row) => presentTicket(row, now)),
    kitchen: {
      stations,
      work_seconds: lineWorkSeconds(work.live, work.planned),
      wait_seconds: kitchenWaitSeconds(stations, work.live, work.planned),
    },
  }
}
