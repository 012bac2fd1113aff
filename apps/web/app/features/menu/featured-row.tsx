import type { TFeaturedProduct } from '@deli/contracts'
import { Link } from 'react-router'
import { useOrderContext } from '../../lib/order-context.ts'
import { DietaryIcons } from '../../ui/dietary-icon.tsx'
import { CardImage } from './card-image.tsx'

/**
 * The home page's featured row (ADR 045): the chain's featured products, each linking to the product
 * on the guest's store's menu, or, before a store is chosen, to the store finder first (a product's
 * price and availability belong to a store).
 */
export function FeaturedRow({ products }: { products: TFeaturedProduct[] }) {
  const location = useOrderContext((state) => state.location)
  if (products.length === 0) return null
  return (
    <section className="container featured" aria-labelledby="featured-h">
      <div className="featured__head">
        <h2 id="featured-h" className="section-title">
          Featured this season
        </h2>
        <p className="muted featured__hint">
          {location ? (
            <>Order from {location.name}</>
          ) : (
            <>
              <Link to="/locations">Choose your Red Door</Link> to see prices and order.
            </>
          )}
        </p>
      </div>
      <ul className="featured__list">
        {products.map((product) => (
          <li key={product.product_id} className="featured__item">
            <Link
              className="featured__card"
              to={location ? `/menu/${location.menu_id}/product/${product.product_id}` : '/locations'}
            >
              <CardImage product={product} className="featured__image" />
              <span className="featured__body">
                <span className="featured__name">{product.name}</span>
                <span className="featured__description">{product.description}</span>
                <span className="featured__cta">{location ? 'Order now' : 'Pick a store to order'}</span>
              </span>
            </Link>
            <DietaryIcons flags={product.dietary} />
          </li>
        ))}
      </ul>
    </section>
  )
}
