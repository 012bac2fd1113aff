import type {
  TAddProductBody,
  TAvailableTimes,
  TCart,
  TDeliveryAddressQuery,
  TDeliveryHandoffBody,
  TDeliveryLocation,
  THandoffMode,
  TOrderTimeBody,
  TTransferReport,
  TUpdateProductBody,
  TUpsell,
} from '@deli/contracts'
import { apiCall } from './api-client.ts'

/** Browser calls of the basket API (spec §7 named cart actions). Each answers the server's data. */
export const cartApi = {
  create: (menuId: number, handoffMode?: THandoffMode) =>
    apiCall<TCart>('carts', { method: 'POST', body: { menu_id: menuId, handoffMode } }),
  get: (cartId: string, signal?: AbortSignal) => apiCall<TCart>(`carts/${cartId}`, { signal }),
  abandon: (cartId: string) => apiCall<{ id: string }>(`carts/${cartId}`, { method: 'DELETE' }),
  transfer: (cartId: string, menuId: number) =>
    apiCall<TTransferReport>(`carts/${cartId}/transfer`, { method: 'POST', body: { menu_id: menuId } }),
  addProduct: (cartId: string, body: TAddProductBody) =>
    apiCall<TCart>(`carts/${cartId}/products`, { method: 'POST', body }),
  updateProduct: (cartId: string, lineId: number, body: TUpdateProductBody) =>
    apiCall<TCart>(`carts/${cartId}/products/${lineId}`, { method: 'PUT', body }),
  removeProduct: (cartId: string, lineId: number) =>
    apiCall<TCart>(`carts/${cartId}/products/${lineId}`, { method: 'DELETE' }),
  setHandoff: (cartId: string, handoffMode: THandoffMode) =>
    apiCall<TCart>(`carts/${cartId}/handoff`, { method: 'PUT', body: { handoffMode } }),
  setDelivery: (cartId: string, body: TDeliveryHandoffBody) =>
    apiCall<TCart>(`carts/${cartId}/handoff/delivery`, { method: 'PUT', body }),
  setTime: (cartId: string, body: TOrderTimeBody) =>
    apiCall<TCart>(`carts/${cartId}/time`, { method: 'PUT', body }),
  times: (cartId: string, day: string, signal?: AbortSignal) =>
    apiCall<TAvailableTimes>(`carts/${cartId}/times?day=${day}`, { signal }),
  /** Remove cart reward (spec §7): the redeemed reward off the basket. */
  removeReward: (cartId: string) => apiCall<TCart>(`carts/${cartId}/reward`, { method: 'DELETE' }),
  /** The promo code typed at checkout (ADR 061), and taking it off again. */
  setPromotionCode: (cartId: string, code: string) =>
    apiCall<TCart>(`carts/${cartId}/promotion-code`, { method: 'PUT', body: { code } }),
  removePromotionCode: (cartId: string) =>
    apiCall<TCart>(`carts/${cartId}/promotion-code`, { method: 'DELETE' }),
  validate: (cartId: string) => apiCall<TCart>(`carts/${cartId}/validate`, { method: 'POST' }),
  upsells: (cartId: string) => apiCall<{ upsells: TUpsell[] }>(`carts/${cartId}/upsells`),
  deliveryStores: (query: TDeliveryAddressQuery) =>
    apiCall<{ locations: TDeliveryLocation[] }>('stores/for-delivery-address', {
      method: 'PUT',
      body: query,
    }),
}
