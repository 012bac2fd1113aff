import type { TCart, TQuantities } from '@deli/contracts'
import { TEXTS, visibleLines } from '@deli/domain'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import { GroupBagSection, useGroupRole } from '../group-order/index.ts'
import { BagDiscounts } from './bag-discounts.tsx'
import { BagLine } from './bag-line.tsx'
import { BagTotals } from './bag-totals.tsx'
import { CartLocationCard } from './cart-location-card.tsx'
import { ClearCartDialog } from './clear-cart-dialog.tsx'
import { editLinePath } from './edit-line.ts'
import { LazyPromoCodeEntry } from './lazy-promo-code-entry.tsx'
import { isMenuPage, menuPath } from './menu-path.ts'
import { useBagLines } from './use-bag-lines.ts'
import type { TBagSubmit } from './use-bag-submit.ts'

/** After a line goes, focus lands on 'Your Order' (or the empty state) instead of the page. */
const focusBagTop = () =>
  requestAnimationFrame(() =>
    (document.getElementById('bag-order-heading') ?? document.getElementById('bag-empty-title'))?.focus(),
  )

/**
 * The bag view of the cart side panel (spec §2): cart-location card, 'Your Order' lines with
 * 'Clear Cart', 'Add More Items', totals, or the empty state; 'Go To Menu' off menu pages and the
 * main submit button.
 */
export function BagContents(props: {
  cart: TCart | null
  loading: boolean
  loadError: string
  submit: TBagSubmit
  quantitiesFor: (productId: number) => TQuantities
}) {
  const { cart, submit } = props
  const { pathname } = useLocation()
  const superCategory = useOrderContext((state) => state.superCategory)
  const locationMenuId = useOrderContext((state) => state.location?.menu_id)
  const lines = cart ? visibleLines(cart.products) : []
  const bagLines = useBagLines(focusBagTop)
  const [isClearOpen, setClearOpen] = useState(false)
  const group = useGroupRole()
  const browse = menuPath(cart?.menu_id ?? locationMenuId, superCategory)
  const close = () => usePanels.getState().closePanel()

  return (
    <div className="bag">
      <GroupBagSection view={group.view} />
      {cart && <CartLocationCard cart={cart} />}
      {props.loading && <p className="muted">Loading your bag…</p>}
      {props.loadError && (
        <p className="field-error" role="alert">
          {props.loadError}
        </p>
      )}
      {cart && lines.length > 0 ? (
        <section className="bag-order" aria-labelledby="bag-order-heading">
          <div className="bag-order__head">
            <h3 id="bag-order-heading" tabIndex={-1}>
              {TEXTS.yourOrder}
            </h3>
            <Button size="small" variant="link" onClick={() => setClearOpen(true)}>
              {TEXTS.clearCart}
            </Button>
          </div>
          <ul className="bag-lines">
            {lines.map((line, position) => (
              <BagLine
                key={line.id}
                line={line}
                editPath={editLinePath(cart.menu_id, line, position)}
                quantities={props.quantitiesFor(line.product_id)}
                isBusy={bagLines.busyLineId === line.id}
                error={bagLines.error?.lineId === line.id ? bagLines.error.message : undefined}
                onQuantity={(quantity) => bagLines.setQuantity(line, quantity)}
                onRemove={() => bagLines.remove(line)}
                onEdit={close}
              />
            ))}
          </ul>
          <Link className="btn btn--small btn--outline bag-order__more" to={browse} onClick={close}>
            <Icon name="plus" size={18} />
            {TEXTS.addMoreItems}
          </Link>
          <BagDiscounts cart={cart} />
          <LazyPromoCodeEntry />
          <BagTotals cart={cart} />
        </section>
      ) : (
        !props.loading && (
          <div className="empty-state bag-empty">
            <Icon name="bag" size={48} />
            <p id="bag-empty-title" className="empty-state__title" tabIndex={-1}>
              {TEXTS.emptyBagTitle}
            </p>
            <p>{TEXTS.emptyBagBody}</p>
          </div>
        )
      )}
      <div className="bag-footer">
        {submit.isCheckInShown && (
          <div className="group-notice" role="alert">
            <p className="group-notice__title">{TEXTS.headsUp}</p>
            <p>{TEXTS.hostCheckIn}</p>
          </div>
        )}
        {submit.error && (
          <p className="field-error" role="alert">
            {submit.error}
          </p>
        )}
        {!isMenuPage(pathname) && (
          <Link className="bag-footer__menu-link" to={browse} onClick={close}>
            {TEXTS.goToMenu}
          </Link>
        )}
        <Button
          id="bag-submit"
          className="bag-footer__submit"
          onClick={submit.submit}
          aria-busy={submit.isPending}
        >
          {submit.label}
        </Button>
      </div>
      {cart && (
        <ClearCartDialog
          cart={cart}
          open={isClearOpen}
          isOwnLine={group.isOwnLine}
          onClose={() => setClearOpen(false)}
          onCleared={() => {
            setClearOpen(false)
            focusBagTop()
          }}
        />
      )}
    </div>
  )
}
