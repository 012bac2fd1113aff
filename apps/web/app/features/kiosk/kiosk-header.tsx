import type { TKiosk } from '@deli/contracts'
import { KIOSK_TEXTS } from '@deli/domain'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useSiteConfig } from '../../lib/site-config.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { BagButton, Logo } from '../site/index.ts'
import { resetKioskOrder } from './reset-kiosk-order.ts'

/**
 * The kiosk's header (ADR 030): the logo (back to the store's menu), which store this is, 'Start
 * over' and the bag — no navigation, no account, no other store or handoff to wander off to.
 */
export function KioskHeader({ kiosk }: { kiosk: TKiosk }) {
  const site = useSiteConfig()
  const navigate = useNavigate()
  const [isAsking, setAsking] = useState(false)
  return (
    <header className="site-header kiosk-header">
      <div className="site-header__bar container">
        <Logo name={site.name} to={`/menu/${kiosk.menu_id}`} />
        <p className="kiosk-header__store">
          <span className="muted">Ordering at</span> <strong>{kiosk.store_name}</strong>
        </p>
        <div className="site-header__actions">
          <button type="button" className="btn btn--large btn--outline" onClick={() => setAsking(true)}>
            {KIOSK_TEXTS.startOver}
          </button>
          <BagButton />
        </div>
      </div>
      <ConfirmDialog
        open={isAsking}
        title={KIOSK_TEXTS.startOverTitle}
        body={KIOSK_TEXTS.startOverBody}
        confirmLabel={KIOSK_TEXTS.startOverConfirm}
        dismissLabel="Keep my order"
        onConfirm={async () => undefined}
        onClose={() => setAsking(false)}
        onConfirmed={() => void navigate(resetKioskOrder(kiosk.menu_id))}
      />
    </header>
  )
}
