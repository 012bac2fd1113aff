import type { TStoreOrder } from '@deli/contracts'
import { REFUND_REASON_REQUIRED, REFUND_REASONS } from '@deli/contracts/constants'
import { formatMoney, REFUND_REASON_LABELS, type TRefundReason } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { ItemDialog } from '../../ui/item-dialog.tsx'
import { staffApi } from './staff-api.ts'

const DIALOG_MAX_WIDTH = 460

/**
 * "Refund" on a handed-over card order in the order lookup (ADR 072): a modal (native <dialog>: focus
 * kept inside, Escape closes, focus back to the opener) saying what goes back where, with the reason
 * to choose. Saving is `POST staff/orders/{id}/refund`; the caller announces it and reads the orders again.
 */
export function RefundDialog(props: {
  order: TStoreOrder | null
  onClose: () => void
  onRefunded: (order: TStoreOrder) => void
}) {
  return (
    <ItemDialog
      item={props.order}
      title={(order) => `Refund order #${order.number}?`}
      maxWidth={DIALOG_MAX_WIDTH}
      onClose={props.onClose}
    >
      {(order) => <RefundForm {...props} order={order} />}
    </ItemDialog>
  )
}

function RefundForm(props: {
  order: TStoreOrder
  onClose: () => void
  onRefunded: (order: TStoreOrder) => void
}) {
  const { order } = props
  const id = useId()
  const [reason, setReason] = useState<TRefundReason | ''>('')
  const [problem, setProblem] = useState('')
  const refund = useMutation({
    mutationFn: (chosen: TRefundReason) => staffApi.refundOrder(order.id, { reason: chosen }),
    onSuccess: props.onRefunded,
  })
  const failure =
    refund.error instanceof ApiError ? refund.error.message : refund.error ? 'The refund was not made.' : ''
  const amount = formatMoney(order.total)
  return (
    <form
      className="access-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (reason === '') {
          setProblem(REFUND_REASON_REQUIRED)
          document.getElementById(`${id}-reason`)?.focus()
          return
        }
        refund.mutate(reason)
      }}
    >
      <p>
        {amount} goes back to {order.payment.label}, and {order.guest} gets an email saying so. A refund
        cannot be undone.
      </p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Why</label>
        <select
          id={`${id}-reason`}
          className="text-input"
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setProblem('')
            setReason(event.target.value as TRefundReason | '')
          }}
        >
          <option value="">Choose a reason</option>
          {REFUND_REASONS.map((choice) => (
            <option key={choice} value={choice}>
              {REFUND_REASON_LABELS[choice]}
            </option>
          ))}
        </select>
        {problem && (
          <p id={`${id}-problem`} className="field-error">
            {problem}
          </p>
        )}
      </div>
      <p className="field-error" role="alert">
        {failure}
      </p>
      <div className="access-form__actions">
        <Button type="submit" aria-busy={refund.isPending} disabled={refund.isPending}>
          Refund {amount}
        </Button>
        <Button type="button" variant="outline" onClick={props.onClose}>
          Keep the charge
        </Button>
      </div>
    </form>
  )
}
