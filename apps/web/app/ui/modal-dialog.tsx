import { type ReactNode, useId } from 'react'
import { Icon } from './icon.tsx'
import { dismissHandlers, useModalDialog } from './use-modal-dialog.ts'

/**
 * A centred modal on the native <dialog>: showModal() makes the page behind inert and keeps focus
 * inside; Escape and a click on the backdrop close it; focus returns to the opener.
 */
export function ModalDialog(props: {
  open: boolean
  onClose: () => void
  title: string
  maxWidth: number
  children: ReactNode
}) {
  const ref = useModalDialog(props.open)
  const titleId = useId()
  const handlers = dismissHandlers(props.onClose)
  return (
    <dialog
      ref={ref}
      className="modal-dialog"
      style={{ maxWidth: props.maxWidth }}
      aria-labelledby={titleId}
      {...handlers}
      // React passes close/cancel on to a <dialog> around this one (a side panel): stop them here.
      onCancel={(event) => {
        event.stopPropagation()
        handlers.onCancel(event)
      }}
      onClose={(event) => event.stopPropagation()}
    >
      <div className="modal-dialog__header">
        <h2 id={titleId} className="modal-dialog__title">
          {props.title}
        </h2>
        <button type="button" className="icon-button" onClick={props.onClose} aria-label="Close">
          <Icon name="close" />
        </button>
      </div>
      <div className="modal-dialog__body">{props.children}</div>
    </dialog>
  )
}
