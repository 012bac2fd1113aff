import type { TPriceImportResult, TPriceList, TSetPriceBody } from '@deli/contracts'
import { apiCall, apiText } from '../../lib/api-client.ts'

const PRICES = 'staff/back-office/prices'

/** The back office's price calls (ADR 062, 063), as the signed-in staff member. */
export const priceAdminApi = {
  list: (storeId: number) => apiCall<TPriceList>(`${PRICES}?store_id=${storeId}`),
  set: (body: TSetPriceBody) => apiCall<{ change_id: string | null }>(PRICES, { method: 'PUT', body }),
  exportCsv: () => apiText(`${PRICES}/export`),
  importCsv: (csv: string, apply: boolean) =>
    apiCall<TPriceImportResult>(`${PRICES}/import`, { method: 'POST', body: { csv, apply } }),
}
