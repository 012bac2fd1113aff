import type {
  TCreateStoreBody,
  TDaypartBody,
  TStoreAdmin,
  TStoreAdminList,
  TStoreDayparts,
  TStoreMenu,
  TUpdateStoreBody,
} from '@deli/contracts'
import { apiCall } from '../../lib/api-client.ts'

/** The back office's store calls (ADR 060), with the staff session. */
export const storeAdminApi = {
  list: (q: string, page: number) =>
    apiCall<TStoreAdminList>(`staff/stores?${new URLSearchParams({ ...(q && { q }), page: String(page) })}`),
  settings: (storeId: number) => apiCall<TStoreAdmin>(`staff/stores/${storeId}/settings`),
  create: (body: TCreateStoreBody) => apiCall<TStoreAdmin>('staff/stores', { method: 'POST', body }),
  update: (storeId: number, body: TUpdateStoreBody) =>
    apiCall<TStoreAdmin>(`staff/stores/${storeId}/settings`, { method: 'PATCH', body }),
  publish: (storeId: number, isPublished: boolean) =>
    apiCall<TStoreAdmin>(`staff/stores/${storeId}/publish`, {
      method: 'PUT',
      body: { is_published: isPublished },
    }),
  takeMenu: (storeId: number, fromStoreId: number) =>
    apiCall<TStoreMenu>(`staff/stores/${storeId}/menu`, {
      method: 'PUT',
      body: { from_store_id: fromStoreId },
    }),
  dayparts: (storeId: number) => apiCall<TStoreDayparts>(`staff/stores/${storeId}/dayparts`),
  setDayparts: (storeId: number, dayparts: TDaypartBody[]) =>
    apiCall<TStoreDayparts>(`staff/stores/${storeId}/dayparts`, { method: 'PUT', body: { dayparts } }),
}
