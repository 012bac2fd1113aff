import type { TOrder } from '@deli/contracts'
import { formatMoney, guestStatusLabel, isFinalStatus, orderPointsText, refundText } from '@deli/domain'
import { useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { useOrderHistory } from '../account/index.ts'
import { useLiveOrderStatus } from '../order-confirm/index.ts'
import { ReorderReport, useReorder } from '../reorder/index.ts'
import { OrderSummaryModal, productCount } from './order-summary-modal.tsx'

/**
 * How many of the newest unfinished orders the history follows live: each is one event stream, and a
 * browser keeps only six connections per server, so older unfinished orders show their loaded status.
 */
const LIVE_ORDERS_MAX = 2

/** An order's status in the storefront's words; live (pushed as it changes) when `isLive`. */
function HistoryStatus({ order, isLive }: { order: TOrder; isLive: boolean }) {
  const { status } = useLiveOrderStatus(order, isLive)
  return (
    <span aria-live={isLive ? 'polite' : undefined}>
      {guestStatusLabel(status, order.handoff, order.in_group)}
    </span>
  )
}

/** '190 points pending' or '190 points earned' (ADR 024), '' when the order earns none. */
const pointsOf = (order: TOrder) =>
  orderPointsText({ status: order.status, payment_type: order.payment.type, points: order.points }).text

/**
 * Order history (spec §2 Account): each order opens the Order Summary modal, where 'Order Again'
 * re-orders. The newest unfinished orders' statuses are live (ADR 019).
 */
export function OrderHistory() {
  const history = useOrderHistory()
  const [openId, setOpenId] = useState<string | null>(null)
  const { reorder, pendingId, error, report, dismissReport } = useReorder(() => setOpenId(null))
  const orders = history.data?.orders ?? []
  const open = orders.find((order) => order.id === openId) ?? null
  const liveIds = new Set(
    orders
      .filter((order) => !isFinalStatus(order.status))
      .slice(0, LIVE_ORDERS_MAX)
      .map((order) => order.id),
  )
  return (
    <section id="orders" className="account-section" aria-labelledby="orders-title">
      <h2 id="orders-title" className="account-section__title">
        Order History
      </h2>
      <ReorderReport report={report} onDismiss={dismissReport} />
      {history.isPending && <p className="muted">Loading your orders…</p>}
      {history.isError && (
        <p className="field-error" role="alert">
          {history.error.message}
        </p>
      )}
      {history.isSuccess && orders.length === 0 && (
        <p className="muted">No orders yet. Your first one will show up here, ready to order again.</p>
      )}
      {orders.length > 0 && (
        <ul className="order-history">
          {orders.map((order) => (
            <li key={order.id} className="order-history__item">
              <div>
                <p className="order-history__title">
                  Order #{order.number} · {productCount(order)} {productCount(order) === 1 ? 'item' : 'items'}
                </p>
                <p className="muted">
                  {new Date(order.placed).toLocaleDateString('en-US', { dateStyle: 'medium' })} ·{' '}
                  <HistoryStatus order={order} isLive={liveIds.has(order.id)} /> ·{' '}
                  {formatMoney(order.totals.total)}
                  {pointsOf(order) && ` · ${pointsOf(order)}`}
                </p>
                {order.refund && <p>{refundText(order.refund, formatMoney(order.refund.amount))}</p>}
              </div>
              <Button size="small" variant="outline" onClick={() => setOpenId(order.id)}>
                View order<span className="visually-hidden"> #{order.number}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <OrderSummaryModal
        order={open}
        onClose={() => setOpenId(null)}
        onOrderAgain={reorder}
        isReordering={pendingId !== null}
        error={error}
      />
    </section>
  )
}
