import type { TStoreAdminList } from '@deli/contracts'
import { Form, Link } from 'react-router'
import { Button, ButtonLink } from '../../ui/button.tsx'

/**
 * The back office's store list (ADR 060): a search by name, city, ZIP or store number and one page
 * of 25 by name at a time (40,000 stores are never all sent). A plain GET form, so it works before
 * the page's JavaScript and the address can be shared.
 */
export function StoreList(props: { list: TStoreAdminList; q: string }) {
  const { list, q } = props
  const pageLink = (page: number) => `?${new URLSearchParams({ ...(q && { q }), page: String(page) })}`
  return (
    <div className="store-admin__list">
      <div className="store-admin__list-bar">
        <Form method="get" className="store-admin__search" role="search">
          <label htmlFor="store-search">Find a store</label>
          <input
            id="store-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Name, city, ZIP or number"
          />
          <Button size="small" type="submit">
            Search
          </Button>
        </Form>
        {list.may_create && (
          <ButtonLink size="small" to="/staff/back-office/stores/new">
            New store
          </ButtonLink>
        )}
      </div>
      <p className="store-admin__hint" role="status">
        {list.stores.length === 0
          ? 'No store matches.'
          : `Page ${list.page}: stores ${(list.page - 1) * 25 + 1}–${(list.page - 1) * 25 + list.stores.length}${q ? ` matching “${q}”` : ''}.`}
      </p>
      <table className="store-admin__table">
        <thead>
          <tr>
            <th scope="col">Store</th>
            <th scope="col">Place</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {list.stores.map((store) => (
            <tr key={store.id}>
              <td>
                <Link to={`/staff/back-office/stores/${store.id}`}>{store.name}</Link>{' '}
                <span className="store-admin__muted">#{store.id}</span>
              </td>
              <td>
                {store.city}, {store.state} {store.zip}
              </td>
              <td>
                {store.is_published ? (store.is_coming_soon ? 'Coming Soon' : 'Published') : 'Not published'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(list.page > 1 || list.has_more) && (
        <nav className="store-admin__pages" aria-label="Pages of stores">
          {list.page > 1 && <Link to={pageLink(list.page - 1)}>Previous page</Link>}
          {list.has_more && <Link to={pageLink(list.page + 1)}>Next page</Link>}
        </nav>
      )}
    </div>
  )
}
