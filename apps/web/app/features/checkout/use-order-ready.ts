import { isBasketId } from '@deli/contracts/constants'
import { useEffect, useState } from 'react'
import { useOrderContext } from '../../lib/order-context.ts'

/**
 * True once the order context (basket id, location) is restored from localStorage: before that a
 * missing basket means "not read yet", not "empty". A basket id handed over by the mobile app
 * (/app/checkout?basket={id}) becomes the current one first.
 */
export function useOrderReady(handedOverBasket: string | null = null): boolean {
  const [isReady, setReady] = useState(false)
  useEffect(() => {
    const ready = () => {
      if (isBasketId(handedOverBasket)) useOrderContext.getState().setCartId(handedOverBasket)
      setReady(true)
    }
    if (useOrderContext.persist.hasHydrated()) ready()
    else return useOrderContext.persist.onFinishHydration(ready)
  }, [handedOverBasket])
  return isReady
}
