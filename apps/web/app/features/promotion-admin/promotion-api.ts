import type { TPromotion, TPromotionBody, TPromotionList, TRegion } from '@deli/contracts'
import { apiCall } from '../../lib/api-client.ts'

const BASE = 'staff/back-office/promotions'

/** The back office's promotion calls (API module `promotions`, ADR 061), with the staff session. */
export const promotionApi = {
  list: () => apiCall<TPromotionList>(BASE),
  create: (body: TPromotionBody) => apiCall<TPromotion>(BASE, { method: 'POST', body }),
  update: (id: string, body: TPromotionBody) => apiCall<TPromotion>(`${BASE}/${id}`, { method: 'PUT', body }),
  end: (id: string) => apiCall<TPromotion>(`${BASE}/${id}/end`, { method: 'POST' }),
  /** The chain's states and cities as the storefront's region pages list them (stores module). */
  regions: () => apiCall<{ regions: TRegion[] }>('stores/regions'),
}
