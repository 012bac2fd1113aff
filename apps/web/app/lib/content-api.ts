import type { TFormReceipt, TFormSubmissionBody } from '@deli/contracts'
import { apiCall } from './api-client.ts'

/** Browser calls of the content API (ADR 026). */
export const contentApi = {
  submitForm: (formId: string, body: TFormSubmissionBody) =>
    apiCall<TFormReceipt>(`content/forms/${encodeURIComponent(formId)}`, { method: 'POST', body }),
}
