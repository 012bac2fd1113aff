import { usePanels } from '../../lib/panels.ts'
import { Icon } from '../../ui/icon.tsx'
import { CartSession, LazyBagPanel, useCart } from '../cart/index.ts'
import { useGroupRole } from '../group-order/index.ts'

/**
 * Header cart icon with its item count badge (utensils uncounted; host pays: the person's own items,
 * spec §4); opens the bag. The bag
 * panel and the basket's session rules are rendered once, here.
 */
export function BagButton() {
  const { cart } = useCart()
  const group = useGroupRole()
  const count = cart ? group.count(cart.products) : 0
  const isOpen = usePanels((state) => state.open === 'bag')
  return (
    <>
      <button
        type="button"
        className="bag-button"
        aria-label={`Your Bag, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={() => usePanels.getState().openPanel('bag')}
      >
        <Icon name="bag" />
        {count > 0 && (
          <span className="bag-button__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <LazyBagPanel />
      <CartSession />
    </>
  )
}
