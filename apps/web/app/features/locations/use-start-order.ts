import type { TLocation } from '@deli/contracts'
import { handoffGroup, offeredHandoffs, TEXTS, takesOrders } from '@deli/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { cartApi } from '../../lib/cart-api.ts'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { BagKeptError, menuPath as menuPathFor, selectLocationCart, storeCart } from '../cart/index.ts'
import { confirmLocationChange, createSetupGroupOrder } from '../group-order/index.ts'
import { useTransferNotice } from '../order-control/index.ts'

/** One start at a time: the guard reads the mutation cache, which knows at once (a double click). */
const START_ORDER_KEY = ['start-order'] as const

/** The basket for the location (same, transferred or new), switched to pickup, and the transfer report. */
async function startAt(location: TLocation) {
  const { cart, transfer, deleted } = await selectLocationCart(location)
  const pickup = offeredHandoffs(location.services).find((mode) => handoffGroup(mode) === 'pickup')
  const current =
    handoffGroup(cart.handoff) === 'delivery' && pickup
      ? storeCart(await cartApi.setHandoff(cart.id, pickup))
      : cart
  return { current, transfer, deleted }
}

/**
 * Location selection for pickup (spec §4): an available store that is not 'Coming Soon' gets the
 * basket (the same one, transferred, or abandoned and created anew), becomes the current location and
 * its menu opens (its catering menu while catering is the menu type browsed); a delivery basket
 * switches to the store's first pickup type. A transfer that removed or repriced items is reported
 * once on the menu. Otherwise '{name} is currently unavailable, please check back later.', or the
 * server's message when a step fails.
 */
export function useStartOrder() {
  const navigate = useNavigate()
  const setLocation = useOrderContext((state) => state.setLocation)
  const reportTransfer = useTransferNotice((state) => state.report)
  const [error, setError] = useState<{ storeId: number; message: string } | null>(null)
  const client = useQueryClient()
  const starting = useMutation({ mutationKey: START_ORDER_KEY, mutationFn: startAt })
  const startOrder = async (location: TLocation) => {
    if (!takesOrders(location)) {
      setError({ storeId: location.id, message: TEXTS.locationUnavailable(location.name) })
      return
    }
    if (client.isMutating({ mutationKey: START_ORDER_KEY }) > 0) return
    // Spec §4: another store during a group order cancels (or leaves) it, once confirmed.
    const place = useOrderContext.getState().location
    if (place?.menu_id !== location.menu_id && !(await confirmLocationChange())) return
    setError(null)
    try {
      const { current, transfer, deleted } = await starting.mutateAsync(location)
      setLocation(toCurrentLocation(location))
      // Spec §4: a group order being set up becomes one at this store.
      await createSetupGroupOrder(current)
      const menuPath = `/menu/${location.menu_id}`
      if (transfer) reportTransfer({ ...transfer, storeName: location.name, path: menuPath })
      // No silent bag loss: what the guest agreed to delete is told once more on the new menu.
      if (deleted)
        reportTransfer({ removed: [], repriced: [], deleted, storeName: location.name, path: menuPath })
      // The menu type being browsed carries on: the catering chooser's store opens its catering menu.
      navigate(menuPathFor(location.menu_id, useOrderContext.getState().superCategory))
    } catch (caught) {
      // The guest kept their bag: nothing changed, nothing to say.
      if (caught instanceof BagKeptError) return
      setError({
        storeId: location.id,
        message: caught instanceof Error ? caught.message : TEXTS.locationUnavailable(location.name),
      })
    }
  }
  return { startOrder, error }
}
