import type { TStoreOrder, TStoreOrders } from '@deli/contracts'
import { STORE_ORDERS_QUERY_MAX } from '@deli/contracts/constants'
import {
  formatClockTime,
  formatDay,
  formatMoney,
  formatPhone,
  HANDOFF_LABELS,
  ORDER_STATUS_LABELS,
  REFUND_REASON_LABELS,
  refundRefusal,
  toWantedTime,
} from '@deli/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Form } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { CursorPageButtons, useCursorPages } from '../../ui/cursor-pages.tsx'
import { useFocusAfterCommit } from '../../ui/use-focus-after-commit.ts'
import { ChangeStatus } from './change-status.tsx'
import { RefundDialog } from './refund-dialog.tsx'
import { staffApi } from './staff-api.ts'
import { TicketDetails } from './ticket-details.tsx'

/** A moment in the store's own clock, its day named with its year when not this year's: 'Fri, Nov 27 · 12:15 PM'. */
function storeMoment(iso: string, timezone: string, today: string): string {
  const wall = toWantedTime(new Date(iso), timezone)
  return `${formatDay(wall.slice(0, 8), { year: { unlessYearOf: today } })} · ${formatClockTime(wall.slice(9))}`
}

/** One order found: number, guest, status, when promised and placed, how paid and refunded, every line. */
function FoundOrder(props: {
  order: TStoreOrder
  timezone: string
  today: string
  onRefund: (order: TStoreOrder) => void
}) {
  const { order, timezone, today } = props
  const mayRefund =
    refundRefusal({
      status: order.status,
      paymentType: order.payment.type,
      isRefunded: order.refund !== null,
    }) === null
  const titleId = `order-${order.id}`
  return (
    <article className="ticket order-lookup__order" aria-labelledby={titleId} data-order={order.number}>
      <header className="ticket__head">
        <h3 id={titleId} className="ticket__title" tabIndex={-1}>
          #{order.number} · {order.guest}
        </h3>
        <span className="ticket__badge">{ORDER_STATUS_LABELS[order.status]}</span>
      </header>
      <dl className="order-lookup__facts">
        <div>
          <dt>{HANDOFF_LABELS[order.handoff]}</dt>
          <dd>{storeMoment(order.promised_at, timezone, today)}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{storeMoment(order.placed, timezone, today)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(order.phone)}</a>
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            {formatMoney(order.total)} · {order.payment.label}
          </dd>
        </div>
        {order.refund && (
          <div>
            <dt>Refund</dt>
            <dd>
              {order.refund.state === 'refunded'
                ? `${formatMoney(order.refund.amount)} given back to the card`
                : `${formatMoney(order.refund.amount)} on its way back to the card`}
              {order.refunded &&
                ` · ${REFUND_REASON_LABELS[order.refunded.reason]}, by ${order.refunded.by || 'a manager'}`}
            </dd>
          </div>
        )}
      </dl>
      <TicketDetails ticket={order} timezone={timezone} />
      {mayRefund && (
        <Button
          size="small"
          variant="outline"
          aria-label={`Refund order #${order.number}`}
          onClick={() => props.onRefund(order)}
        >
          Refund
        </Button>
      )}
    </article>
  )
}

/**
 * A store's order lookup (ADR 071): a manager finds a guest's order of any day by its number, the
 * guest's name, email or phone (the search lives in the address: `?q=`), newest placed first, a page
 * at a time, each order as the board shows it with its status, times and payment; a handed-over card
 * order has "Refund" (ADR 072).
 */
export function OrderLookup(props: { storeId: number; timezone: string; q: string; initial: TStoreOrders }) {
  const { storeId, timezone, q } = props
  const cursor = useCursorPages()
  const { before } = cursor
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(before ? { before } : {}) }).toString()
  const found = useQuery({
    queryKey: ['staff', 'orders', storeId, query],
    queryFn: () => staffApi.orders(storeId, query),
    initialData: before ? undefined : props.initial,
  })
  const ids = useId()
  const queryClient = useQueryClient()
  const [refunding, setRefunding] = useState<TStoreOrder | null>(null)
  const [done, setDone] = useState('')
  const focusAfterCommit = useFocusAfterCommit()
  const today = toWantedTime(new Date(), timezone).slice(0, 8)
  const page = found.data
  return (
    <section className="availability__section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Find an order</h2>
      <ChangeStatus done={done} failure="" />
      <Form method="get" role="search" className="order-lookup__search" onSubmit={() => cursor.reset()}>
        <div className="availability__field">
          <label htmlFor={`${ids}-q`}>Number, guest, email or phone</label>
          <input
            id={`${ids}-q`}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={STORE_ORDERS_QUERY_MAX}
            autoComplete="off"
          />
        </div>
        <Button size="small" type="submit">
          Search
        </Button>
      </Form>
      <p className="availability__hint order-lookup__said" role="status">
        {found.isPending
          ? 'Loading…'
          : page && page.orders.length === 0
            ? q
              ? `No order matches “${q}”.`
              : 'No orders yet.'
            : page
              ? `${q ? `Orders matching “${q}”` : 'Every order'}, newest first.`
              : ''}
      </p>
      {found.error && (
        <p className="availability__failure" role="alert">
          {found.error instanceof ApiError ? found.error.message : 'The orders did not load.'}
        </p>
      )}
      {page && page.orders.length > 0 && (
        <ol className="order-lookup__list">
          {page.orders.map((order) => (
            <li key={order.id}>
              <FoundOrder order={order} timezone={timezone} today={today} onRefund={setRefunding} />
            </li>
          ))}
        </ol>
      )}
      <CursorPageButtons cursor={cursor} next={page?.next} newer="Newer orders" older="Older orders" />
      <RefundDialog
        order={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={(refunded) => {
          setRefunding(null)
          setDone(`Order #${refunded.number} refunded: ${formatMoney(refunded.total)} goes back to the card.`)
          void queryClient.invalidateQueries({ queryKey: ['staff', 'orders', storeId] })
          // Its Refund button is gone: the keyboard goes to the order's heading.
          focusAfterCommit(() => document.getElementById(`order-${refunded.id}`))
        }}
      />
    </section>
  )
}
