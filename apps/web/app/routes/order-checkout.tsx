import { CHECKOUT_PATH } from '../features/cart/index.ts'
import { requireCheckoutMember } from '../features/checkout/index.server.ts'
import { CheckoutPage } from '../features/checkout/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/order-checkout'

/** /order/checkout (route name order-checkout): signed-in members only; guests are sent to sign in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireCheckoutMember({ request, context }, CHECKOUT_PATH) }
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Checkout')

export default function OrderCheckout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage user={loaderData.user} variant="web" />
}
