import { CHAIN, formatWantedTime, isDeliveryHandoff, toWantedTime, visibleLines } from '@deli/domain'
import { createEvent } from 'ics'
import type { TQueryable } from '../../platform/database.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import type { TOrderRow } from './tables.ts'

/** How long the calendar entry lasts (the pickup or delivery window). */
export const CALENDAR_EVENT_MINUTES = 15

/**
 * GET orders/{orderId}/calendar: the order's ready time as an add-to-calendar (.ics) event at the
 * store's address. The instant is written in UTC; the description gives the store-local time.
 */
export async function getOrderCalendar(db: TQueryable, order: TOrderRow): Promise<string> {
  const store = await findStoreByMenuId(db, order.menuId)
  const local = formatWantedTime(toWantedTime(order.readyAt, order.timezone))
  const items = visibleLines(order.lines).map((line) => `${line.quantity} × ${line.name}`)
  const storeName = store?.name ?? CHAIN.name
  const address = order.address
  const isDelivery = isDeliveryHandoff(order.handoff) && address !== null
  const { error, value } = createEvent({
    uid: `order-${order.id}@reddoordeli`,
    title: isDelivery
      ? `${CHAIN.name} delivery, order #${order.number}`
      : `Pick up ${CHAIN.name} order #${order.number}`,
    description: [
      isDelivery
        ? `Delivery from ${storeName} at ${local} (store time).`
        : `Ready at ${local} (store time) at ${storeName}.`,
      ...items,
    ].join('\n'),
    start: order.readyAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: CALENDAR_EVENT_MINUTES },
    ...(isDelivery
      ? { location: `${address.address}, ${address.city}, ${address.state} ${address.zip}` }
      : store
        ? {
            location: `${store.name}, ${store.address}, ${store.city}, ${store.state} ${store.zip}`,
            geo: { lat: store.latitude, lon: store.longitude },
          }
        : {}),
    status: 'CONFIRMED',
    productId: 'reddoordeli/orders',
  })
  if (error || !value) throw error ?? new Error('calendar event not created')
  return value
}
