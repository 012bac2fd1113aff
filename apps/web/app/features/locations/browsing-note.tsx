import type { TLocation } from '@deli/contracts'
import { TEXTS, takesOrders } from '@deli/domain'
import { Link } from 'react-router'
import { useOrderContext, useOrderContextHydrated } from '../../lib/order-context.ts'
import { Button } from '../../ui/button.tsx'
import { useStartOrder } from './use-start-order.ts'

/**
 * The menu of a store other than the order's (a shared link, a store page's menu): the header keeps
 * the order's store (ADR 048), and this note says whose menu this is, offers to order here instead
 * (the usual location change: confirmation, basket transfer) and the way back to the order's menu.
 */
export function BrowsingNote({ location }: { location: TLocation }) {
  const isHydrated = useOrderContextHydrated()
  const current = useOrderContext((state) => state.location)
  const { startOrder, error } = useStartOrder()
  if (!isHydrated || !current || current.menu_id === location.menu_id) return null
  return (
    <section className="browsing-note" aria-label={TEXTS.browsingNoteLabel}>
      <p>{TEXTS.browsingOtherStore(location.name, current.name)}</p>
      <div className="browsing-note__actions">
        {takesOrders(location) && (
          <Button size="small" onClick={() => startOrder(location)}>
            {TEXTS.orderHereInstead}
          </Button>
        )}
        <Link className="btn btn--small btn--outline" to={`/menu/${current.menu_id}`}>
          {TEXTS.backToOrderMenu(current.name)}
        </Link>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
    </section>
  )
}
