import { REORDER_TEXTS } from '@deli/domain'
import { useRef, useState } from 'react'
import { ReorderReport } from './reorder-report.tsx'
import { useReorder } from './use-reorder.ts'
import { UsualOrderList } from './usual-order-list.tsx'
import { useUsualOrders } from './usual-orders-queries.ts'

/**
 * The account's usual orders ('My usual'): the member's kept orders, each ordered again in one tap,
 * renamed or removed; an empty list says how to keep one.
 */
export function UsualOrdersSection() {
  const usual = useUsualOrders()
  const { reorder, pendingId, error, report, dismissReport } = useReorder()
  const title = useRef<HTMLHeadingElement>(null)
  const [announcement, setAnnouncement] = useState('')
  function afterRemove(name: string) {
    setAnnouncement(REORDER_TEXTS.usualRemoved(name))
    title.current?.focus()
  }
  const list = usual.data?.usual_orders ?? []
  return (
    <section id="usual-orders" className="account-section" aria-labelledby="usual-orders-title">
      <h2 id="usual-orders-title" ref={title} tabIndex={-1} className="account-section__title">
        {REORDER_TEXTS.usualOrdersTitle}
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
      {usual.isPending && <p className="muted">Loading your usual orders…</p>}
      {usual.isError && (
        <p className="field-error" role="alert">
          {usual.error.message}
        </p>
      )}
      {usual.isSuccess && list.length === 0 && (
        <p className="muted">
          Open an order below and choose ‘{REORDER_TEXTS.saveAsUsual}’ to order it again from here or the home
          page in one tap.
        </p>
      )}
      {list.length > 0 && (
        <UsualOrderList usual={list} onOrderAgain={reorder} pendingId={pendingId} afterRemove={afterRemove} />
      )}
    </section>
  )
}
