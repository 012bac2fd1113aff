import type { ReactNode } from 'react'

/**
 * A region that may scroll sideways on a phone (a table wider than the screen). It takes keyboard
 * focus so keyboard users can scroll it too, and is named for screen readers (axe
 * scrollable-region-focusable: whether a table overflows depends on its content, so every one does).
 */
export function ScrollRegion(props: { className: string; label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reachable by keyboard
    <section className={props.className} tabIndex={0} aria-label={props.label}>
      {props.children}
    </section>
  )
}
