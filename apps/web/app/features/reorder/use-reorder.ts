import type { TOrder, TReorder } from '@deli/contracts'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { cartApi } from '../../lib/cart-api.ts'
import { memberApi } from '../../lib/member-api.ts'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { storeCart } from '../cart/index.ts'
import { fetchLocationByMenu } from '../order-control/index.ts'

export type TReorderReport = { storeName: string; removed: TReorder['removed'] }

/** POST orders {id}, then the order's store becomes current and the new basket is stored. */
async function reorderAt(order: TOrder): Promise<TReorderReport> {
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
  return { storeName, removed }
}

/**
 * Re-order (spec §4): POST orders {id} creates a new basket at the order's store; when that store is
 * not the current location it becomes current (and its menu with it); the basket id is stored, the
 * previous basket abandoned, the Order Summary modal closes and the bag opens. Items the store no
 * longer sells come back in the report; a failure's message is kept as the error.
 */
export function useReorder(onDone: () => void = () => undefined) {
  // The mutation's variables name the order being re-ordered while it runs.
  const reordering = useMutation({ mutationFn: reorderAt })
  const pendingId = reordering.isPending ? (reordering.variables?.id ?? null) : null
  const [error, setError] = useState('')
  const [report, setReport] = useState<TReorderReport | null>(null)

  async function reorder(order: TOrder) {
    if (reordering.isPending) return
    setError('')
    try {
      const done = await reordering.mutateAsync(order)
      setReport(done.removed.length > 0 ? done : null)
      onDone()
      usePanels.getState().openPanel('bag')
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.')
    }
  }

  return { reorder, pendingId, error, report, dismissReport: () => setReport(null) }
}
