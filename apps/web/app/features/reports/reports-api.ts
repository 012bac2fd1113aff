import type {
  TChannelsReport,
  TGuestsReport,
  THeldItemsReport,
  TItemsReport,
  TKitchenReport,
  TOrderMixReport,
  TSalesReport,
} from '@deli/contracts'
import { apiCall } from '../../lib/api-client.ts'

/** The reports' calls (ADR 064), with the staff session. */
export const reportsApi = {
  sales: (query: string) => apiCall<TSalesReport>(`staff/reports/sales?${query}`),
  items: (query: string) => apiCall<TItemsReport>(`staff/reports/items?${query}`),
  channels: (query: string) => apiCall<TChannelsReport>(`staff/reports/channels?${query}`),
  orderMix: (query: string) => apiCall<TOrderMixReport>(`staff/reports/order-mix?${query}`),
  guests: (query: string) => apiCall<TGuestsReport>(`staff/reports/guests?${query}`),
  kitchen: (query: string) => apiCall<TKitchenReport>(`staff/reports/kitchen?${query}`),
  heldItems: (query: string) => apiCall<THeldItemsReport>(`staff/reports/held-items?${query}`),
}
