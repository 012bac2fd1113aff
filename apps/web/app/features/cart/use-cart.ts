import type { TCart } from '@deli/contracts'
import { QUOTE_REFRESH_MS } from '@deli/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { cartApi } from '../../lib/cart-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { getQueryClient } from '../../lib/query-client.ts'

export const cartQueryKey = (cartId: string | null) => ['cart', cartId] as const

/** Puts a basket the server answered into the cache and remembers its id. */
export function storeCart(cart: TCart): TCart {
  getQueryClient().setQueryData(cartQueryKey(cart.id), cart)
  if (useOrderContext.getState().cartId !== cart.id) useOrderContext.getState().setCartId(cart.id)
  return cart
}

/**
 * Forgets a basket that is done with (submitted as an order): its id leaves the order context when it
 * is the current one, and its cached copy leaves the bag cache. The location stays.
 */
export function forgetCart(cartId: string): void {
  if (useOrderContext.getState().cartId === cartId) useOrderContext.getState().setCartId(null)
  getQueryClient().removeQueries({ queryKey: cartQueryKey(cartId) })
}

/** True when the server says the basket is gone for good (another session's, abandoned, timed out). */
export const isCartGone = (error: unknown) =>
  error instanceof ApiError && (error.code === 'CART_NOT_FOUND' || error.code === 'CART_EXPIRED')

/** How long a 'not found' basket read waits before its second look. */
export const SECOND_LOOK_MS = 400

/** True when the server says this session has no such basket (404 CART_NOT_FOUND). */
export const isCartNotFound = (error: unknown) => error instanceof ApiError && error.code === 'CART_NOT_FOUND'

/**
 * How a basket is read (TanStack Query options), looking twice before believing it is gone: signing
 * in re-keys the session, so a read that left with the old cookie while the sign-in was answered
 * comes back 404 though the basket is there. The second look (the query's one retry) carries
 * whatever cookie the browser holds by then; any other failure is not retried.
 */
export const cartQuery = (cartId: string | null) =>
  queryOptions({
    queryKey: cartQueryKey(cartId),
    queryFn: ({ signal }) => cartApi.get(cartId as string, signal),
    retry: (failureCount, error) => failureCount < 1 && isCartNotFound(error),
    retryDelay: SECOND_LOOK_MS,
  })

/**
 * The current basket from the server (TanStack Query). A basket the server no longer knows is
 * forgotten; a timed-out one is handled by the session rules (features/cart/cart-session.tsx).
 */
export function useCart() {
  const cartId = useOrderContext((state) => state.cartId)
  const query = useQuery({ ...cartQuery(cartId), enabled: cartId !== null })
  const gone = isCartNotFound(query.error)
  useEffect(() => {
    if (gone && useOrderContext.getState().cartId === cartId) useOrderContext.getState().setCartId(null)
  }, [gone, cartId])
  return { cart: cartId ? (query.data ?? null) : null, cartId, query }
}

/** True for a basket with items whose order time is an ASAP quote (which the kitchen's load moves). */
export const isQuotedAsap = (cart: TCart | undefined) =>
  cart !== undefined && cart.time.mode === 'asap' && cart.time.asapAvailable && cart.products.length > 0

/**
 * Keeps an ASAP basket's quote current while the guest shops (ADR 065): the basket query reads the
 * basket again every QUOTE_REFRESH_MS while its time is an ASAP quote (not in a hidden tab, TanStack
 * Query's default), so 'Ready around 12:40' follows the kitchen's load without a reload. A read never
 * touches the basket (its reset time stays). Mounted once, with the session rules (CartSession).
 */
export function useQuoteRefresh() {
  const cartId = useOrderContext((state) => state.cartId)
  useQuery({
    ...cartQuery(cartId),
    enabled: cartId !== null,
    refetchInterval: (query) => (isQuotedAsap(query.state.data) ? QUOTE_REFRESH_MS : false),
  })
}

/** Runs a change of the current basket on the server and stores the answer. */
export async function changeCart(change: (cartId: string) => Promise<TCart>): Promise<TCart> {
  const cartId = useOrderContext.getState().cartId
  if (!cartId)
    throw new ApiError('There is no basket yet. Choose a location to start an order.', 'CART_NOT_FOUND', 404)
  return storeCart(await change(cartId))
}
