import type { THandoffMode } from '@deli/contracts'
import { AppError } from '../../platform/errors.ts'
import type { TStoreRow } from './tables.ts'

/** A handoff the store does not offer: 422 HANDOFF_UNAVAILABLE naming the store (baskets, hours edits). */
export function assertHandoffOffered(store: TStoreRow, mode: THandoffMode): void {
  if (!store.services[mode]) {
    throw new AppError(422, 'HANDOFF_UNAVAILABLE', `${store.name} does not offer ${mode} orders.`, {
      handoffMode: 'This store does not offer this order type.',
    })
  }
}
