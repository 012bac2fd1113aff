import type { TDeliveryLocation } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { useRef, useState } from 'react'
import { cartApi } from '../../lib/cart-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import type { TSearchPoint } from '../locations/index.ts'
import { type TDeliveryPoint, toDeliveryPoint } from './delivery-address-rules.ts'

/**
 * The delivery search (spec §4, §5): a chosen place with full details is searched with
 * PUT stores/for-delivery-address (stores whose zone contains it, at most 3); a place without them
 * says 'No details available for the selected location.'; a failed search shows the server message.
 */
export function useDeliverySearch() {
  const [point, setPoint] = useState<TDeliveryPoint | null>(null)
  const [results, setResults] = useState<TDeliveryLocation[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [isSearching, setSearching] = useState(false)
  const latest = useRef(0)

  async function search(next: TDeliveryPoint) {
    const ticket = ++latest.current
    setPoint(next)
    setResults(null)
    setError(null)
    setSearching(true)
    try {
      // Spec §5: a split-payment group order being set up keeps only stores offering groupsplitpay.
      const isSplit = useOrderContext.getState().groupSetup?.payment_type === 'split'
      const { locations } = await cartApi.deliveryStores({ ...next, splitPayment: isSplit })
      if (ticket === latest.current) setResults(locations)
      if (ticket === latest.current && isSplit && locations.length === 0) setError(TEXTS.noSplitPayLocations)
    } catch (caught) {
      if (ticket === latest.current)
        setError(caught instanceof Error ? caught.message : TEXTS.noDeliveryLocations)
    } finally {
      if (ticket === latest.current) setSearching(false)
    }
  }

  /** Searches a chosen place; false when it lacks the details a delivery needs. */
  function choosePlace(place: TSearchPoint): boolean {
    const next = toDeliveryPoint(place.details)
    if (next) {
      void search(next)
      return true
    }
    latest.current++
    setPoint(null)
    setResults(null)
    setError(TEXTS.noDetails)
    return false
  }

  return { point, results, error, isSearching, search, choosePlace }
}
