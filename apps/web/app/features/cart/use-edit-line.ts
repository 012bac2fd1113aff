import { useSearchParams } from 'react-router'
import { findEditLine } from './edit-line.ts'
import { useCart } from './use-cart.ts'

/** The bag line the product page edits (?edit={product_id}&position={n}), or null to add a new one. */
export function useEditLine(productId: number) {
  const [params] = useSearchParams()
  const { cart } = useCart()
  return findEditLine(cart, params.get('edit'), params.get('position'), productId)
}
