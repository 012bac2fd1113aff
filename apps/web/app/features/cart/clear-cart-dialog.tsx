import type { TCart } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { useModalDialog } from '../../ui/use-modal-dialog.ts'
import { clearCart } from './use-bag-lines.ts'

/** Spec §2: the clear-cart dialog is at most 370 px wide. */
export const CLEAR_CART_MAX_WIDTH = 370

/**
 * Clear-cart confirmation (spec §2, §4 Cart) on a native modal <dialog> above the bag: focus starts
 * on 'close' (the safe choice), Escape closes it, 'Yes, clear my cart' removes every product and
 * reloads the cart; a failure says 'Error clearing cart' and keeps the dialog open.
 */
export function ClearCartDialog(props: {
  cart: TCart
  open: boolean
  onClose: () => void
  onCleared: () => void
}) {
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState('')
  // Set once the cart is cleared: the bag is told only after the dialog has really closed, because
  // closing a native dialog moves focus itself and would undo wherever the bag puts it.
  const cleared = useRef(false)
  // Focus starts on the safe choice; back on 'Clear Cart' afterwards when it is still there (after
  // clearing, the bag moves focus itself).
  const ref = useModalDialog(props.open, (dialog) => {
    setError('')
    dialog.querySelector<HTMLButtonElement>('[data-dismiss]')?.focus()
  })

  async function confirm() {
    if (isPending) return
    setPending(true)
    setError('')
    try {
      await clearCart(props.cart)
      cleared.current = true
      props.onClose()
    } catch {
      setError(TEXTS.clearCartFailed)
    } finally {
      setPending(false)
    }
  }

  return (
    <dialog
      ref={ref}
      className="clear-cart-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="clear-cart-title"
      aria-describedby="clear-cart-body"
      style={{ maxWidth: CLEAR_CART_MAX_WIDTH }}
      // React passes close/cancel on to the bag's own <dialog> around this one: stop them here.
      onClose={(event) => {
        event.stopPropagation()
        props.onClose()
        if (cleared.current) {
          cleared.current = false
          props.onCleared()
        }
      }}
      onCancel={(event) => {
        event.preventDefault()
        event.stopPropagation()
        props.onClose()
      }}
    >
      <h2 id="clear-cart-title" className="clear-cart-dialog__title">
        {TEXTS.clearCartTitle}
      </h2>
      <p id="clear-cart-body">{TEXTS.clearCartBody}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="clear-cart-dialog__actions">
        <Button onClick={confirm} aria-busy={isPending}>
          {TEXTS.clearCartConfirm}
        </Button>
        <Button variant="neutral" onClick={props.onClose} data-dismiss>
          {TEXTS.clearCartDismiss}
        </Button>
      </div>
    </dialog>
  )
}
