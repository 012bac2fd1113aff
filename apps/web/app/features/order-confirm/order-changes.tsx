import type { TOrder, TOrderStatus } from '@deli/contracts'
import {
  formatMoney,
  formatPhone,
  groupTimeRefusal,
  guestChangeRefusal,
  isUnfiredStatus,
  kitchenHasIt,
  refundText,
} from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { ChangeTimeDialog } from './change-time-dialog.tsx'
import { orderApi } from './order-api.ts'

/**
 * Before the kitchen starts (ADR 066), on the confirmation and live status page: a held order
 * (manual fire) has "Start my order"; a scheduled or held order can move to another time ("Change
 * time", a dialog, except a group's: its time is its host's) or be cancelled, after a second tap, and
 * its card refund is said; once the kitchen
 * has the order, the page says whom to call.
 * Each outcome is announced (status / alert).
 */
export function OrderChanges({
  order,
  status,
  storePhone,
  onCancelled,
  onTimeChanged,
}: {
  order: TOrder
  status: TOrderStatus
  storePhone: string
  onCancelled: () => void
  onTimeChanged: (changed: TOrder) => void
}) {
  const id = useId()
  const [changed, setChanged] = useState<TOrder | null>(null)
  const [isConfirming, setConfirming] = useState(false)
  const [isChangingTime, setChangingTime] = useState(false)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const start = useMutation({ mutationFn: () => orderApi.start(order.id), onSuccess: setChanged })
  const cancel = useMutation({
    mutationFn: () => orderApi.cancel(order.id),
    onSuccess: (cancelled) => {
      setChanged(cancelled)
      onCancelled()
    },
  })
  const current = changed?.status === 'cancelled' ? 'cancelled' : status
  const refund = (changed ?? order).refund
  const error = start.error ?? cancel.error

  if (current === 'cancelled') {
    return (
      <div className="order-changes" role="status">
        <p>
          <strong>
            {(changed ?? order).cancelled_by === 'guest'
              ? 'You cancelled this order.'
              : 'This order was cancelled.'}
          </strong>
        </p>
        {refund && <p>{refundText(refund, formatMoney(refund.amount))}</p>}
      </div>
    )
  }
  // A handed-over order a manager refunded (ADR 072) says its refund.
  if (current === 'completed' && refund) {
    return <p className="order-changes">{refundText(refund, formatMoney(refund.amount))}</p>
  }
  if (current === 'completed' || current === 'failed' || current === 'pending') return null
  if (!isUnfiredStatus(current) || guestChangeRefusal(current, storePhone) !== null) {
    return (
      <p className="order-changes order-changes--locked">{kitchenHasIt(formatPhone(storePhone), current)}</p>
    )
  }
  return (
    <section className="order-changes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="order-changes__title">
        {current === 'held' ? 'Ready when you are' : 'Change of plans?'}
      </h3>
      {current === 'held' && (
        <>
          <p>
            We make your order when you tap Start my order{order.handoff === 'curbside' ? ' or I’m here' : ''}
            .
          </p>
          <Button type="button" disabled={start.isPending} onClick={() => start.mutate()}>
            Start my order
          </Button>
        </>
      )}
      {order.in_group ? (
        <p className="muted">{groupTimeRefusal(formatPhone(storePhone))}</p>
      ) : (
        <>
          <p className="muted">You can change its time or cancel it until the kitchen starts it.</p>
          <Button type="button" variant="outline" onClick={() => setChangingTime(true)}>
            Change time
          </Button>
        </>
      )}
      <ChangeTimeDialog
        order={order}
        open={isChangingTime}
        onClose={() => setChangingTime(false)}
        onChanged={(changed) => {
          setChangingTime(false)
          onTimeChanged(changed)
        }}
      />
      {isConfirming ? (
        <fieldset className="order-changes__confirm">
          <legend>Cancel order #{order.number}? A card payment is refunded.</legend>
          <Button
            type="button"
            variant="secondary"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            Yes, cancel my order
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setConfirming(false)
              cancelButton.current?.focus()
            }}
          >
            Keep my order
          </Button>
        </fieldset>
      ) : (
        <button
          ref={cancelButton}
          type="button"
          className="btn btn--large btn--outline"
          onClick={() => setConfirming(true)}
        >
          Cancel order
        </button>
      )}
      <p className="field-error" role="alert">
        {error ? error.message : ''}
      </p>
    </section>
  )
}
