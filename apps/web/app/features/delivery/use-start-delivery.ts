import type { TDeliveryLocation } from '@deli/contracts'
import { deliveryModeOf, TEXTS, takesOrders } from '@deli/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { cartApi } from '../../lib/cart-api.ts'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { BagKeptError, selectLocationCart, storeCart } from '../cart/index.ts'
import { confirmLocationChange, createSetupGroupOrder } from '../group-order/index.ts'
import { useTransferNotice } from '../order-control/index.ts'
import type { TDeliveryPoint } from './delivery-address-rules.ts'

export type TDeliveryExtras = { building: string; instructions: string }

/** One start at a time: the guard reads the mutation cache, which knows at once (a double click). */
const START_DELIVERY_KEY = ['start-delivery'] as const

type TStart = { store: TDeliveryLocation; point: TDeliveryPoint; extras: TDeliveryExtras }

/** The basket for the store (same, transferred or new) with its delivery handoff; answers what moved or was deleted. */
async function startAt({ store, point, extras }: TStart) {
  const { cart, transfer, deleted } = await selectLocationCart(store)
  // Spec §4: a group order being set up is created, then the basket's delivery handoff set.
  const handoffMode = deliveryModeOf(store.services)
  await createSetupGroupOrder({ ...cart, handoff: handoffMode })
  storeCart(
    await cartApi.setDelivery(cart.id, {
      ...point,
      building: extras.building.trim(),
      instructions: extras.instructions.trim(),
      default: false,
      handoffMode,
    }),
  )
  return { transfer, deleted }
}

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
  const client = useQueryClient()
  const starting = useMutation({ mutationKey: START_DELIVERY_KEY, mutationFn: startAt })

  async function startDelivery(store: TDeliveryLocation, point: TDeliveryPoint, extras: TDeliveryExtras) {
    if (!takesOrders(store)) {
      setError({ storeId: store.id, message: TEXTS.locationUnavailable(store.name) })
      return
    }
    if (client.isMutating({ mutationKey: START_DELIVERY_KEY }) > 0) return
    // Spec §4: changing the place during a group order cancels (or leaves) it, once confirmed.
    if (!(await confirmLocationChange())) return
    setError(null)
    try {
      const { transfer, deleted } = await starting.mutateAsync({ store, point, extras })
      useOrderContext.getState().setLocation(toCurrentLocation(store))
      const menuPath = `/menu/${store.menu_id}`
      if (transfer) reportTransfer({ ...transfer, storeName: store.name, path: menuPath })
      // No silent bag loss: what the guest agreed to delete is told once more on the new menu.
      if (deleted)
        reportTransfer({ removed: [], repriced: [], deleted, storeName: store.name, path: menuPath })
      closePanel()
      navigate(menuPath)
    } catch (caught) {
      // The guest kept their bag: nothing changed, nothing to say.
      if (caught instanceof BagKeptError) return
      useOrderContext.getState().clearOrder()
      setError({
        storeId: store.id,
        message: caught instanceof Error ? caught.message : TEXTS.noDeliveryLocations,
      })
    }
  }

  return { startDelivery, error }
}
