import { type KeyboardEvent, useRef } from 'react'

/** Where a key moves focus from the result button at `index` (the search box sits above the first). */
function moveTarget(key: string, all: HTMLButtonElement[], index: number, box: HTMLInputElement | null) {
  switch (key) {
    case 'ArrowDown':
      return all[Math.min(index + 1, all.length - 1)]
    case 'ArrowUp':
      return index === 0 ? box : all[index - 1]
    case 'Home':
      return all[0]
    case 'End':
      return all.at(-1)
    case 'Escape':
      return box
    default:
      return undefined
  }
}

/**
 * The store picker's keys (ADR 022, 060): the search box sits inside a form (an invitation, a
 * promotion), so Enter there never submits it. Enter adds the one match the typed text found (or
 * searches at once, skipping the typing pause); the down arrow moves into the results' Add buttons,
 * where the arrows move between them and Escape goes back to the box. An added or removed store's
 * button leaves the page, so focus goes back to the box (`focusSearch`) instead of the page's top.
 */
export function useStorePickerKeys<TStore>(search: {
  results: readonly TStore[]
  isCurrent: boolean
  searchNow: () => void
  add: (store: TStore) => void
}) {
  const searchBox = useRef<HTMLInputElement>(null)
  const resultList = useRef<HTMLUListElement>(null)
  const buttons = () => Array.from(resultList.current?.querySelectorAll('button') ?? [])
  const focusSearch = () => searchBox.current?.focus()

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      const [only, ...others] = search.results
      if (!search.isCurrent) search.searchNow()
      else if (only !== undefined && others.length === 0) search.add(only)
    } else if (event.key === 'ArrowDown') {
      const first = buttons()[0]
      if (!first) return
      event.preventDefault()
      first.focus()
    }
  }

  const onResultKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const all = buttons()
    const index = all.indexOf(event.currentTarget)
    const target = moveTarget(event.key, all, index, searchBox.current)
    if (!target) return
    event.preventDefault()
    target.focus()
  }

  return { searchBox, resultList, focusSearch, onSearchKeyDown, onResultKeyDown }
}
