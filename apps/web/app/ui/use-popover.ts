import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'

/**
 * A non-modal popover opened by a button (a disclosure with a labelled dialog): the button carries
 * aria-expanded and aria-controls; opening moves focus to the popover's first field (or the popover
 * itself while its content is still loading); Escape, the owner's close button and a click or focus
 * outside close it; Escape and the close button give focus back to the button. Escape pressed in a
 * field that used it (an open suggestion list calls preventDefault) leaves the popover open.
 */
export function usePopover() {
  const id = useId()
  const [isOpen, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const popoverRef = useRef<HTMLDivElement>(null)
  const wrapperRef = useRef<HTMLDivElement>(null)

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    const popover = popoverRef.current
    if (!isOpen || !popover) return
    if (!popover.contains(document.activeElement)) (popover.querySelector('input') ?? popover).focus()
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen])

  return {
    isOpen,
    close,
    wrapperProps: {
      ref: wrapperRef,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || event.defaultPrevented || !isOpen) return
        event.preventDefault()
        close(true)
      },
      // Tabbing out closes it; focus leaving the window (relatedTarget null) does not.
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget
        if (next instanceof Node && !wrapperRef.current?.contains(next)) setOpen(false)
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': id,
      'aria-haspopup': 'dialog' as const,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    },
    // The owner writes role="dialog" and its label on the element itself.
    popoverProps: { ref: popoverRef, id, tabIndex: -1, hidden: !isOpen },
  }
}
