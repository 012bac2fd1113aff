import { useKioskProduct } from '../../lib/kiosk-product.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { ProductFacts, ProductForm } from '../product/index.ts'

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
          <ProductFacts product={product} />
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
