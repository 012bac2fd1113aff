import type { ReactNode } from 'react'
import { Icon } from './icon.tsx'
import { dismissHandlers, useModalDialog } from './use-modal-dialog.ts'

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
  const ref = useModalDialog(props.open)
  return (
    <dialog
      ref={ref}
      className={`drawer drawer--${props.side ?? 'right'}`}
      style={{ maxWidth: props.maxWidth ?? 488 }}
      aria-label={props.title}
      onClose={props.onClose}
      {...dismissHandlers(props.onClose)}
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
