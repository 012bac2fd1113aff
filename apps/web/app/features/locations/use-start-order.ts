import type { TLocation } from '@deli/contracts'
import { handoffGroup, offeredHandoffs, TEXTS } from '@deli/domain'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { cartApi } from '../../lib/cart-api.ts'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { selectLocationCart, storeCart } from '../cart/index.ts'
import { confirmLocationChange, createSetupGroupOrder } from '../group-order/index.ts'
import { useTransferNotice } from '../order-control/index.ts'

/**
 * Location selection for pickup (spec §4): an available store that is not 'Coming Soon' gets the
 * basket (the same one, transferred, or abandoned and created anew), becomes the current location and
 * its menu opens; a delivery basket switches to the store's first pickup type. A transfer that removed
 * or repriced items is reported once on the menu. Otherwise '{name} is currently unavailable, please
 * check back later.', or the server's message when a step fails.
 */
export function useStartOrder() {
  const navigate = useNavigate()
  const setLocation = useOrderContext((state) => state.setLocation)
  const reportTransfer = useTransferNotice((state) => state.report)
  const [error, setError] = useState<{ storeId: number; message: string } | null>(null)
  const isBusy = useRef(false)
  const startOrder = async (location: TLocation) => {
    if (!location.available || location['Coming Soon']) {
      setError({ storeId: location.id, message: TEXTS.locationUnavailable(location.name) })
      return
    }
    if (isBusy.current) return
    // Spec §4: another store during a group order cancels (or leaves) it, once confirmed.
    const place = useOrderContext.getState().location
    if (place?.menu_id !== location.menu_id && !(await confirmLocationChange())) return
    isBusy.current = true
    setError(null)
    try {
      const { cart, transfer } = await selectLocationCart(location)
      const pickup = offeredHandoffs(location.services).find((mode) => handoffGroup(mode) === 'pickup')
      const current =
        handoffGroup(cart.handoff) === 'delivery' && pickup
          ? storeCart(await cartApi.setHandoff(cart.id, pickup))
          : cart
      setLocation(toCurrentLocation(location))
      // Spec §4: a group order being set up becomes one at this store.
      await createSetupGroupOrder(current)
      const menuPath = `/menu/${location.menu_id}`
      if (transfer) reportTransfer({ ...transfer, storeName: location.name, path: menuPath })
      navigate(menuPath)
    } catch (caught) {
      setError({
        storeId: location.id,
        message: caught instanceof Error ? caught.message : TEXTS.locationUnavailable(location.name),
      })
    } finally {
      isBusy.current = false
    }
  }
  return { startOrder, error }
}
