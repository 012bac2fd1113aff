import { TEXTS } from '@deli/domain'
import { Suspense } from 'react'
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router'
import { BagLossDialog } from '../features/cart/index.ts'
import { GroupOrderUrl, GroupPopups } from '../features/group-order/index.ts'
import { TransferNotice } from '../features/order-control/index.ts'
import { OrderTimeAlert } from '../features/order-time/index.ts'
import {
  ErrorScreen,
  Footer,
  GlobalLoader,
  Header,
  LazyOrderingPanels,
  RequestProgressBar,
} from '../features/site/index.ts'
import { titleMeta } from '../lib/meta.ts'
import { useKiosk, useSiteConfig } from '../lib/site-config.tsx'
import { lazyComponent } from '../ui/lazy-when.tsx'
import type { Route } from './+types/shell'

/** A store kiosk's chrome (ADR 030): its code is fetched on a kiosk only (and rendered on the server too). */
const kioskChrome = lazyComponent(() =>
  import('../features/kiosk/lazy.ts').then((module) => module.KioskChrome),
)

function Chrome({ children }: { children: React.ReactNode }) {
  const site = useSiteConfig()
  // A store kiosk (ADR 030) has its own touch-sized chrome, without the site's navigation and panels.
  const kiosk = useKiosk()
  if (kiosk) {
    return (
      <Suspense fallback={null}>
        <kioskChrome.Component kiosk={kiosk}>{children}</kioskChrome.Component>
      </Suspense>
    )
  }
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <RequestProgressBar />
      <Header name={site.name} />
      <TransferNotice />
      {children}
      <Footer site={site} />
      <GlobalLoader />
      {/* Ordering panels and the select-time modal (spec §2), mounted once for every page. */}
      <LazyOrderingPanels />
      <OrderTimeAlert />
      <GroupOrderUrl />
      <GroupPopups />
      {/* No silent bag loss: 'Start a new bag?' / 'Move your bag…?' before a bag is deleted or moved. */}
      <BagLossDialog />
    </>
  )
}

/** Pages set their own titles; when a page fails, the shell's error boundary renders and titles it. */
export const meta: Route.MetaFunction = ({ matches, error }) => {
  if (!error) return titleMeta(matches)
  const status = isRouteErrorResponse(error) ? error.status : 500
  return titleMeta(matches, status === 404 ? TEXTS.notFound : 'Something went wrong')
}

/** The app shell around every storefront page. */
export default function Shell() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  )
}

/** Route errors keep the shell: 404 page, or the status code screen (default 500). */
export function ErrorBoundary() {
  const error = useRouteError()
  return (
    <Chrome>
      <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />
    </Chrome>
  )
}
