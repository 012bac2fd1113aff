import type { TOrder } from '@deli/contracts'
import { REORDER_TEXTS } from '@deli/domain'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { UsualNameForm } from './usual-name-form.tsx'
import { useSaveUsualOrder, useUsualOrders } from './usual-orders-queries.ts'

/**
 * 'Save as My usual' (the order history's Order Summary and the confirmation page): names one of the
 * member's orders and keeps it among their usual orders. An order kept already says under which name.
 * Focus goes to the field when the form opens and back to the button (or the kept sentence) after.
 */
export function SaveUsualOrder({
  order,
  variant = 'outline',
}: {
  order: TOrder
  variant?: 'outline' | 'link'
}) {
  const usual = useUsualOrders()
  const saving = useSaveUsualOrder()
  const [isOpen, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const kept = useRef<HTMLParagraphElement>(null)
  const keptAs = usual.data?.usual_orders.find((candidate) => candidate.order.id === order.id)
  // Once saved, focus moves from the form (gone) to the sentence that says where the order is kept.
  const justSaved = useRef(false)
  const keptId = keptAs?.id
  useEffect(() => {
    if (keptId === undefined || !justSaved.current) return
    justSaved.current = false
    kept.current?.focus()
  }, [keptId])
  // An order that did not go through cannot be kept; no list yet: nothing to offer.
  if (order.status === 'failed' || !usual.isSuccess) return null

  function close() {
    setOpen(false)
    saving.reset()
    requestAnimationFrame(() => opener.current?.focus())
  }

  return (
    <div className="save-usual">
      <div role="status">
        {keptAs && (
          <p ref={kept} tabIndex={-1} className="save-usual__kept">
            {REORDER_TEXTS.usualKept(keptAs.name)}
          </p>
        )}
      </div>
      {!keptAs && !isOpen && (
        <Button ref={opener} size="small" variant={variant} onClick={() => setOpen(true)}>
          {REORDER_TEXTS.saveAsUsual}
        </Button>
      )}
      {!keptAs && isOpen && (
        <UsualNameForm
          label="Name this order"
          initialName={REORDER_TEXTS.usualDefaultName}
          submitLabel="Save"
          isPending={saving.isPending}
          failure={saving.isError ? saving.error.message : ''}
          onSubmit={(name) => {
            justSaved.current = true
            saving.mutate({ orderId: order.id, name }, { onError: () => (justSaved.current = false) })
          }}
          onCancel={close}
        />
      )}
    </div>
  )
}
