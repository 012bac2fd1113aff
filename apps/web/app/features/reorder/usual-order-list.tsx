import type { TOrder, TUsualOrder, TUsualOrders } from '@deli/contracts'
import { formatMoney, orderLinesText, REORDER_TEXTS, TEXTS } from '@deli/domain'
import { useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useFocusAfterCommit } from '../../ui/use-focus-after-commit.ts'
import { UsualNameForm } from './usual-name-form.tsx'
import { keepUsualOrders, useRemoveUsualOrder, useRenameUsualOrder } from './usual-orders-queries.ts'

export type TOrderAgain = { onOrderAgain: (order: TOrder) => void; pendingId: string | null }

/** One usual order: its name, what it holds and costs, 'Order Again' in one tap, rename and remove. */
function UsualOrderItem(props: TOrderAgain & { usual: TUsualOrder; onRemove: (usual: TUsualOrder) => void }) {
  const { usual } = props
  const renaming = useRenameUsualOrder()
  const [isRenaming, setRenaming] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const focusAfterCommit = useFocusAfterCommit()

  function closeRename() {
    setRenaming(false)
    renaming.reset()
    focusAfterCommit(() => renameButton.current)
  }

  return (
    <li className="usual-order">
      <div className="usual-order__facts">
        <p className="usual-order__name">{usual.name}</p>
        <p className="muted">
          {orderLinesText(usual.order.products)} · {formatMoney(usual.order.totals.total)}
        </p>
      </div>
      {isRenaming ? (
        <UsualNameForm
          label={`New name for “${usual.name}”`}
          initialName={usual.name}
          submitLabel="Save name"
          isPending={renaming.isPending}
          failure={renaming.isError ? renaming.error.message : ''}
          onSubmit={(name) => renaming.mutate({ id: usual.id, name }, { onSuccess: closeRename })}
          onCancel={closeRename}
        />
      ) : (
        <div className="usual-order__actions">
          <Button
            size="small"
            onClick={() => props.onOrderAgain(usual.order)}
            aria-busy={props.pendingId === usual.order.id}
            disabled={props.pendingId !== null}
            aria-label={`${TEXTS.orderAgain}: ${usual.name}`}
          >
            {TEXTS.orderAgain}
          </Button>
          <Button ref={renameButton} size="small" variant="link" onClick={() => setRenaming(true)}>
            Rename<span className="visually-hidden"> {usual.name}</span>
          </Button>
          <Button size="small" variant="link" onClick={() => props.onRemove(usual)}>
            Remove<span className="visually-hidden"> {usual.name}</span>
          </Button>
        </div>
      )}
    </li>
  )
}

/**
 * A member's usual orders ('My usual', home and account): each orders again in one tap through the
 * one re-order (`useReorder`, spec §4), and is renamed in place or removed after a confirmation
 * (as a favourite location is, spec §4 Misc). The list changes once the confirmation has closed;
 * then `afterRemove` gets the removed name (the caller announces it and takes focus).
 */
export function UsualOrderList(
  props: TOrderAgain & { usual: TUsualOrder[]; afterRemove: (name: string) => void },
) {
  const removing = useRemoveUsualOrder()
  const [removal, setRemoval] = useState<TUsualOrder | null>(null)
  // The answer and the name, kept from the confirmation to its dialog's closing.
  const removed = useRef<{ remaining: TUsualOrders; name: string } | null>(null)
  return (
    <>
      <ul className="usual-orders">
        {props.usual.map((usual) => (
          <UsualOrderItem
            key={usual.id}
            usual={usual}
            onOrderAgain={props.onOrderAgain}
            pendingId={props.pendingId}
            onRemove={setRemoval}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removal !== null}
        title={REORDER_TEXTS.removeUsualTitle}
        body={removal ? REORDER_TEXTS.removeUsualBody(removal.name) : ''}
        confirmLabel="Yes, remove it"
        dismissLabel="Keep it"
        onConfirm={async () => {
          if (!removal) return
          removed.current = { remaining: await removing.mutateAsync(removal.id), name: removal.name }
        }}
        onClose={() => setRemoval(null)}
        onConfirmed={() => {
          if (!removed.current) return
          keepUsualOrders(removed.current.remaining)
          props.afterRemove(removed.current.name)
          removed.current = null
        }}
      />
    </>
  )
}
