import type { THandoffMode } from '@deli/contracts'
import { handoffGroup, handoffTypes, offeredHandoffs, type THandoffGroup } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { cartApi } from '../../lib/cart-api.ts'
import { fetchLocationByMenu, useLocationByMenu } from '../../lib/location-by-menu.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { changeCart, useCart } from '../cart/index.ts'

const messageOf = (caught: unknown) =>
  caught instanceof Error ? caught.message : 'We could not change how you get your order.'

/**
 * Handoff choice (spec §4): Delivery (delivery, dispatch) opens the delivery panel; Pickup switches a
 * delivery basket to the first pickup-group mode its store offers, or, with no order yet, goes to the
 * pickup location list. `onLeave` runs before the guest is taken elsewhere (a drawer closes itself);
 * `onPickup` after a basket switched to pickup.
 */
export function useHandoff(options: { onLeave?: () => void; onPickup?: () => void } = {}) {
  const { onLeave, onPickup } = options
  const { cart } = useCart()
  const location = useOrderContext((state) => state.location)
  const openPanel = usePanels((state) => state.openPanel)
  const closePanel = usePanels((state) => state.closePanel)
  const navigate = useNavigate()
  const store = useLocationByMenu(cart?.menu_id ?? location?.menu_id).data
  const [error, setError] = useState<string | null>(null)
  // One handoff change at a time; its variables are the pickup type being saved (shown at once).
  const saving = useMutation({
    mutationFn: async (change: { mode?: THandoffMode; run: () => Promise<unknown> }) => change.run(),
  })

  const group: THandoffGroup | null = cart ? handoffGroup(cart.handoff) : location ? 'pickup' : null

  async function run(change: () => Promise<unknown>, mode?: THandoffMode) {
    setError(null)
    try {
      await saving.mutateAsync({ mode, run: change })
    } catch (caught) {
      setError(messageOf(caught))
    }
  }

  const chooseDelivery = () => {
    setError(null)
    onLeave?.()
    openPanel('delivery')
  }

  const choosePickup = () => {
    // Already pickup: from the delivery panel, Pickup goes back to the order's pickup settings.
    if (group === 'pickup') return onPickup?.()
    if (!cart) {
      onLeave?.()
      closePanel()
      navigate('/locations')
      return
    }
    return run(async () => {
      const services = (store ?? (await fetchLocationByMenu(cart.menu_id))).services
      const mode = offeredHandoffs(services).find((offered) => handoffGroup(offered) === 'pickup')
      if (!mode)
        throw new Error(`${store?.name ?? 'This store'} does not offer pickup. Change Location to pick up.`)
      await changeCart((cartId) => cartApi.setHandoff(cartId, mode))
      onPickup?.()
    })
  }

  /** The types of the basket's group this store offers (drive-thru, dispatch included), for the type selector. */
  const typesOffered = store && group ? handoffTypes(group, store.services) : []

  /** The chosen type shows at once; it falls back to the basket's if the change fails. */
  const chooseHandoffType = async (mode: THandoffMode) => {
    if (!cart || cart.handoff === mode) return
    await run(() => changeCart((cartId) => cartApi.setHandoff(cartId, mode)), mode)
  }

  return {
    cart,
    group,
    error,
    isSaving: saving.isPending,
    chooseDelivery,
    choosePickup,
    handoffTypes: typesOffered,
    handoffType: (saving.isPending ? saving.variables?.mode : undefined) ?? cart?.handoff ?? null,
    chooseHandoffType,
  }
}
