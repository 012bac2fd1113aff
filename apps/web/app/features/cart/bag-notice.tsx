import type { ReactNode } from 'react'
import { Icon } from '../../ui/icon.tsx'

/** A small popup that tells the guest something happened (role=alert), dismissed with its close button. */
export function BagNotice(props: {
  title?: string
  children: ReactNode
  onDismiss: () => void
  placement: 'panel' | 'page'
}) {
  return (
    <div className={`bag-notice bag-notice--${props.placement}`} role="alert">
      <div className="bag-notice__text">
        {props.title && <p className="bag-notice__title">{props.title}</p>}
        {props.children}
      </div>
      <button
        type="button"
        className="icon-button bag-notice__close"
        onClick={props.onDismiss}
        aria-label="Dismiss"
      >
        <Icon name="close" size={20} />
      </button>
    </div>
  )
}
