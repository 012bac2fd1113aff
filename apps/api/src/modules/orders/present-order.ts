import type { TArrival, TOrder, TOrderRefund, TSubmitTrack } from '@deli/contracts'
import { orderPointsState, PAYMENT_FAILED_MESSAGE, toWantedTime } from '@deli/domain'
import type { TChargeState } from '../payments/index.ts'
import type { TOrderRow } from './tables.ts'

/**
 * The API's Order (spec §3 Order, with what confirmation and history show). `charge`: the order's
 * card charge when the caller read it (a cancelled card order's refund is then `refunded` once given
 * back); without it a cancelled card order's refund reads `pending`. `inGroup`: whether the order is a
 * group's (`isGroupOrder`); without it only a split participant's order is known to be.
 */
export function presentOrder(row: TOrderRow, charge?: TChargeState, inGroup?: boolean): TOrder {
  return {
    id: row.id,
    number: row.number,
    menu_id: row.menuId,
    store_id: row.storeId,
    status: row.status,
    handoff: row.handoff,
    address: row.address,
    car: row.car,
    ready: toWantedTime(row.readyAt, row.timezone),
    timezone: row.timezone,
    asap: row.asap,
    products: row.lines,
    totals: row.totals,
    discounts: row.discounts,
    payment: { type: row.paymentType, label: row.paymentLabel },
    contact: row.contact,
    points: row.points,
    // A refunded order's points were taken back with its money (ADR 072).
    points_state: row.refundedAt
      ? 'none'
      : orderPointsState({ status: row.status, payment_type: row.paymentType, points: row.points }),
    placed: row.createdAt.toISOString(),
    arrival: arrivalOf(row),
    refund: refundOf(row, charge),
    cancelled_by: row.status === 'cancelled' ? (row.cancelledBy ?? 'store') : null,
    in_group: inGroup ?? row.groupOrderId !== null,
  }
}

/**
 * A card order's refund: a cancelled one's (ADR 066) or a handed-over one's a manager gave back (ADR
 * 072). Its charge's amount, `refunded` once the gateway gave it back; null for every other order.
 * Without the charge, `pending` for the order's total.
 */
export function refundOf(
  row: Pick<TOrderRow, 'status' | 'paymentType' | 'totals' | 'refundedAt'>,
  charge?: TChargeState,
): TOrderRefund | null {
  if ((row.status !== 'cancelled' && !row.refundedAt) || row.paymentType !== 'card') return null
  return { amount: charge?.amount ?? row.totals.total, state: charge?.refundedAt ? 'refunded' : 'pending' }
}

/** Curbside 'I'm here' as the guest and the board see it; null until the guest arrives. */
export const arrivalOf = (row: TOrderRow): TArrival | null =>
  row.arrivedAt ? { at: row.arrivedAt.toISOString(), spot: row.arrivalSpot ?? '' } : null

/**
 * Where a submission stands (spec §7 submit/track): waiting while pending, error once failed, else
 * success — also a split group participant's order once its payment is authorised (ADR 015).
 */
export function trackOf(row: TOrderRow): TSubmitTrack {
  if (row.status === 'pending' && !row.authorisation) return { status: 'waiting', message: '', id: row.id }
  if (row.status === 'failed')
    return { status: 'error', message: row.failureMessage ?? PAYMENT_FAILED_MESSAGE, id: row.id }
  return { status: 'success', message: '', id: row.id }
}
