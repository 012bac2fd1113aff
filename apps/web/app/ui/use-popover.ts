import { type RefObject, useEffect, useRef } from 'react'

/**
 * A non-modal popover's behaviour once it is on the page (a disclosure with a labelled dialog; its
 * button keeps aria-expanded and aria-controls): opening moves focus to the popover's first field (or
 * the popover itself); Escape closes it and gives focus back to the button, unless a field used the
 * Escape (an open suggestion list calls preventDefault); a click or focus outside `wrapper` (the
 * button and the popover) closes it. Answers the popover's ref.
 */
export function usePopoverBehaviour(options: {
  isOpen: boolean
  close: (returnFocus: boolean) => void
  wrapper: RefObject<HTMLElement | null>
}) {
  const { isOpen, close, wrapper } = options
  const popoverRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const popover = popoverRef.current
    const around = wrapper.current
    if (!isOpen || !popover || !around) return
    if (!popover.contains(document.activeElement)) (popover.querySelector('input') ?? popover).focus()
    const isOutside = (target: EventTarget | null) => target instanceof Node && !around.contains(target)
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) close(false)
    }
    // On the document, after React's own listener there: a field's onKeyDown that used the Escape
    // (preventDefault) has run by then.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isOutside(event.target)) return
      event.preventDefault()
      close(true)
    }
    // Tabbing out closes it; focus leaving the window (relatedTarget null) does not.
    const onFocusOut = (event: FocusEvent) => {
      if (isOutside(event.relatedTarget)) close(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    around.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      around.removeEventListener('focusout', onFocusOut)
    }
  }, [isOpen, close, wrapper])
  return popoverRef
}
