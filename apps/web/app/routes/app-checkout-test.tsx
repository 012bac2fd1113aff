import { loadAppCheckout } from '../features/checkout/index.server.ts'
import { AppCheckoutPage } from '../features/checkout/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/app-checkout-test'

/**
 * /app/testcheckout: the app's checkout (see app-checkout.tsx for how the session is handed over)
 * forced onto the built-in test gateway, with the documented test card numbers listed. The API
 * accepts test-gateway tokens only where test integrations run (never in plain production).
 */
export const loader = ({ request, context }: Route.LoaderArgs) => loadAppCheckout({ request, context })

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Test checkout')

export default function AppTestCheckout({ loaderData }: Route.ComponentProps) {
  return <AppCheckoutPage variant="app-test" user={loaderData.user} start={loaderData.start} />
}
