import type { TProduct } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { DietaryIcons } from '../../ui/dietary-icon.tsx'

/**
 * A product's price from and dietary icons, above its form (product page, kiosk overlay). Its calories
 * are the form's: the build being chosen (`unitCalories`), never the bare item.
 */
export function ProductFacts({ product }: { product: TProduct }) {
  return (
    <p className="product-page__meta">
      <span className="product-card__price">From {formatMoney(product.cost)}</span>
      <DietaryIcons flags={product.dietary} />
    </p>
  )
}
