import { caloriesText, formatMoney, type TCardAllergenVerdict } from '@deli/domain'
import { Link } from 'react-router'
import { DietaryIcons } from '../../ui/dietary-icon.tsx'
import { allergenList } from './allergen-filter.tsx'
import { CardImage } from './card-image.tsx'
import type { TMenuCard } from './menu-cards.ts'

/**
 * Product card: image, name, price, calories, dietary icons. It links to the product's page, or with
 * `onOpen` (a kiosk, ADR 030) opens the product over the menu.
 */
export function ProductCard(props: {
  product: TMenuCard
  menuId: number
  onOpen?: (product: TMenuCard) => void
  /** Against the allergens the guest avoids (ADR 049); none avoided: undefined. */
  allergens?: TCardAllergenVerdict
}) {
  const { product, menuId, onOpen, allergens } = props
  const contains = allergens?.verdict === 'contains'
  const to = `/menu/${menuId}/product/${product.product_id}`
  return (
    <article
      className={`product-card${product.available ? '' : ' is-unavailable'}${contains ? ' is-avoided' : ''}`}
    >
      <Link
        to={to}
        className="product-card__link"
        onClick={
          onOpen &&
          ((event) => {
            event.preventDefault()
            onOpen(product)
          })
        }
        aria-haspopup={onOpen ? 'dialog' : undefined}
      >
        <CardImage product={product} className="product-card__image" />
        <div className="product-card__body">
          <h3 className="product-card__name">{product.name}</h3>
          <p className="product-card__description">{product.description}</p>
          <p className="product-card__meta">
            <span className="product-card__price">{formatMoney(product.cost)}</span>
            <span className="muted">{caloriesText(product.defaultCalories)}</span>
            <DietaryIcons flags={product.dietary} />
          </p>
          {allergens?.verdict === 'contains' && (
            <p className="product-card__allergens product-card__allergens--contains">
              Contains {allergenList(allergens.allergens)}
            </p>
          )}
          {allergens?.verdict === 'removable' && (
            <p className="product-card__allergens">
              {allergenList(allergens.allergens)} only in options you can leave out
            </p>
          )}
          {!product.available && (
            <p className="product-card__sold-out">Not available at this location today</p>
          )}
          {product.available && product.not_now && (
            // Outside its daypart (ADR 060): shown, and orderable for a time inside it.
            <p className="product-card__sold-out">{product.not_now}</p>
          )}
        </div>
      </Link>
    </article>
  )
}
