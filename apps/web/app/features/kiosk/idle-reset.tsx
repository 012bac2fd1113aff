import type { TKiosk } from '@deli/contracts'
import { KIOSK_TEXTS, kioskIdlePhase, kioskSecondsLeft, kioskStartPath } from '@deli/domain'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useOrderContext } from '../../lib/order-context.ts'
import { Button } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { resetKioskOrder } from './reset-kiosk-order.ts'
import { useIdleTime } from './use-idle-time.ts'

/**
 * The kiosk's idle reset (ADR 030): while a guest has an order going (a basket, or any page
 * but the start), 90 s without a touch brings 'Are you still there?' with a countdown; 30 s later
 * the order is cleared and the kiosk is back at its start for the next guest.
 */
export function IdleReset({ kiosk }: { kiosk: TKiosk }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const cartId = useOrderContext((state) => state.cartId)
  const isInUse = cartId !== null || pathname !== kioskStartPath(kiosk.menu_id)
  const [isWarning, setWarning] = useState(false)
  const idle = useIdleTime(isInUse, isWarning)
  const phase = kioskIdlePhase(idle.idleMs)
  useEffect(() => setWarning(phase === 'warning'), [phase])
  useEffect(() => {
    if (phase !== 'reset') return
    idle.restart()
    void navigate(resetKioskOrder(kiosk.menu_id))
  })
  const secondsLeft = kioskSecondsLeft(idle.idleMs)
  return (
    <ModalDialog
      open={phase === 'warning'}
      onClose={idle.restart}
      title={KIOSK_TEXTS.stillThere}
      maxWidth={520}
    >
      <p className="kiosk-idle__countdown" role="timer">
        {KIOSK_TEXTS.clearingIn(secondsLeft)}
      </p>
      <div className="kiosk-idle__actions">
        <Button size="large" onClick={idle.restart}>
          {KIOSK_TEXTS.keepOrder}
        </Button>
      </div>
    </ModalDialog>
  )
}
