import { REORDER_TEXTS } from '@deli/domain'
import { Button } from '../../ui/button.tsx'
import type { TReorderReport } from './use-reorder.ts'

/** '2 × Club (×2), Chips': what a re-order could not bring back. */
const removedText = (report: TReorderReport) =>
  report.removed.map((line) => `${line.name}${line.quantity > 1 ? ` (×${line.quantity})` : ''}`).join(', ')

/**
 * After a re-order (spec §4 Re-order), what the store no longer sells, said where the guest tapped
 * 'Order Again' (the account's history and usual orders, the home page), until dismissed.
 */
export function ReorderReport(props: { report: TReorderReport | null; onDismiss: () => void }) {
  const { report } = props
  return (
    <div role="status">
      {report && (
        <div className="account-notice">
          <p>{REORDER_TEXTS.reorderRemoved(report.storeName || 'The store', removedText(report))}</p>
          <Button size="small" variant="link" onClick={props.onDismiss}>
            Dismiss
          </Button>
        </div>
      )}
    </div>
  )
}
