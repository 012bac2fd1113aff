import { useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { useStorePickerKeys } from './store-picker-keys.ts'
import { useStoreSearch } from './store-search.ts'

/**
 * Stores chosen out of a whole chain (40,000): the chosen ones listed with a Remove button each, and
 * a search as the caller types to add more (`useStoreSearch`). `names`: the labels the page already
 * knows; `emptyNote`: what none chosen means here. `searchId` lets a form focus the search after a
 * refusal; `error` is said under the legend. Keys: `useStorePickerKeys` (ADR 022, 060). Each Add and
 * Remove is announced politely with the count (role status), and focus goes back to the search.
 */
export function StorePicker(props: {
  legend: string
  emptyNote: string
  chosen: readonly number[]
  names: ReadonlyMap<number, string>
  onChosen: (next: number[]) => void
  searchId?: string
  error?: string | undefined
  className?: string
}) {
  const id = useId()
  const searchId = props.searchId ?? `${id}-search`
  const search = useStoreSearch(props.chosen)
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(props.names)
  const [change, setChange] = useState('')
  const nameOf = (storeId: number) => known.get(storeId) ?? props.names.get(storeId) ?? `Store ${storeId}`
  const add = (store: { id: number; name: string }) => {
    setKnown(new Map(known).set(store.id, store.name))
    setChange(`Added ${store.name} #${store.id}.`)
    props.onChosen([...props.chosen, store.id])
    keys.focusSearch()
  }
  const remove = (storeId: number) => {
    setChange(`Removed ${nameOf(storeId)} #${storeId}.`)
    props.onChosen(props.chosen.filter((one) => one !== storeId))
    keys.focusSearch()
  }
  const keys = useStorePickerKeys({ ...search, add })
  return (
    <fieldset
      className={`store-picker${props.className ? ` ${props.className}` : ''}`}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend>{props.legend}</legend>
      <p className="field-note" role="status">
        {change && <span className="visually-hidden">{change} </span>}
        {props.chosen.length === 0
          ? props.emptyNote
          : props.chosen.length === 1
            ? '1 store chosen.'
            : `${props.chosen.length} stores chosen.`}
      </p>
      {props.chosen.length > 0 && (
        <ul className="store-picker__list">
          {props.chosen.map((storeId) => (
            <li key={storeId}>
              <span>
                {nameOf(storeId)} #{storeId}
              </span>
              <Button
                size="small"
                variant="outline"
                aria-label={`Remove ${nameOf(storeId)} #${storeId}`}
                onClick={() => remove(storeId)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={searchId}>Find a store to add</label>
        <p className="field-note" id={`${id}-hint`}>
          Type a name, city, ZIP or store number; Enter adds the one match, the down arrow reaches the
          results.
        </p>
        <input
          ref={keys.searchBox}
          id={searchId}
          className="text-input"
          type="search"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          aria-invalid={props.error ? true : undefined}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={keys.onSearchKeyDown}
        />
      </div>
      <p className="field-note" aria-live="polite">
        {search.status}
      </p>
      {search.results.length > 0 && (
        <ul ref={keys.resultList} className="store-picker__list">
          {search.results.map((store) => (
            <li key={store.id}>
              <span>
                {store.name} #{store.id} · {store.city}, {store.state} {store.zip}
              </span>
              <Button
                size="small"
                aria-label={`Add ${store.name} #${store.id}`}
                onClick={() => add(store)}
                onKeyDown={keys.onResultKeyDown}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
