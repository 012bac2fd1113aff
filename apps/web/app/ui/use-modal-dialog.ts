import { type RefObject, type SyntheticEvent, useEffect, useRef } from 'react'

/**
 * The lifecycle every modal of the storefront shares, on the native <dialog>: `showModal()` when
 * `open` turns true (the page behind becomes inert and focus stays inside), `close()` when it turns
 * false, and focus back on the element that opened it when that is still on the page. `onOpen`
 * runs right after showing (to reset state or focus a safe choice).
 */
export function useModalDialog(open: boolean, onOpen?: (dialog: HTMLDialogElement) => void) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const onOpenRef = useRef(onOpen)
  onOpenRef.current = onOpen
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
      onOpenRef.current?.(dialog)
    } else if (!open && dialog.open) {
      dialog.close()
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    }
  }, [open])
  return ref as RefObject<HTMLDialogElement>
}

/** Escape (the dialog's cancel) and a click on the backdrop ask to close; the owner decides. */
export function dismissHandlers(onClose: () => void) {
  return {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault()
      onClose()
    },
    onClick: (event: React.MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose()
    },
  }
}
