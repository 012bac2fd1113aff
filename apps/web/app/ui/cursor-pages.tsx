import { useState } from 'react'
import { Button } from './button.tsx'

/**
 * Pages read by the API's cursor (each page's `next` is the following page's `before`): the cursors
 * walked so far, the current page's `before`, and a reset for new filters.
 */
export function useCursorPages() {
  const [pages, setPages] = useState<string[]>([])
  return { pages, setPages, before: pages.at(-1), reset: () => setPages([]) }
}

/** "Newer" back a page, "Older" on to the page after `next`; each only when there is one. */
export function CursorPageButtons(props: {
  cursor: ReturnType<typeof useCursorPages>
  next: string | null | undefined
  newer: string
  older: string
}) {
  const { pages, setPages } = props.cursor
  return (
    <div className="bo-row">
      {pages.length > 0 && (
        <Button size="small" variant="outline" onClick={() => setPages(pages.slice(0, -1))}>
          {props.newer}
        </Button>
      )}
      {props.next && (
        <Button size="small" variant="outline" onClick={() => setPages([...pages, props.next ?? ''])}>
          {props.older}
        </Button>
      )}
    </div>
  )
}
