import { TEXTS } from '@deli/domain'
import { useEffect, useId, useRef } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '../../ui/icon.tsx'
import { LazyWhen, lazyComponent } from '../../ui/lazy-when.tsx'
import { usePopover } from '../../ui/use-popover.ts'

const locationSearchPopup = lazyComponent(() =>
  import('../locations/lazy.ts').then((module) => module.LocationSearchPopup),
)

/**
 * 'Find a Deli': the location search popup (spec §2 site popups) under its header button — beside the
 * navigation on wide screens, in the mobile sub-header on phones. The popup's frame (heading, close) is
 * in the first JavaScript; the search and its results load when the browser is idle or it first opens.
 */
export function FindADeli({ className }: { className: string }) {
  const { isOpen, close, wrapperProps, buttonProps, popoverProps } = usePopover()
  const headingId = useId()
  // Choosing a store opens its menu: the popup does not follow the guest to the next page.
  const { pathname } = useLocation()
  const openedOn = useRef(pathname)
  useEffect(() => {
    if (openedOn.current === pathname) return
    openedOn.current = pathname
    close(false)
  }, [pathname, close])
  return (
    <div className={`find-deli ${className}`} {...wrapperProps}>
      <button className="find-deli__button" title={TEXTS.findADeli} {...buttonProps}>
        <Icon name="search" size={18} />
        <span>{TEXTS.findADeli}</span>
      </button>
      <div className="find-deli__popup" role="dialog" aria-labelledby={headingId} {...popoverProps}>
        <div className="find-deli__header">
          <h2 id={headingId} className="find-deli__title">
            {TEXTS.findADeli}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={() => close(true)}>
            <Icon name="close" />
          </button>
        </div>
        <LazyWhen when={isOpen} component={locationSearchPopup} props={{}} />
      </div>
    </div>
  )
}
