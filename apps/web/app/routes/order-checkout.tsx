import { CHECKOUT_PATH } from '../features/cart/index.ts'
import { loadCheckoutStart, loadMemberCheckout } from '../features/checkout/index.server.ts'
import { CheckoutPage } from '../features/checkout/index.ts'
import { findKiosk } from '../lib/kiosk.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/order-checkout'

/**
 * /order/checkout (route name order-checkout): signed-in members only; guests are sent to sign in.
 * A store kiosk (ADR 030) checks its guests out without an account. Either way the server renders
 * the basket the browser's cookie names (ADR 039).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const args = { request, context }
  if (await findKiosk(args)) return { user: null, start: await loadCheckoutStart(args) }
  return loadMemberCheckout(args, CHECKOUT_PATH)
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Checkout')

export default function OrderCheckout({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage
      user={loaderData.user}
      variant={loaderData.user ? 'web' : 'kiosk'}
      start={loaderData.start}
    />
  )
}
