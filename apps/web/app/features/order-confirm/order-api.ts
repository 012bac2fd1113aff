import type { TArrivalBody, TOrder, TOrderTimes } from '@deli/contracts'
import { apiCall } from '../../lib/api-client.ts'

/** The guest's calls on a placed order (module `orders`). */
export const orderApi = {
  /** Curbside 'I'm here' (POST orders/{orderId}/arrival): answers the order with its arrival. */
  arrive: (orderId: string, body: TArrivalBody) =>
    apiCall<TOrder>(`orders/${orderId}/arrival`, { method: 'POST', body }),
  /** "Start my order" (POST orders/{orderId}/start): a held order goes to the kitchen (ADR 066). */
  start: (orderId: string) => apiCall<TOrder>(`orders/${orderId}/start`, { method: 'POST' }),
  /** Cancel before the kitchen starts (POST orders/{orderId}/cancel): answers the cancelled order. */
  cancel: (orderId: string) => apiCall<TOrder>(`orders/${orderId}/cancel`, { method: 'POST' }),
  /** Times of a store-local day the order may move to (GET orders/{orderId}/times, ADR 066). */
  times: (orderId: string, day: string, signal?: AbortSignal) =>
    apiCall<TOrderTimes>(`orders/${orderId}/times?day=${day}`, { signal }),
  /** Move the order to another time before the kitchen starts (PUT orders/{orderId}/time). */
  changeTime: (orderId: string, wanted: string) =>
    apiCall<TOrder>(`orders/${orderId}/time`, { method: 'PUT', body: { wanted } }),
}
