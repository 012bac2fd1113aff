import type { TDeliveryLocation } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { cartApi } from '../../lib/cart-api.ts'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { selectLocationCart, storeCart } from '../cart/index.ts'
import { confirmLocationChange, createSetupGroupOrder } from '../group-order/index.ts'
import { useTransferNotice } from '../order-control/index.ts'
import type { TDeliveryPoint } from './delivery-address-rules.ts'

export type TDeliveryExtras = { building: string; instructions: string }

/**
 * 'Start Order' on a delivering store (spec §4 Location selection, delivery): the basket for that
 * store (same, transferred, or new), then its delivery handoff with the address; the store becomes
 * current, the panel closes and its menu opens. On failure the location and basket are forgotten
 * and the server's message shown.
 */
export function useStartDelivery() {
  const navigate = useNavigate()
  const closePanel = usePanels((state) => state.closePanel)
  const reportTransfer = useTransferNotice((state) => state.report)
  const [error, setError] = useState<{ storeId: number; message: string } | null>(null)
  const isBusy = useRef(false)

  async function startDelivery(store: TDeliveryLocation, point: TDeliveryPoint, extras: TDeliveryExtras) {
    if (!store.available || store['Coming Soon']) {
      setError({ storeId: store.id, message: TEXTS.locationUnavailable(store.name) })
      return
    }
    if (isBusy.current) return
    // Spec §4: changing the place during a group order cancels (or leaves) it, once confirmed.
    if (!(await confirmLocationChange())) return
    isBusy.current = true
    setError(null)
    try {
      const { cart, transfer } = await selectLocationCart(store)
      // Spec §4: a group order being set up is created, then the basket's delivery handoff set.
      await createSetupGroupOrder({ ...cart, handoff: 'delivery' })
      storeCart(
        await cartApi.setDelivery(cart.id, {
          ...point,
          building: extras.building.trim(),
          instructions: extras.instructions.trim(),
          default: false,
          handoffMode: 'delivery',
        }),
      )
      useOrderContext.getState().setLocation(toCurrentLocation(store))
      const menuPath = `/menu/${store.menu_id}`
      if (transfer) reportTransfer({ ...transfer, storeName: store.name, path: menuPath })
      closePanel()
      navigate(menuPath)
    } catch (caught) {
      useOrderContext.getState().clearOrder()
      setError({
        storeId: store.id,
        message: caught instanceof Error ? caught.message : TEXTS.noDeliveryLocations,
      })
    } finally {
      isBusy.current = false
    }
  }

  return { startDelivery, error }
}
