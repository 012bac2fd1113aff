import { formatMoney } from '@deli/domain'
import { useKioskProduct } from '../../lib/kiosk-product.ts'
import { DietaryIcons } from '../../ui/dietary-icon.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { ProductForm } from '../product/index.ts'

/**
 * A kiosk's product (spec §2 'kiosk theme with a product overlay'): the product's options open over
 * the menu instead of on a page of their own, and close once the item is in the bag.
 */
export function ProductOverlay() {
  const opened = useKioskProduct((state) => state.opened)
  const close = useKioskProduct((state) => state.close)
  const product = opened?.product ?? null
  return (
    <ModalDialog open={product !== null} onClose={close} title={product?.name ?? ''} maxWidth={760}>
      {product && (
        <div className="kiosk-product">
          <img
            className="kiosk-product__image"
            src={product.images['mobile-webapp-menu'].url}
            alt=""
            width="400"
            height="300"
          />
          <p className="kiosk-product__description">{product.description}</p>
          <p className="product-page__meta">
            <span className="product-card__price">From {formatMoney(product.cost)}</span>
            <span className="muted">{product.calories} cal</span>
            <DietaryIcons flags={product.dietary} />
          </p>
          <ProductForm
            key={product.product_id}
            product={product}
            menuId={opened?.menuId ?? 0}
            onAdded={close}
          />
        </div>
      )}
    </ModalDialog>
  )
}
