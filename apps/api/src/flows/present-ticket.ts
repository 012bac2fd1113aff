import type { TBoardTicket } from '@deli/contracts'
import { isLateOrder, toWantedTime } from '@deli/domain'
import type { TOrderRow } from '../modules/orders/index.ts'
import { arrivalOf } from '../modules/orders/index.ts'

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
