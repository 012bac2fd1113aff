import { type ReactNode, useEffect, useRef } from 'react'
import { Icon } from './icon.tsx'

/**
 * A side panel on the native modal <dialog>: focus is trapped while open, Escape closes it, the
 * page behind is inert, and focus returns to the opener on close.
 */
export function Drawer(props: {
  open: boolean
  onClose: () => void
  title: string
  side?: 'left' | 'right'
  maxWidth?: number
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (props.open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!props.open && dialog.open) {
      dialog.close()
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [props.open])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Escape (cancel)
    <dialog
      ref={ref}
      className={`drawer drawer--${props.side ?? 'right'}`}
      style={{ maxWidth: props.maxWidth ?? 488 }}
      aria-label={props.title}
      onClose={props.onClose}
      onCancel={(event) => {
        event.preventDefault()
        props.onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) props.onClose()
      }}
    >
      <div className="drawer__inner">
        <div className="drawer__header">
          <h2 className="drawer__title">{props.title}</h2>
          <button type="button" className="icon-button" onClick={props.onClose} aria-label="Close">
            <Icon name="close" />
          </button>
        </div>
        <div className="drawer__body">{props.children}</div>
      </div>
    </dialog>
  )
}
