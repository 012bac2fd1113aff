import type { TSiteConfig } from '@deli/contracts'
import { kioskRedirect } from '@deli/domain'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useState } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { SessionKeeper } from './features/account/index.ts'
import { ErrorScreen, errorHeading, errorSentence } from './features/site/index.ts'
import { apiGet, getWebClient } from './lib/api.server.ts'
import { setApiCredentials } from './lib/api-client.ts'
import { loadBotProtection } from './lib/bot-protection.ts'
import { findKiosk } from './lib/kiosk.server.ts'
import { titleMeta } from './lib/meta.ts'
import { useOrderContext } from './lib/order-context.ts'
import { getQueryClient } from './lib/query-client.ts'
import type { TRootData } from './lib/site-config.tsx'
import stylesheet from './styles/app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icon.svg' },
]

let siteCache: { at: number; site: TSiteConfig } | undefined

export async function loader({ request, context }: Route.LoaderArgs): Promise<TRootData> {
  if (!siteCache || Date.now() - siteCache.at > 60_000) {
    siteCache = { at: Date.now(), site: await apiGet<TSiteConfig>('site', { request, context }) }
  }
  const kiosk = await findKiosk({ request, context })
  // A kiosk shows its store's menu, bag, checkout and confirmations only (the shell guards client-side moves).
  const away = kiosk && kioskRedirect(new URL(request.url).pathname, kiosk.menu_id)
  if (away) throw redirect(away)
  const client = getWebClient(context)
  return { site: siteCache.site, api: { appName: client.appName, apiKey: client.apiKey }, kiosk }
}

/** Site config does not change between navigations. */
export const shouldRevalidate = () => false

/** The home's title, or an error page's own heading when this route's boundary shows one (a 403, a 404). */
export const meta: Route.MetaFunction = ({ matches, error }) =>
  titleMeta(matches, error ? errorHeading(isRouteErrorResponse(error) ? error.status : 500) : undefined)

export function Layout({ children }: { children: React.ReactNode }) {
  const isKiosk = Boolean((useRouteLoaderData('root') as TRootData | undefined)?.kiosk)
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        {/* With a precedence React writes the stylesheet ahead of the module preloads it hoists into
            the head: without one it came after all 22 of them, and the first paint waited for it. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body className={isKiosk ? 'kiosk' : undefined}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  setApiCredentials(loaderData.api)
  const [queryClient] = useState(getQueryClient)
  // The saved order (location, basket id) is restored in a layout effect, before any page's effect
  // runs: a page that sets the location first (the menu page does) would otherwise save over the
  // saved basket id.
  useLayoutEffect(() => {
    if (!useOrderContext.persist.hasHydrated()) void useOrderContext.persist.rehydrate()
  }, [])
  useEffect(() => {
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  }, [])
  const botProtection = loaderData.site.bot_protection.script_url
  useEffect(() => loadBotProtection(botProtection), [botProtection])
  return (
    <QueryClientProvider client={queryClient}>
      <SessionKeeper />
      <Outlet />
    </QueryClientProvider>
  )
}

const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  )

export function ErrorBoundary() {
  const error = useRouteError()
  const chunkFailed = isChunkLoadError(error)
  useEffect(() => {
    // A deploy replaced the hashed chunks this page was built with: a reload fetches the new ones.
    if (chunkFailed) window.location.reload()
  }, [chunkFailed])
  const status = isRouteErrorResponse(error) ? error.status : 500
  const message = isRouteErrorResponse(error) ? errorSentence(error.data) : undefined
  return <ErrorScreen status={status} message={message} />
}
