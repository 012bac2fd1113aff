import type {
  TCardToken,
  TKioskSubmitBody,
  TOrder,
  TPaymentConfig,
  TSubmitBody,
  TSubmitTrack,
  TTestCardBody,
} from '@deli/contracts'
import { apiCall } from './api-client.ts'

/** Headers of the submit call (spec §7): client_type, device_id, push_token; token only when present. */
export type TSubmitHeaders = {
  client_type: string
  device_id: string
  push_token?: string
  token?: string
}

const presentHeaders = (headers: TSubmitHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => typeof value === 'string' && value !== ''))

/** The payment configuration's query key: the checkout's server render fills it too (ADR 039). */
export const PAYMENT_CONFIG_KEY = ['payment-config'] as const

/** Browser calls of checkout (spec §7 submit and track, the payment adapter, orders). */
export const checkoutApi = {
  paymentConfig: (signal?: AbortSignal) => apiCall<TPaymentConfig>('payments/config', { signal }),
  /** The built-in test gateway tokenises a test card; only the token goes into the submission. */
  testCard: (body: TTestCardBody) => apiCall<TCardToken>('payments/test-cards', { method: 'POST', body }),
  /** POST /api/submit-background: outside the versioned base, as the spec writes it. */
  submit: (body: TSubmitBody, headers: TSubmitHeaders) =>
    apiCall<TSubmitTrack>('/api/submit-background', {
      method: 'POST',
      body,
      headers: presentHeaders(headers),
    }),
  track: (cartId: string, signal?: AbortSignal) =>
    apiCall<TSubmitTrack>(`carts/${cartId}/submit/track`, { signal }),
  order: (orderId: string, signal?: AbortSignal) => apiCall<TOrder>(`orders/${orderId}`, { signal }),
  /** A store kiosk's checkout (ADR 030): the guest's name and payment; tracked like any submission. */
  kioskSubmit: (body: TKioskSubmitBody) => apiCall<TSubmitTrack>('kiosk/submit', { method: 'POST', body }),
}
