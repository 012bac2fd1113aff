import { BASKET_ID_TAPS } from '@deli/domain'
import { type RefObject, useEffect, useEffectEvent } from 'react'

/** The basket ID is copied after this many taps on the bag's title (spec §2, §9). */

/**
 * Counts taps on the title of the side panel holding `anchor` while it is open (the count starts
 * again when it closes) and calls `onTaps` at every BASKET_ID_TAPS-th tap. A hidden helper for support
 * staff, so the title stays a plain heading.
 */
export function useTitleTaps(anchor: RefObject<HTMLElement | null>, isOpen: boolean, onTaps: () => void) {
  const reached = useEffectEvent(onTaps)
  useEffect(() => {
    const title = anchor.current?.closest('dialog')?.querySelector('.drawer__title')
    if (!isOpen || !title) return
    let taps = 0
    const tap = () => {
      taps += 1
      if (taps % BASKET_ID_TAPS === 0) reached()
    }
    title.addEventListener('click', tap)
    return () => title.removeEventListener('click', tap)
  }, [anchor, isOpen])
}
