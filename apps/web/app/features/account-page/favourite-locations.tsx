import { Link } from 'react-router'
import { useFavourites } from '../account/index.ts'
import { LocationCard, useStartOrder } from '../locations/index.ts'
import { useLocationByMenu } from '../order-control/index.ts'

function FavouriteLocation(props: { menuId: number; startOrder: ReturnType<typeof useStartOrder> }) {
  const location = useLocationByMenu(props.menuId)
  if (!location.data) return null
  const { error } = props.startOrder
  return (
    <li>
      <LocationCard
        location={location.data}
        headingLevel="h3"
        onStartOrder={props.startOrder.startOrder}
        error={error?.storeId === location.data.id ? error.message : undefined}
      />
    </li>
  )
}

/** Favourite locations (spec §2 Account): the location cards, each with its heart to unfavourite. */
export function FavouriteLocations() {
  const favourites = useFavourites()
  const startOrder = useStartOrder()
  const list = favourites.data?.favourites ?? []
  return (
    <section id="favorites" className="account-section" aria-labelledby="favorites-title">
      <h2 id="favorites-title" className="account-section__title">
        Favorite Locations
      </h2>
      {favourites.isError && (
        <p className="field-error" role="alert">
          {favourites.error.message}
        </p>
      )}
      {favourites.isSuccess && list.length === 0 && (
        <p className="muted">
          Tap the heart on any location to keep it here. <Link to="/locations">Find a location</Link>
        </p>
      )}
      {list.length > 0 && (
        <ul className="location-list account-favourites">
          {list.map((favourite) => (
            <FavouriteLocation key={favourite.menu_id} menuId={favourite.menu_id} startOrder={startOrder} />
          ))}
        </ul>
      )}
    </section>
  )
}
