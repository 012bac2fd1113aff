import { KIOSK_APP_NAME } from '@deli/contracts/constants'
import type { TStoreRow } from '../stores/index.ts'
import { keepValidTime } from './keep-valid-time.ts'
import type { TCartRow, TSalesChannel } from './tables.ts'

/**
 * Where a basket is opened (ADR 061): the storefront's client (or none: the storefront's server),
 * a store kiosk's client, or any other client (a native app). The client is the API key's, checked.
 */
export function salesChannelOf(apiClient: string | undefined, webAppName: string): TSalesChannel {
  if (apiClient === undefined || apiClient === webAppName) return 'web'
  return apiClient === KIOSK_APP_NAME ? 'kiosk' : 'app'
}

/**
 * The basket's channel after its lines changed: catering when it was opened as catering or holds a
 * catering product. Entering catering drops an order time the catering rules refuse (ASAP, or a
 * slot sooner than 2 days ahead): the guest must choose a time again.
 */
export function channelUpdates(
  cart: TCartRow,
  store: TStoreRow,
  hasCateringLine: boolean,
  now: Date,
): Partial<TCartRow> {
  const channel = cart.baseChannel === 'catering' || hasCateringLine ? 'catering' : 'mealtime'
  if (channel === cart.channel) return {}
  if (channel === 'mealtime') return { channel }
  if (cart.timeMode === 'asap' || !cart.wantedAt) return { channel, timeMode: 'advance', wantedAt: null }
  return keepValidTime(cart, store, { channel }, now)
}
