import type { TOrder } from '@deli/contracts'
import { formatMoney, orderLinesText, REORDER_TEXTS, TEXTS } from '@deli/domain'
import { useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { useOrderHistory, useUser } from '../account/index.ts'
import { ReorderReport } from './reorder-report.tsx'
import { useReorder } from './use-reorder.ts'
import { type TOrderAgain, UsualOrderList } from './usual-order-list.tsx'
import { useUsualOrders } from './usual-orders-queries.ts'

/** How many of the newest orders the home page offers again. */
export const RECENT_ORDERS_ON_HOME = 3

function RecentOrder(props: TOrderAgain & { order: TOrder }) {
  const { order } = props
  return (
    <li className="usual-order">
      <div className="usual-order__facts">
        <p className="usual-order__name">
          Order #{order.number} ·{' '}
          {new Date(order.placed).toLocaleDateString('en-US', { dateStyle: 'medium' })}
        </p>
        <p className="muted">
          {orderLinesText(order.products)} · {formatMoney(order.totals.total)}
        </p>
      </div>
      <div className="usual-order__actions">
        <Button
          size="small"
          onClick={() => props.onOrderAgain(order)}
          aria-busy={props.pendingId === order.id}
          disabled={props.pendingId !== null}
          aria-label={`${TEXTS.orderAgain}: order #${order.number}`}
        >
          {TEXTS.orderAgain}
        </Button>
      </div>
    </li>
  )
}

/**
 * The home page's part for a signed-in member (loaded with `import()` only for them, so a guest's
 * page and its JavaScript stay as they were): their usual orders and their newest orders, each
 * ordered again in one tap through the one re-order (spec §4 Re-order: the order's store becomes
 * current and the bag opens), what a store no longer sells said here. Nothing shows until the
 * member has an order.
 */
export function MemberHome() {
  const user = useUser()
  const history = useOrderHistory()
  const usual = useUsualOrders()
  const { reorder, pendingId, error, report, dismissReport } = useReorder()
  const title = useRef<HTMLHeadingElement>(null)
  const [announcement, setAnnouncement] = useState('')
  function afterRemove(name: string) {
    setAnnouncement(REORDER_TEXTS.usualRemoved(name))
    title.current?.focus()
  }
  const recent = (history.data?.orders ?? []).slice(0, RECENT_ORDERS_ON_HOME)
  const kept = usual.data?.usual_orders ?? []
  if (!user || (recent.length === 0 && kept.length === 0)) return null
  const again = { onOrderAgain: reorder, pendingId }
  return (
    <section className="container member-home" aria-labelledby="member-home-title">
      <h2 id="member-home-title" ref={title} tabIndex={-1}>
        Welcome back, {user.first_name}
      </h2>
      <ReorderReport report={report} onDismiss={dismissReport} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="member-home__grid">
        {kept.length > 0 && (
          <section aria-labelledby="member-home-usual">
            <h3 id="member-home-usual">{REORDER_TEXTS.usualOrdersTitle}</h3>
            <UsualOrderList usual={kept} {...again} afterRemove={afterRemove} />
          </section>
        )}
        {recent.length > 0 && (
          <section aria-labelledby="member-home-recent">
            <h3 id="member-home-recent">{REORDER_TEXTS.recentOrdersTitle}</h3>
            <ul className="usual-orders">
              {recent.map((order) => (
                <RecentOrder key={order.id} order={order} {...again} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </section>
  )
}
