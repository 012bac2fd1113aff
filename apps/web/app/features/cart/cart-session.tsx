import { TEXTS } from '@deli/domain'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { cartApi } from '../../lib/cart-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { BagNotice } from './bag-notice.tsx'
import { dismissTimedOutMessage, showTimedOutMessage, useCartExpiry } from './cart-expiry.ts'
import { hasResetPassed, isExpiredCode, msUntilReset, timeoutPlan } from './cart-timeout.ts'
import { cartQueryKey, useCart, useQuoteRefresh } from './use-cart.ts'

/**
 * Session rules of spec §4: when the basket's reset time passes (or the server answers
 * CART_EXPIRED), the basket is abandoned and the order (basket, location, menu) cleared; on
 * /order/checkout the guest goes home and sees 'Your basket timed out, please recreate your order'
 * a second later, anywhere else at once. Keeps an ASAP quote current (`useQuoteRefresh`). Mounted
 * once, with the bag.
 */
export function CartSession() {
  const { cart, cartId, query } = useCart()
  useQuoteRefresh()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const signalled = useCartExpiry((state) => state.signalled)
  const isMessageShown = useCartExpiry((state) => state.isMessageShown)
  const [rearm, setRearm] = useState(0)

  const expire = useEffectEvent((expiredId: string) => {
    const order = useOrderContext.getState()
    if (order.cartId !== expiredId) return
    void cartApi.abandon(expiredId).catch(() => undefined)
    order.clearOrder()
    getQueryClient().removeQueries({ queryKey: cartQueryKey(expiredId) })
    usePanels.getState().closePanel()
    const plan = timeoutPlan(pathname)
    if (plan.goHome) navigate('/')
    showTimedOutMessage(plan.alertDelayMs)
  })

  const reset = cart?.reset
  useEffect(() => {
    if (!cartId || !reset || rearm < 0) return
    const wait = msUntilReset(reset, Date.now())
    if (wait === null) return
    const timer = window.setTimeout(() => {
      if (hasResetPassed(reset, Date.now())) expire(cartId)
      else setRearm((count) => count + 1)
    }, wait)
    return () => window.clearTimeout(timer)
  }, [cartId, reset, rearm])

  const expiredByServer = query.error instanceof ApiError && isExpiredCode(query.error.code)
  const handledSignal = useRef(0)
  useEffect(() => {
    const isNewSignal = signalled > handledSignal.current
    handledSignal.current = signalled
    if (cartId && (expiredByServer || isNewSignal)) expire(cartId)
  }, [cartId, expiredByServer, signalled])

  if (!isMessageShown) return null
  return (
    <BagNotice placement="page" onDismiss={dismissTimedOutMessage}>
      <p>{TEXTS.basketTimedOut}</p>
    </BagNotice>
  )
}
