import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Icon } from '../../ui/icon.tsx'

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
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (props.open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!props.open && dialog.open) {
      dialog.close()
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    }
  }, [props.open])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Escape (cancel)
    <dialog
      ref={ref}
      className="modal-dialog"
      style={{ maxWidth: props.maxWidth }}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        props.onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) props.onClose()
      }}
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
