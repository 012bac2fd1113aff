import type { TStoreAdminList } from '@deli/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiCall } from '../../lib/api-client.ts'

/** How long typing rests before the stores are searched (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 250

/**
 * The chain's stores as the caller types (name, city, ZIP or number): the first page of
 * `GET staff/stores` (ADR 060) — a chain admin works at every store, 40,000 of them, never listed
 * whole. Answers the typed text's setter, the results and a sentence for a live region; `searchNow`
 * skips the pause (Enter), and `isCurrent` says the results answer the text as typed now.
 */
export function useStoreSearch(exclude: readonly number[] = []) {
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const found = useQuery({
    queryKey: ['staff', 'store-search', query],
    queryFn: () => apiCall<TStoreAdminList>(`staff/stores?${new URLSearchParams({ q: query, page: '1' })}`),
    enabled: query.length > 0,
    staleTime: 60_000,
  })
  const results = (found.data?.stores ?? []).filter((store) => !exclude.includes(store.id))
  const status =
    query === ''
      ? ''
      : found.isPending
        ? 'Searching…'
        : found.isError
          ? 'The stores could not be searched; try again.'
          : results.length === 0
            ? (found.data?.stores.length ?? 0) > 0
              ? `Every store matching “${query}” is chosen.`
              : `No store matches “${query}”.`
            : `${results.length === 1 ? '1 store matches' : `${results.length} stores match`}${found.data?.has_more ? ' (the first page; type more to narrow it)' : ''}.`
  const isCurrent = query !== '' && query === text.trim() && found.isSuccess
  return { text, setText, results, status, isCurrent, searchNow: () => setQuery(text.trim()) }
}
