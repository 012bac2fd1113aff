import { TEXTS } from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { cartApi } from '../../lib/cart-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import type { TSearchPoint } from '../locations/index.ts'
import { placePrecisionNote, type TDeliveryPoint, toDeliveryPoint } from './delivery-address-rules.ts'

/**
 * The delivery search (spec §4, §5): a chosen place with full details is searched with
 * PUT stores/for-delivery-address (stores whose zone contains it, at most 3); a place without them
 * says 'No details available for the selected location.'; a failed search shows the server message.
 */
export function useDeliverySearch() {
  const [point, setPoint] = useState<TDeliveryPoint | null>(null)
  const [detailsError, setDetailsError] = useState<string | null>(null)
  // Where the offline gazetteer placed the chosen address (null for a saved or exactly located one).
  const [precisionNote, setPrecisionNote] = useState<string | null>(null)
  // Spec §5: a split-payment group order being set up keeps only stores offering groupsplitpay.
  const isSplit = useOrderContext((state) => state.groupSetup?.payment_type === 'split')
  // Each search asks the server afresh (staleTime 0); a newer point's answer replaces an older one's.
  const stores = useQuery({
    queryKey: ['delivery-stores', point, isSplit] as const,
    queryFn: () => cartApi.deliveryStores({ ...(point as TDeliveryPoint), splitPayment: isSplit }),
    enabled: point !== null,
    staleTime: 0,
  })
  const failure = stores.error
  const noSplitPayStore = isSplit && stores.data?.locations.length === 0
  const error =
    detailsError ??
    (failure
      ? failure instanceof Error
        ? failure.message
        : TEXTS.noDeliveryLocations
      : noSplitPayStore
        ? TEXTS.noSplitPayLocations
        : null)

  function search(next: TDeliveryPoint, note: string | null = null) {
    setDetailsError(null)
    setPrecisionNote(note)
    setPoint(next)
  }

  /** Searches a chosen place; false when it lacks the details a delivery needs. */
  function choosePlace(place: TSearchPoint): boolean {
    const next = toDeliveryPoint(place.details)
    if (next) {
      search(next, placePrecisionNote(place.details))
      return true
    }
    setPoint(null)
    setPrecisionNote(null)
    setDetailsError(TEXTS.noDetails)
    return false
  }

  return {
    point,
    results: point && stores.data ? stores.data.locations : null,
    error,
    precisionNote,
    isSearching: stores.isFetching,
    search,
    choosePlace,
  }
}
