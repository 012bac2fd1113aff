import type { TConfig } from '../../platform/config.ts'
import type { TDatabase } from '../../platform/database.ts'
import type { TOrderRow } from '../orders/index.ts'
import { lockOrder, updateOrder } from '../orders/index.ts'
import type { TPayments } from '../payments/index.ts'
import { PaymentProcessingError } from '../payments/index.ts'
import {
  bumpGroupVersion,
  findGroupOrder,
  findPendingParticipantOrders,
  setParticipantPayment,
} from './repository.ts'

export type TGroupPaymentDeps = { db: TDatabase; config: TConfig; payments: TPayments }

export const GROUP_PAYMENT_VOIDED =
  'The host cancelled this group order, so your payment was released and nothing was charged.'

/**
 * Releases one held participant payment (ADR 015): the gateway voids the authorisation (idempotent:
 * the order id keys it), then the order fails with a sentence saying nothing was charged and the
 * participant's payment is `voided`. Safe to repeat after a crash at any point.
 */
export async function voidParticipantOrder(deps: TGroupPaymentDeps, order: TOrderRow): Promise<void> {
  if (!order.authorisation) return
  const gateway = order.paymentToken ? deps.payments.gatewayFor(order.paymentToken) : null
  if (!gateway) throw new PaymentProcessingError(`no gateway for participant order ${order.id}`)
  await gateway.void({ reference: order.authorisation, idempotencyKey: `${order.id}:void` })
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id)
    if (locked?.status !== 'pending') return
    await updateOrder(tx, order.id, {
      status: 'failed',
      failureMessage: GROUP_PAYMENT_VOIDED,
      settledAt: new Date(),
    })
    await setParticipantPayment(tx, order.cartId, { paymentStatus: 'voided' })
    if (order.groupOrderId) await bumpGroupVersion(tx, order.groupOrderId)
  })
}

/** The `group.void` job of a cancelled group: every held participant payment is released. */
export async function voidGroupPayments(deps: TGroupPaymentDeps, groupOrderId: string): Promise<void> {
  const group = await findGroupOrder(deps.db, groupOrderId)
  if (group?.status !== 'cancelled') return
  for (const order of await findPendingParticipantOrders(deps.db, groupOrderId, { heldOnly: true }))
    await voidParticipantOrder(deps, order)
}

/**
 * A participant order that already holds an authorisation: nothing to do while its group is open
 * or being paid (the host's settlement captures it); released when the group was cancelled.
 */
export async function settleHeldOrder(deps: TGroupPaymentDeps, order: TOrderRow): Promise<void> {
  if (!order.groupOrderId || !order.authorisation) return
  const group = await findGroupOrder(deps.db, order.groupOrderId)
  if (group?.status === 'cancelled') await voidParticipantOrder(deps, order)
}
