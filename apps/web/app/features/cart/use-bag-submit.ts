import type { TCart, TUpsell } from '@deli/contracts'
import { isCartEmpty, submitLabel } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { cartApi } from '../../lib/cart-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { useSessionReady, useUser } from '../account/index.ts'
import { errorMessage, reportCartError } from './cart-expiry.ts'
import { CHECKOUT_PATH, checkoutSignInPath } from './cart-timeout.ts'
import { menuPath } from './menu-path.ts'
import { changeCart } from './use-cart.ts'

/**
 * The basket whose upsells the guest has been through ('No, Thanks'): its next submit goes straight
 * on. Going back to the bag or closing it is no answer, so the upsells come again next time.
 */
let upsellsAnsweredFor: string | null = null

/**
 * The bag's main button (spec §4 Cart submit flow). Empty: 'Browse Menu' goes to the menu (or
 * /locations) and closes. Otherwise 'Continue To Checkout' validates the basket on the server (its
 * message shown on failure: a full slot, a closed store…), then offers the upsells once, then goes
 * to /order/checkout when signed in, or to /account/signin (with the checkout notice and a way back
 * to /order/checkout) when not, and closes.
 */
export function useBagSubmit(cart: TCart | null) {
  const navigate = useNavigate()
  const location = useOrderContext((state) => state.location)
  const superCategory = useOrderContext((state) => state.superCategory)
  // Before the session is known, checkout's own loader tells a member from a guest.
  const user = useUser()
  const isGuest = useSessionReady() && user === null
  const [upsells, setUpsells] = useState<TUpsell[] | null>(null)
  const [error, setError] = useState('')
  // Validate the basket, then fetch its upsells unless the guest has answered them for this basket.
  const checking = useMutation({
    mutationFn: async () => {
      const validated = await changeCart((cartId) => cartApi.validate(cartId))
      if (upsellsAnsweredFor === validated.id) return []
      return (await cartApi.upsells(validated.id)).upsells
    },
  })
  const isEmpty = !cart || isCartEmpty(cart.products)

  function leave(to: string) {
    usePanels.getState().closePanel()
    setUpsells(null)
    navigate(to)
  }

  function goToCheckout() {
    if (cart) upsellsAnsweredFor = cart.id
    leave(isGuest ? checkoutSignInPath() : CHECKOUT_PATH)
  }

  async function submit() {
    if (isEmpty) return leave(menuPath(cart?.menu_id ?? location?.menu_id, superCategory))
    if (checking.isPending) return
    setError('')
    try {
      const offered = await checking.mutateAsync()
      if (offered.length > 0) return setUpsells(offered)
      goToCheckout()
    } catch (failure) {
      reportCartError(failure)
      setError(errorMessage(failure))
    }
  }

  return {
    label: submitLabel({ isEmpty, role: 'guest' }),
    submit,
    isPending: checking.isPending,
    error,
    clearError: () => setError(''),
    upsells,
    backToBag: () => setUpsells(null),
    goToCheckout,
  }
}

export type TBagSubmit = ReturnType<typeof useBagSubmit>
