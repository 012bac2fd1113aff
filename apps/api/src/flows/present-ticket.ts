import type { TBoardTicket, TStoreOrder } from '@deli/contracts'
import { isLateOrder, toWantedTime } from '@deli/domain'
import type { TOrderRow } from '../modules/orders/index.ts'
import { arrivalOf, refundOf } from '../modules/orders/index.ts'
import type { TChargeState } from '../modules/payments/index.ts'

/** One order as the kitchen's ticket: who, what (choices, instructions, recipients), when, how. */
export function presentTicket(row: TOrderRow, now: Date): TBoardTicket {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    handoff: row.handoff,
    ready: toWantedTime(row.readyAt, row.timezone),
    promised_at: row.readyAt.toISOString(),
    asap: row.asap,
    is_late: isLateOrder(row.status, row.readyAt, now),
    guest: `${row.contact.first_name} ${row.contact.last_name}`.trim(),
    phone: row.contact.phone,
    products: row.lines,
    car: row.car,
    arrival: arrivalOf(row),
    address: row.address,
    payment: { type: row.paymentType, label: row.paymentLabel },
    total: row.totals.total,
    placed: row.createdAt.toISOString(),
    fire_at: row.fireAt?.toISOString() ?? null,
  }
}

/**
 * One order as the order lookup shows it (ADR 071, 072): its ticket, its card refund with the charge's
 * state, and a handed-over order's refund: when, why and by whom.
 */
export function presentStoreOrder(row: TOrderRow, now: Date, charge?: TChargeState): TStoreOrder {
  return {
    ...presentTicket(row, now),
    refund: refundOf(row, charge),
    refunded:
      row.refundedAt && row.refundReason
        ? { at: row.refundedAt.toISOString(), reason: row.refundReason, by: row.refundedBy ?? '' }
        : null,
  }
}
