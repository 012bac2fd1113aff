import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { ApiError } from '../lib/api-client.ts'
import { Button } from './button.tsx'
import { useModalDialog } from './use-modal-dialog.ts'

/** Spec §2: confirmation dialogs (clear cart and the like) are at most 370 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 370

/**
 * A yes/no confirmation (spec §8 Confirmations) on a native modal <dialog>: focus starts on the
 * dismiss button (the safe choice), Escape closes it, the confirm button runs `onConfirm`; a failure
 * keeps the dialog open with `failure` (or the server's message). `onConfirmed` runs only once the
 * dialog has really closed after a success, because closing a native dialog moves focus itself.
 */
export function ConfirmDialog(props: {
  open: boolean
  title: string
  body: string
  confirmLabel: string
  dismissLabel: string
  onConfirm: () => Promise<unknown>
  onClose: () => void
  onConfirmed?: () => void
  /** The message shown when `onConfirm` fails; the server's message when left out. */
  failure?: string
  className?: string
}) {
  const confirming = useMutation({ mutationFn: props.onConfirm })
  const isPending = confirming.isPending
  const [error, setError] = useState('')
  const confirmed = useRef(false)
  const titleId = useId()
  const bodyId = useId()
  const ref = useModalDialog(props.open, (dialog) => {
    setError('')
    dialog.querySelector<HTMLButtonElement>('[data-dismiss]')?.focus()
  })

  async function confirm() {
    if (isPending) return
    setError('')
    try {
      await confirming.mutateAsync()
      confirmed.current = true
      props.onClose()
    } catch (failure) {
      setError(
        props.failure ??
          (failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.'),
      )
    }
  }

  return (
    <dialog
      ref={ref}
      className={props.className ?? 'confirm-dialog'}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      style={{ maxWidth: CONFIRM_DIALOG_MAX_WIDTH }}
      // React passes close/cancel on to any <dialog> around this one (the bag): stop them here.
      onClose={(event) => {
        event.stopPropagation()
        props.onClose()
        if (confirmed.current) {
          confirmed.current = false
          props.onConfirmed?.()
        }
      }}
      onCancel={(event) => {
        event.preventDefault()
        event.stopPropagation()
        props.onClose()
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {props.title}
      </h2>
      <p id={bodyId}>{props.body}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-dialog__actions">
        <Button onClick={confirm} aria-busy={isPending}>
          {props.confirmLabel}
        </Button>
        <Button variant="neutral" onClick={props.onClose} data-dismiss>
          {props.dismissLabel}
        </Button>
      </div>
    </dialog>
  )
}
