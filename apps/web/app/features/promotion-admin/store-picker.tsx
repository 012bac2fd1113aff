import type { TStoreAdminList } from '@deli/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { apiCall } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'

/** How long typing rests before the stores are searched (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 250

const searchStores = (q: string) =>
  apiCall<TStoreAdminList>(`staff/stores?${new URLSearchParams({ q, page: '1' })}`)

/**
 * A promotion's stores (ADR 061) out of 40,000: the chosen ones listed with a Remove button each, and
 * a search (name, city, ZIP or id, as the admin types; the first page of `GET staff/stores`) to add
 * more. None chosen: every store. `names`: the labels the page already knows.
 */
export function StorePicker(props: {
  chosen: readonly number[]
  names: ReadonlyMap<number, string>
  onChosen: (next: number[]) => void
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(props.names)
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const found = useQuery({
    queryKey: ['promotion-admin', 'stores', query],
    queryFn: () => searchStores(query),
    enabled: query.length > 0,
    staleTime: 60_000,
  })
  const results = (found.data?.stores ?? []).filter((store) => !props.chosen.includes(store.id))
  const nameOf = (storeId: number) => known.get(storeId) ?? `Store ${storeId}`
  const add = (store: { id: number; name: string }) => {
    setKnown(new Map(known).set(store.id, store.name))
    props.onChosen([...props.chosen, store.id])
  }
  return (
    <fieldset className="promotion-form__checks promotion-stores">
      <legend>Stores</legend>
      <p className="field-note" id={`${id}-count`} aria-live="polite">
        {props.chosen.length === 0
          ? 'None chosen: every store.'
          : props.chosen.length === 1
            ? '1 store chosen.'
            : `${props.chosen.length} stores chosen.`}
      </p>
      {props.chosen.length > 0 && (
        <ul className="promotion-stores__chosen">
          {props.chosen.map((storeId) => (
            <li key={storeId}>
              <span>
                {nameOf(storeId)} #{storeId}
              </span>
              <Button
                size="small"
                variant="outline"
                aria-label={`Remove ${nameOf(storeId)} #${storeId}`}
                onClick={() => props.onChosen(props.chosen.filter((one) => one !== storeId))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-search`}>Find a store to add</label>
        <p className="field-note" id={`${id}-hint`}>
          Type a name, city, ZIP or store number.
        </p>
        <input
          id={`${id}-search`}
          className="text-input"
          type="search"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p className="field-note" aria-live="polite">
        {query === ''
          ? ''
          : found.isPending
            ? 'Searching…'
            : found.isError
              ? 'The stores could not be searched; try again.'
              : results.length === 0
                ? `No other store matches “${query}”.`
                : `${results.length === 1 ? '1 store matches' : `${results.length} stores match`}${found.data?.has_more ? ' (the first page; type more to narrow it)' : ''}.`}
      </p>
      {results.length > 0 && (
        <ul className="promotion-stores__results">
          {results.map((store) => (
            <li key={store.id}>
              <span>
                {store.name} #{store.id} · {store.city}, {store.state} {store.zip}
              </span>
              <Button size="small" aria-label={`Add ${store.name} #${store.id}`} onClick={() => add(store)}>
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
