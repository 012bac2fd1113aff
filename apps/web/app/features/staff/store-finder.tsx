import type { ReactNode } from 'react'
import { useId } from 'react'
import { useStoreSearch } from './store-search.ts'

/**
 * A chain admin's way to a store (they work at all 40,000): a search as they type, each match a link
 * (`linkTo` makes it: the board, the store's page).
 */
export function StoreFinder(props: {
  label: string
  linkTo: (store: { id: number; name: string }) => ReactNode
}) {
  const id = useId()
  const search = useStoreSearch()
  return (
    <div className="store-finder">
      <div className="field">
        <label htmlFor={`${id}-search`}>{props.label}</label>
        <p className="field-note" id={`${id}-hint`}>
          Type a name, city, ZIP or store number.
        </p>
        <input
          id={`${id}-search`}
          className="text-input"
          type="search"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
        />
      </div>
      <p className="field-note" aria-live="polite">
        {search.status}
      </p>
      {search.results.length > 0 && (
        <ul className="staff-stores">
          {search.results.map((store) => (
            <li key={store.id}>{props.linkTo(store)}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
