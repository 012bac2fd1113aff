import type { TCart, TLocation, TPaymentConfig, TUser } from '@deli/contracts'
import { BASKET_COOKIE, isBasketId } from '@deli/contracts/constants'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { parseCookie } from 'cookie'
import { apiDataOrNull, type TServerArgs } from '../../lib/api.server.ts'
import { PAYMENT_CONFIG_KEY } from '../../lib/checkout-api.ts'
import { locationByMenuKey } from '../../lib/location-by-menu.ts'
import { cartQueryKey } from '../cart/index.ts'
import { requireCheckoutMember } from './checkout-member.server.ts'
import type { TCheckoutStart } from './checkout-page.tsx'

/**
 * The basket to render: the one the mobile app hands over in the URL, else the browser's copy of the
 * order context's (the basket cookie). It is read with the visitor's own cookies, so only their
 * session's basket is ever found; none found, and the page renders as before (its form after
 * hydration).
 */
export async function loadCheckoutStart(
  args: TServerArgs,
  handedOver: string | null = null,
): Promise<TCheckoutStart | null> {
  const fromCookie = parseCookie(args.request.headers.get('cookie') ?? '')[BASKET_COOKIE]
  const cartId = isBasketId(handedOver) ? handedOver : isBasketId(fromCookie) ? fromCookie : null
  if (!cartId) return null
  const [cart, config] = await Promise.all([
    apiDataOrNull<TCart>(`carts/${cartId}`, args),
    apiDataOrNull<TPaymentConfig>('payments/config', args),
  ])
  if (!cart) return null
  const store = await apiDataOrNull<TLocation>(`locations/${cart.menu_id}?byMenuId=true`, args)
  const queries = new QueryClient()
  queries.setQueryData(cartQueryKey(cartId), cart)
  if (config) queries.setQueryData(PAYMENT_CONFIG_KEY, config)
  if (store) queries.setQueryData(locationByMenuKey(cart.menu_id), store)
  return { cartId, queries: dehydrate(queries) }
}

/** A member's checkout: the sign-in check (guests are sent to sign in) and the basket, side by side. */
export async function loadMemberCheckout(
  args: TServerArgs,
  back: string,
  handedOver: string | null = null,
): Promise<{ user: TUser; start: TCheckoutStart | null }> {
  const [user, start] = await Promise.all([
    requireCheckoutMember(args, back),
    loadCheckoutStart(args, handedOver),
  ])
  return { user, start }
}

/** The mobile app's checkouts (/app/checkout, /app/testcheckout): the basket handed over as ?basket=. */
export function loadAppCheckout(args: TServerArgs) {
  const url = new URL(args.request.url)
  return loadMemberCheckout(args, `${url.pathname}${url.search}`, url.searchParams.get('basket'))
}
