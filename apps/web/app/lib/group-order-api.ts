import type { TCreateGroupOrderBody, TGroupOrder, TUpdateGroupOrderBody } from '@deli/contracts'
import { apiCall } from './api-client.ts'

const path = (groupOrderId: string) => `carts/group/${encodeURIComponent(groupOrderId)}`

/**
 * Browser calls of the group-order API (spec §7 named group actions and `PUT carts/group/{id}`).
 * Every call answers the group order as the caller may see it. `get` leaves revalidation to the
 * browser's HTTP cache: the server's ETag turns an unchanged poll into a body-less 304.
 */
export const groupOrderApi = {
  create: (body: TCreateGroupOrderBody) => apiCall<TGroupOrder>('carts/group', { method: 'POST', body }),
  get: (groupOrderId: string, signal?: AbortSignal) => apiCall<TGroupOrder>(path(groupOrderId), { signal }),
  update: (groupOrderId: string, body: TUpdateGroupOrderBody) =>
    apiCall<TGroupOrder>(path(groupOrderId), { method: 'PUT', body }),
  join: (groupOrderId: string, name: string) =>
    apiCall<TGroupOrder>(`${path(groupOrderId)}/join`, {
      method: 'POST',
      body: { orderId: groupOrderId, name },
    }),
  submit: (groupOrderId: string) =>
    apiCall<TGroupOrder>(`${path(groupOrderId)}/submissions`, { method: 'POST' }),
  leave: (groupOrderId: string) =>
    apiCall<unknown>(`${path(groupOrderId)}/participants/me`, { method: 'DELETE' }),
  cancel: (groupOrderId: string) => apiCall<unknown>(path(groupOrderId), { method: 'DELETE' }),
}
