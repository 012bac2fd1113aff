import type { ReactNode } from 'react'
import { SearchField } from '../../ui/search-field.tsx'
import { useStoreSearch } from './store-search.ts'

/**
 * A chain admin's way to a store (they work at all 40,000): a search as they type, each match a link
 * (`linkTo` makes it: the board, the store's page).
 */
export function StoreFinder(props: {
  label: string
  linkTo: (store: { id: number; name: string }) => ReactNode
}) {
  const search = useStoreSearch()
  return (
    <div className="store-finder">
      <SearchField
        label={props.label}
        hint="Type a name, city, ZIP or store number."
        value={search.text}
        onChange={search.setText}
        status={search.status}
      />
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
