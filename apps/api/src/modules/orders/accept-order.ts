import { isDeliveryHandoff, isOrderPaid, orderPoints } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { saveMemberAddress } from '../members/index.ts'
import { queueMail } from '../notifications/index.ts'
import type { TCharge } from '../payments/index.ts'
import { settleOrderRewards } from '../rewards/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import { presentOrder } from './present-order.ts'
import { receiptMail } from './receipt-mail.ts'
import { receiveOrder, type TFiring } from './repository.ts'
import type { TOrderRow } from './tables.ts'

/**
 * A pending order whose payment went through (or that is paid in store), inside the settling
 * transaction with the order row locked: the charge is recorded (one per order), the order becomes
 * received (or scheduled / held, ADR 066) with its points, the member earns them (an order paid in store: once handed over) and spends the reward redeemed on it (rewards), a
 * delivery address is saved to the member's addresses, and the receipt email is queued — all or
 * nothing. A kiosk's order has no member: no points, no saved address, no receipt without an email.
 */
export async function acceptOrder(
  tx: TQueryable,
  order: TOrderRow,
  charge: TCharge | null,
  /** The order's store when the caller read it with the order's lock (undefined: read here). */
  knownStore?: TStoreRow | null,
  /** Made now (received), or waiting as scheduled or held until its fire time (ADR 066). */
  firing?: TFiring,
) {
  // Points are earned on what the guest paid for: the subtotal after rewards and offers. A kiosk's
  // order (ADR 030) has no member to earn them.
  const points = order.userId ? orderPoints(order.totals.subtotal - order.totals.discount) : 0
  const accepted = await receiveOrder(tx, order.id, points, new Date(), firing, charge)
  // An order paid at the counter keeps its points pending until it is handed over, paid (the FAQ:
  // points appear after the order is paid; `updateOrderStatus` earns them then). A reward redeemed on
  // it is spent now, as on any order the store accepted.
  const isPaid = isOrderPaid({ status: accepted.status, payment_type: accepted.paymentType })
  await settleOrderRewards(tx, { id: order.id, userId: order.userId, points: isPaid ? points : 0 })
  if (order.userId && isDeliveryHandoff(order.handoff) && order.address) {
    await saveMemberAddress(tx, order.userId, { ...order.address, handoffMode: order.handoff })
  }
  const store = knownStore === undefined ? await findStoreByMenuId(tx, order.menuId) : knownStore
  // A kiosk's guest gave a name only: no address to send a receipt to.
  if (store && order.contact.email) {
    await queueMail(tx, receiptMail(presentOrder(accepted), store, order.contact))
  }
  return accepted
}
