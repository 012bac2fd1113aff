import type { TCart, TCartProduct } from '@deli/contracts'
import { visibleLines } from '@deli/domain'

/**
 * Editing a bag line goes through the product page (spec §2):
 * /menu/{menu_id}/product/{product_id}?edit={product_id}&position={n}. `position` is the line's
 * 0-based index among the lines the guest sees (utensils hidden), as the bag lists them.
 */
export function editLinePath(
  menuId: number,
  line: Pick<TCartProduct, 'product_id'>,
  position: number,
): string {
  return `/menu/${menuId}/product/${line.product_id}?edit=${line.product_id}&position=${position}`
}

const WHOLE_NUMBER = /^\d{1,6}$/

/**
 * The line the product page edits: the visible line at `position` when it is that product (both
 * `edit` and the page's product). Anything else — no cart, a malformed or unknown position, another
 * product there — is null, and the page adds a new line instead.
 */
export function findEditLine(
  cart: Pick<TCart, 'products'> | null,
  edit: string | null,
  position: string | null,
  productId: number,
): { line: TCartProduct; position: number } | null {
  if (!cart || edit === null || position === null) return null
  if (!WHOLE_NUMBER.test(edit) || !WHOLE_NUMBER.test(position)) return null
  if (Number(edit) !== productId) return null
  const index = Number(position)
  const line = visibleLines(cart.products)[index]
  return line && line.product_id === productId ? { line, position: index } : null
}
