import type { TArrivalBody, TOrder } from '@deli/contracts'
import { apiCall } from '../../lib/api-client.ts'

/** The guest's calls on a placed order (module `orders`). */
export const orderApi = {
  /** Curbside 'I'm here' (POST orders/{orderId}/arrival): answers the order with its arrival. */
  arrive: (orderId: string, body: TArrivalBody) =>
    apiCall<TOrder>(`orders/${orderId}/arrival`, { method: 'POST', body }),
}
