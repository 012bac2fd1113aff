import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router'
import { ErrorScreen } from '../features/site/error-screen.tsx'
import { Footer } from '../features/site/footer.tsx'
import { GlobalLoader, RequestProgressBar } from '../features/site/global-loader.tsx'
import { Header } from '../features/site/header.tsx'
import { useSiteConfig } from '../lib/site-config.tsx'

function Chrome({ children }: { children: React.ReactNode }) {
  const site = useSiteConfig()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <RequestProgressBar />
      <Header name={site.name} user={null} bagCount={0} />
      {children}
      <Footer site={site} />
      <GlobalLoader />
    </>
  )
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
