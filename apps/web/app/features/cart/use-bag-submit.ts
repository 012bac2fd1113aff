import type { TCart, TUpsell } from '@deli/contracts'
import { isCartEmpty, submitLabel, TEXTS } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { cartApi } from '../../lib/cart-api.ts'
import { groupOrderApi } from '../../lib/group-order-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { useKiosk } from '../../lib/site-config.tsx'
import { useSessionReady, useUser } from '../account/index.ts'
import { useGroupPopups, useGroupRole } from '../group-order/index.ts'
import { errorMessage, reportCartError } from './cart-expiry.ts'
import { CHECKOUT_PATH, checkoutSignInPath } from './cart-timeout.ts'
import { menuPath } from './menu-path.ts'
import { changeCart } from './use-cart.ts'

/**
 * The bag's main button (spec §4 Cart submit flow). Empty: 'Browse Menu' goes to the menu (or
 * /locations) and closes. Otherwise 'Continue To Checkout' validates the basket on the server (its
 * message shown on failure: a full slot, a closed store…), then shows the upsells once per bag, then goes
 * to /order/checkout when signed in, or to /account/signin (with the checkout notice and a way back
 * to /order/checkout) when not, and closes.
 */
/**
 * What a refusal of the server was about: the basket's lines, handoff, time and subtotal. Once the
 * basket changes (another item lifts it over the delivery minimum), the refusal no longer stands.
 */
function basketKey(cart: TCart | null): string {
  if (!cart) return ''
  const lines = cart.products.map((line) => [line.id, line.quantity])
  return JSON.stringify([cart.id, cart.handoff, cart.time, cart.totals.subtotal, lines])
}

export function useBagSubmit(cart: TCart | null) {
  const navigate = useNavigate()
  const location = useOrderContext((state) => state.location)
  const superCategory = useOrderContext((state) => state.superCategory)
  // Before the session is known, checkout's own loader tells a member from a guest.
  const user = useUser()
  // A store kiosk's guests check out without an account (ADR 030).
  const isKiosk = useKiosk() !== null
  const isGuest = useSessionReady() && user === null && !isKiosk
  const [upsells, setUpsells] = useState<TUpsell[] | null>(null)
  const [refusal, setRefusal] = useState<{ message: string; basket: string } | null>(null)
  const setError = (message: string) => setRefusal(message ? { message, basket: basketKey(cart) } : null)
  // A refusal of an earlier basket is not shown: the message follows the basket.
  const error = refusal && refusal.basket === basketKey(cart) ? refusal.message : ''
  /** The host's 'Check in with your group members' step before checkout (spec §4). */
  const [isCheckInShown, setCheckInShown] = useState(false)
  const { group, cartRole, paymentType } = useGroupRole()
  /**
   * A host-pays participant hands their selections to the host ('submitted'); anyone else validates
   * the basket, then gets its upsells unless answered for this basket (never for a group's, spec §4).
   */
  const checking = useMutation({
    mutationFn: async (): Promise<TUpsell[] | 'submitted'> => {
      if (group && cartRole === 'participant' && paymentType === 'host') {
        await groupOrderApi.submit(group.id)
        return 'submitted'
      }
      const validated = await changeCart((cartId) => cartApi.validate(cartId))
      // Spec §4: upsells 'if any exist and are not yet shown': once per bag, remembered across reloads.
      if (group || useOrderContext.getState().upsellsShownFor === validated.id) return []
      const { upsells: offered } = await cartApi.upsells(validated.id)
      if (offered.length > 0) useOrderContext.getState().setUpsellsShownFor(validated.id)
      return offered
    },
  })
  const isEmpty = !cart || isCartEmpty(cart.products)

  function leave(to: string) {
    usePanels.getState().closePanel()
    setUpsells(null)
    navigate(to)
  }

  function goToCheckout() {
    leave(isGuest ? checkoutSignInPath() : CHECKOUT_PATH)
  }

  async function submit() {
    if (isEmpty) return leave(menuPath(cart?.menu_id ?? location?.menu_id, superCategory))
    if (checking.isPending) return
    if (group && cartRole === 'host' && !isCheckInShown) return setCheckInShown(true)
    setError('')
    try {
      const outcome = await checking.mutateAsync()
      if (outcome === 'submitted') {
        // A host-pays participant's selections are done: the host is told, the bag closes (spec §4).
        usePanels.getState().closePanel()
        if (group) useGroupPopups.getState().show({ kind: 'added', host: group.hostfullname })
        return
      }
      if (outcome.length > 0) return setUpsells(outcome)
      goToCheckout()
    } catch (failure) {
      reportCartError(failure)
      setError(errorMessage(failure))
    }
  }

  return {
    label: isCheckInShown
      ? TEXTS.hostContinueToCheckout
      : submitLabel({ isEmpty, role: cartRole, paymentType }),
    isCheckInShown,
    hideCheckIn: () => setCheckInShown(false),
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
