import { orderChannel } from '@deli/domain'
import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import type { TOrderRow } from '../orders/index.ts'

/** An order as a refund's rollups read it. */
export type TRefundOrder = Pick<
  TOrderRow,
  'storeId' | 'createdAt' | 'timezone' | 'handoff' | 'kioskId' | 'client' | 'totals'
>

/**
 * A handed-over order given back in full (ADR 072), in the transaction that refunds it (an order is
 * refunded once): its items after discounts, its tax and its tip go to the refund columns of its sale's
 * store-local day and hour, as a cancellation's do. It stays an order, not cancelled, and its items,
 * kitchen and mix rows keep it: it was made and handed over.
 */
export async function recordOrderRefund(tx: TQueryable, order: TRefundOrder): Promise<void> {
  const { subtotal, discount, tax, tip } = order.totals
  const refund = { refund: subtotal - discount, tax, tip }
  await tx.execute(sql`
    with placed as (
      select (${order.createdAt.toISOString()}::timestamptz at time zone ${order.timezone}::text) as at
    ),
    daily as (
      insert into report_sales_daily (store_id, local_date, refund, refund_tax, refund_tip)
      select ${order.storeId}::int, at::date, ${refund.refund}::int, ${refund.tax}::int, ${refund.tip}::int
      from placed
      on conflict (store_id, local_date) do update set
        refund = report_sales_daily.refund + excluded.refund,
        refund_tax = report_sales_daily.refund_tax + excluded.refund_tax,
        refund_tip = report_sales_daily.refund_tip + excluded.refund_tip
    )
    insert into report_sales_hourly (store_id, local_date, local_hour, handoff, channel, refund, refund_tax, refund_tip)
    select ${order.storeId}::int, at::date, extract(hour from at)::smallint, ${order.handoff}::text,
      ${orderChannel(order)}::text, ${refund.refund}::int, ${refund.tax}::int, ${refund.tip}::int
    from placed
    on conflict (store_id, local_date, local_hour, handoff, channel) do update set
      refund = report_sales_hourly.refund + excluded.refund,
      refund_tax = report_sales_hourly.refund_tax + excluded.refund_tax,
      refund_tip = report_sales_hourly.refund_tip + excluded.refund_tip`)
}
