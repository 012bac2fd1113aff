import { loadAppCheckout } from '../features/checkout/index.server.ts'
import { AppCheckoutPage } from '../features/checkout/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/app-checkout'

/**
 * /app/checkout: checkout inside the mobile app's web view, without site chrome.
 *
 * How the app hands over its session: the app already holds a session token (it sends it as the
 * `token` header on its own API calls). Before it opens this page it puts that token into the web
 * view's cookie store as the HttpOnly `deli_session` cookie for this site (WKHTTPCookieStore /
 * Android CookieManager), so the page runs on the same cookie session as the storefront. The token is
 * never put in the URL: query strings end up in server and proxy logs, browser history and Referer
 * headers, and a one-time exchange would still expose it in those logs. The basket id is not a
 * secret (only its own session may use it) and may come as ?basket={id}. A web view without the
 * cookie is a guest and is sent to sign in, with the way back here.
 */
export const loader = ({ request, context }: Route.LoaderArgs) => loadAppCheckout({ request, context })

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Checkout')

export default function AppCheckout({ loaderData }: Route.ComponentProps) {
  return <AppCheckoutPage variant="app" user={loaderData.user} start={loaderData.start} />
}
