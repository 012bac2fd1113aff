import type { TCatalogueCategory, TCatalogueListProduct } from '@deli/contracts'
import { caloriesText, formatMoney } from '@deli/domain'
import { Button } from '../../ui/button.tsx'

/** A category's products: picture, name, price, menus; up/down, edit and retire for an admin. */
export function ProductRows(props: {
  products: TCatalogueListProduct[]
  canEdit: boolean
  /** False while a search shows only some of a category's products (up and down need them all). */
  canMove: boolean
  isPending: boolean
  onMove?: (product: TCatalogueListProduct, direction: 'up' | 'down') => void
  onEdit?: (product: TCatalogueListProduct, from: HTMLElement) => void
  onRetire?: (product: TCatalogueListProduct) => void
}) {
  if (props.products.length === 0) return <p className="bo-muted">No products yet.</p>
  return (
    <ul className="bo-products">
      {props.products.map((product, index) => (
        <li key={product.id} className="bo-product">
          <img src={product.imageUrl} alt="" width="64" height="48" loading="lazy" />
          <div className="bo-product__text">
            <strong>{product.name}</strong>
            <span className="bo-muted">
              {formatMoney(product.cost)} · {caloriesText(product.calories)} before options ·{' '}
              {product.optionGroupCount} option {product.optionGroupCount === 1 ? 'group' : 'groups'} · on{' '}
              {product.menuCount} {product.menuCount === 1 ? 'menu' : 'menus'}
            </span>
          </div>
          {props.canEdit && (
            <div className="bo-tools">
              {props.canMove && (
                <>
                  <Button
                    size="small"
                    variant="outline"
                    disabled={index === 0 || props.isPending}
                    aria-label={`Move ${product.name} up`}
                    onClick={() => props.onMove?.(product, 'up')}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    variant="outline"
                    disabled={index === props.products.length - 1 || props.isPending}
                    aria-label={`Move ${product.name} down`}
                    onClick={() => props.onMove?.(product, 'down')}
                  >
                    ↓
                  </Button>
                </>
              )}
              <Button
                size="small"
                variant="outline"
                onClick={(event) => props.onEdit?.(product, event.currentTarget)}
              >
                Edit <span className="visually-hidden">{product.name}</span>
              </Button>
              <Button size="small" variant="outline" onClick={() => props.onRetire?.(product)}>
                Retire <span className="visually-hidden">{product.name}</span>
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

/** A category's drafted new products (ADR 059): not products yet, on no menu until published. */
export function DraftedProducts(props: {
  category: TCatalogueCategory
  drafted: readonly { name: string; categoryId: number; draft: string }[]
}) {
  const here = props.drafted.filter((item) => item.categoryId === props.category.id)
  if (here.length === 0) return null
  return (
    <ul className="bo-drafted" aria-label={`Drafted new products in ${props.category.name}`}>
      {here.map((item) => (
        <li key={`${item.draft}/${item.name}`}>
          {item.name} <span className="bo-tag">Draft</span>{' '}
          <span className="bo-muted">in {item.draft}, not published</span>
        </li>
      ))}
    </ul>
  )
}
