import type { TKioskDevice } from '@deli/contracts'
import { isKioskAlwaysShown, kioskRedirect } from '@deli/domain'
import { type ReactNode, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { GlobalLoader, RequestProgressBar } from '../site/index.ts'
import { IdleReset } from './idle-reset.tsx'
import { KioskClosed } from './kiosk-closed.tsx'
import { KioskHeader } from './kiosk-header.tsx'
import { ProductOverlay } from './product-overlay.tsx'
import { useKioskOrdering } from './use-kiosk-ordering.ts'

/**
 * The kiosk theme's chrome (ADR 030) around every storefront page on a store's kiosk:
 * touch-sized (the `kiosk` body class), its own header, no footer, the idle reset, and a guard that
 * brings any page the kiosk does not show back to its start (the root loader does the same on the
 * server). While its store takes no orders now (ADR 046) the closed screen stands in for the page.
 */
export function KioskChrome({ kiosk, children }: { kiosk: TKioskDevice; children: ReactNode }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const away = kioskRedirect(pathname, kiosk.menu_id)
  const ordering = useKioskOrdering(kiosk)
  const isClosed = !ordering.taking_orders && !isKioskAlwaysShown(pathname)
  useEffect(() => {
    if (away) void navigate(away, { replace: true })
  }, [away, navigate])
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <RequestProgressBar />
      <KioskHeader kiosk={kiosk} />
      {away ? null : isClosed ? <KioskClosed ordering={ordering} /> : children}
      <GlobalLoader />
      <IdleReset kiosk={kiosk} />
      <ProductOverlay />
    </>
  )
}
