import { type KeyboardEvent, useRef } from 'react'

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
    const moves: Readonly<Record<string, () => HTMLElement | null | undefined>> = {
      ArrowDown: () => all[Math.min(index + 1, all.length - 1)],
      ArrowUp: () => (index === 0 ? searchBox.current : all[index - 1]),
      Home: () => all[0],
      End: () => all.at(-1),
      Escape: () => searchBox.current,
    }
    const target = moves[event.key]?.()
    if (!target) return
    event.preventDefault()
    target.focus()
  }

  return { searchBox, resultList, focusSearch, onSearchKeyDown, onResultKeyDown }
}
