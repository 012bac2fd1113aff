import type { ReactNode } from 'react'
import { ModalDialog } from './modal-dialog.tsx'

/**
 * A modal about one thing (a team member, an order): open while `item` is set, titled by it, its body
 * drawn anew for each item (a form starts from that item's values). `ModalDialog` keeps focus inside
 * and gives it back to the opener.
 */
export function ItemDialog<T>(props: {
  item: T | null
  title: (item: T) => string
  maxWidth: number
  onClose: () => void
  children: (item: T) => ReactNode
}) {
  const { item } = props
  return (
    <ModalDialog
      open={item !== null}
      onClose={props.onClose}
      title={item === null ? '' : props.title(item)}
      maxWidth={props.maxWidth}
    >
      {item !== null && props.children(item)}
    </ModalDialog>
  )
}
