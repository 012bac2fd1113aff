import type { OrderEvents } from '../modules/operations/index.ts'
import type { TOrderRow } from '../modules/orders/index.ts'
import { getStoreOrder } from '../modules/orders/index.ts'
import type { TDatabase } from '../platform/database.ts'
import type { TEventStream } from '../platform/event-stream.ts'

/**
 * Streams one order's status to its guest: `status` at once (after subscribing, so no change falls in
 * between) and on every change; after a gap in the events the status is read anew.
 */
export async function watchOrder(
  db: TDatabase,
  events: OrderEvents,
  stream: TEventStream,
  order: TOrderRow,
): Promise<void> {
  const send = (status: TOrderRow['status']) =>
    stream.send('status', { order_id: order.id, store_id: order.storeId, status })
  const stop = await events.subscribe((event) => {
    if (event === null) {
      getStoreOrder(db, order.id).then(
        (row) => send(row.status),
        () => undefined,
      )
    } else if (event.order_id === order.id) send(event.status)
  })
  stream.onClose(stop)
  send((await getStoreOrder(db, order.id)).status)
}
