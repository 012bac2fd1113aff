import type { TOrder, TReorder } from '@deli/contracts'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { cartApi } from '../../lib/cart-api.ts'
import { memberApi } from '../../lib/member-api.ts'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { storeCart } from '../cart/index.ts'
import { fetchLocationByMenu } from '../order-control/index.ts'

export type TReorderReport = { storeName: string; removed: TReorder['removed'] }

/**
 * Re-order (spec §4): POST orders {id} creates a new basket at the order's store; when that store is
 * not the current location it becomes current (and its menu with it); the basket id is stored, the
 * previous basket abandoned, the Order Summary modal closes and the bag opens. Items the store no
 * longer sells come back in the report; a failure's message is kept as the error.
 */
export function useReorder(onDone: () => void) {
  const [pendingId, setPendingId] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [report, setReport] = useState<TReorderReport | null>(null)

  async function reorder(order: TOrder) {
    if (pendingId) return
    setPendingId(order.id)
    setError('')
    try {
      const { cart, removed } = await memberApi.reorder(order.id)
      const context = useOrderContext.getState()
      let storeName = context.location?.name ?? ''
      if (context.location?.menu_id !== cart.menu_id) {
        const location = await fetchLocationByMenu(cart.menu_id)
        context.setLocation(toCurrentLocation(location))
        storeName = location.name
      }
      const previous = context.cartId
      storeCart(cart)
      if (previous && previous !== cart.id) void cartApi.abandon(previous).catch(() => undefined)
      setReport(removed.length > 0 ? { storeName, removed } : null)
      onDone()
      usePanels.getState().openPanel('bag')
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.')
    } finally {
      setPendingId(null)
    }
  }

  return { reorder, pendingId, error, report, dismissReport: () => setReport(null) }
}
