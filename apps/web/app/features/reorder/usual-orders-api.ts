import type { TUsualOrders } from '@deli/contracts'
import { apiCall } from '../../lib/api-client.ts'

/**
 * Browser calls of members/usual-orders ('My usual'). Every change answers the whole list. They live
 * here, not in `lib/member-api.ts`, so that only a member's code carries them.
 */
export const usualOrdersApi = {
  list: () => apiCall<TUsualOrders>('members/usual-orders'),
  save: (orderId: string, name: string) =>
    apiCall<TUsualOrders>('members/usual-orders', { method: 'POST', body: { order_id: orderId, name } }),
  rename: (id: number, name: string) =>
    apiCall<TUsualOrders>(`members/usual-orders/${id}`, { method: 'PUT', body: { name } }),
  remove: (id: number) => apiCall<TUsualOrders>(`members/usual-orders/${id}`, { method: 'DELETE' }),
}
