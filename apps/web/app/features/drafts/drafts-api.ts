import type { TDraft, TDraftChangeBody, TDraftList } from '@deli/contracts'
import { apiCall } from '../../lib/api-client.ts'

const DRAFTS = 'staff/back-office/drafts'

/** The back office's draft calls (ADR 059), as the signed-in chain admin. */
export const draftsApi = {
  list: () => apiCall<TDraftList>(DRAFTS),
  create: (name: string) => apiCall<TDraft>(DRAFTS, { method: 'POST', body: { name } }),
  addChange: (id: string, change: TDraftChangeBody) =>
    apiCall<TDraft>(`${DRAFTS}/${id}/changes`, { method: 'POST', body: change }),
  publish: (id: string) =>
    apiCall<{ change_id: string; applied: number }>(`${DRAFTS}/${id}/publish`, { method: 'POST' }),
  discard: (id: string) => apiCall<TDraft>(`${DRAFTS}/${id}/discard`, { method: 'POST' }),
  /** Sets the preview cookie and answers the store's menu page. */
  preview: (id: string, storeId: number) =>
    apiCall<{ path: string }>(`${DRAFTS}/${id}/preview`, { method: 'POST', body: { store_id: storeId } }),
  endPreview: () => apiCall<{ ended: true }>(`${DRAFTS}/preview`, { method: 'DELETE' }),
}

export const DRAFTS_KEY = ['drafts'] as const
