import { useEffect, useState } from 'react'
import { useOrderContext } from '../../lib/order-context.ts'
import { ensureMenuCart, useCart } from '../cart/index.ts'

/**
 * The basket whose time is being chosen. A guest with a location but no basket yet (a shared menu
 * link, or a select-time link) gets one for that location, so there is a time to set.
 */
export function useLocationCart() {
  const location = useOrderContext((state) => state.location)
  const { cart, cartId, query } = useCart()
  const [error, setError] = useState<string | null>(null)
  const menuId = cartId === null ? (location?.menu_id ?? null) : null
  useEffect(() => {
    if (menuId === null || !useOrderContext.persist.hasHydrated()) return
    setError(null)
    ensureMenuCart(menuId).catch((caught: unknown) =>
      setError(caught instanceof Error ? caught.message : 'We could not start your order.'),
    )
  }, [menuId])
  const isLoading = (cartId !== null && query.isPending) || (menuId !== null && error === null)
  return { cart, isLoading, error }
}
