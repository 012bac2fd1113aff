import type { TCart, TCartProduct } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { CONFIRM_DIALOG_MAX_WIDTH, ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { clearCart } from './use-bag-lines.ts'

/** Spec §2: the clear-cart dialog is at most 370 px wide. */
export const CLEAR_CART_MAX_WIDTH = CONFIRM_DIALOG_MAX_WIDTH

/**
 * Clear-cart confirmation (spec §2, §4 Cart) above the bag: focus starts on 'close' (the safe
 * choice), Escape closes it, 'Yes, clear my cart' removes every product and reloads the cart; a
 * failure says 'Error clearing cart' and keeps the dialog open. The bag is told only after the
 * dialog has really closed (closing a native dialog moves focus itself).
 */
export function ClearCartDialog(props: {
  cart: TCart
  open: boolean
  onClose: () => void
  onCleared: () => void
  isOwnLine?: (line: TCartProduct) => boolean
}) {
  return (
    <ConfirmDialog
      open={props.open}
      className="confirm-dialog clear-cart-dialog"
      title={TEXTS.clearCartTitle}
      body={TEXTS.clearCartBody}
      confirmLabel={TEXTS.clearCartConfirm}
      dismissLabel={TEXTS.clearCartDismiss}
      failure={TEXTS.clearCartFailed}
      onConfirm={() => clearCart(props.cart, props.isOwnLine)}
      onClose={props.onClose}
      onConfirmed={props.onCleared}
    />
  )
}
