import type { TBoard } from '@deli/contracts'
import { listStoreOrders } from '../modules/orders/index.ts'
import type { TStoreRow } from '../modules/stores/index.ts'
import type { TDatabase } from '../platform/database.ts'
import { presentTicket } from './present-ticket.ts'

/** GET staff/stores/{storeId}/board: the store's tickets (the caller checked the staff member works there). */
export async function getBoard(db: TDatabase, store: TStoreRow): Promise<TBoard> {
  const now = new Date()
  const rows = await listStoreOrders(db, store.id)
  return {
    store: { id: store.id, name: store.name, timezone: store.timezone },
    now: now.toISOString(),
    tickets: rows.map((row) => presentTicket(row, now)),
  }
}
