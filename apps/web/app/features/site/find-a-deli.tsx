import { TEXTS } from '@deli/domain'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '../../ui/icon.tsx'
import { LazyWhen, lazyComponent } from '../../ui/lazy-when.tsx'

const locationSearchPopup = lazyComponent(() =>
  import('../locations/lazy.ts').then((module) => module.LocationSearchPopup),
)

/**
 * 'Find a Deli': the location search popup (spec §2 site popups) under its header button — beside the
 * navigation on wide screens, in the mobile sub-header on phones. Only the button is in the first
 * JavaScript; the popup (its frame, behaviour, search and results) loads when the browser is idle or
 * it first opens.
 */
export function FindADeli({ className }: { className: string }) {
  const id = useId()
  const [isOpen, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }, [])
  // Choosing a store opens its menu: the popup does not follow the guest to the next page.
  const { pathname } = useLocation()
  const openedOn = useRef(pathname)
  useEffect(() => {
    if (openedOn.current === pathname) return
    openedOn.current = pathname
    close(false)
  }, [pathname, close])
  return (
    <div className={`find-deli ${className}`} ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="find-deli__button"
        title={TEXTS.findADeli}
        aria-expanded={isOpen}
        aria-controls={id}
        aria-haspopup="dialog"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Icon name="search" size={18} />
        <span>{TEXTS.findADeli}</span>
      </button>
      <LazyWhen when={isOpen} component={locationSearchPopup} props={{ id, isOpen, close, wrapper }} />
    </div>
  )
}
