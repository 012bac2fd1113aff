import type { TEventStream } from '../../platform/event-stream.ts'
import type { OrderEvents } from './order-events.ts'

/** Streams a store's order events to one board: `ready` at once, `order` per change, `resync` after a gap. */
export async function watchStore(events: OrderEvents, stream: TEventStream, storeId: number): Promise<void> {
  const stop = await events.subscribe((event) => {
    if (event === null) stream.send('resync', {})
    else if (event.store_id === storeId) stream.send('order', event)
  })
  stream.onClose(stop)
  stream.send('ready', { store_id: storeId })
}
