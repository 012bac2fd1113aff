import type { TKiosk } from '@deli/contracts'
import { kioskRedirect } from '@deli/domain'
import { type ReactNode, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { GlobalLoader, RequestProgressBar } from '../site/index.ts'
import { IdleReset } from './idle-reset.tsx'
import { KioskHeader } from './kiosk-header.tsx'
import { ProductOverlay } from './product-overlay.tsx'

/**
 * The kiosk theme's chrome (issue 12, ADR 030) around every storefront page on a store's kiosk:
 * touch-sized (the `kiosk` body class), its own header, no footer, the idle reset, and a guard that
 * brings any page the kiosk does not show back to its start (the root loader does the same on the
 * server).
 */
export function KioskChrome({ kiosk, children }: { kiosk: TKiosk; children: ReactNode }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const away = kioskRedirect(pathname, kiosk.menu_id)
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
      {away ? null : children}
      <GlobalLoader />
      <IdleReset kiosk={kiosk} />
      <ProductOverlay />
    </>
  )
}
