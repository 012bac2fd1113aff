import { useSearchParams } from 'react-router'
import { loadMemberCheckout } from '../features/checkout/index.server.ts'
import { CheckoutPage } from '../features/checkout/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/app-checkout-test'

/**
 * /app/testcheckout: the app's checkout (see app-checkout.tsx for how the session is handed over)
 * forced onto the built-in test gateway, with the documented test card numbers listed. The API
 * accepts test-gateway tokens only where test integrations run (never in plain production).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return loadMemberCheckout(
    { request, context },
    `${url.pathname}${url.search}`,
    url.searchParams.get('basket'),
  )
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Test checkout')

export default function AppTestCheckout({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  return (
    <CheckoutPage
      user={loaderData.user}
      variant="app-test"
      handedOverBasket={params.get('basket')}
      start={loaderData.start}
    />
  )
}
