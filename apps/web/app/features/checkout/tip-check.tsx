import { formatMoney, isUnusualTip, tipProblem, unusualTipQuestion } from '@deli/domain'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'

/**
 * A second look at a tip far above the order (domain isUnusualTip): Place Order asks first, and an
 * amount once confirmed is not asked about again. `ask` answers true when the question was opened
 * (the submission waits for the answer); 'Yes, place order' then runs `onPlace`.
 */
export function useTipCheck(options: { tip: number; subtotal: number; onPlace: () => void }) {
  const [isAsking, setIsAsking] = useState(false)
  const confirmedTip = useRef<number | null>(null)
  const { tip, subtotal } = options
  const ask = (): boolean => {
    // A tip above its bound is not asked about: Place Order shows why it is refused (ADR 042).
    if (!isUnusualTip(tip, subtotal) || tipProblem(tip, subtotal) || confirmedTip.current === tip)
      return false
    setIsAsking(true)
    return true
  }
  const dialog = (
    <ConfirmDialog
      open={isAsking}
      title="Check your tip"
      body={unusualTipQuestion(formatMoney(tip), formatMoney(subtotal))}
      confirmLabel="Yes, place order"
      dismissLabel="Change tip"
      onConfirm={async () => {
        confirmedTip.current = tip
      }}
      onClose={() => setIsAsking(false)}
      onConfirmed={options.onPlace}
    />
  )
  return { ask, dialog }
}
