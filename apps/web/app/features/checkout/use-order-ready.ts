import { useEffect, useState } from 'react'
import { useOrderContext } from '../../lib/order-context.ts'

/** A basket id handed over in the URL: a UUID, else ignored. */
const isBasketId = (value: string | null): value is string =>
  value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

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
