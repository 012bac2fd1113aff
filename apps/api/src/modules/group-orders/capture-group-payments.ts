import type { TQueryable } from '../../platform/database.ts'
import { releaseGroupBaskets } from '../carts/index.ts'
import type { TOrderRow } from '../orders/index.ts'
import { acceptOrder, participantFiring, updateOrder } from '../orders/index.ts'
import type { TPayments } from '../payments/index.ts'
import { PaymentProcessingError } from '../payments/index.ts'
import {
  bumpGroupVersion,
  findGroupOfHostCart,
  findPendingParticipantOrders,
  listParticipants,
  setParticipantPayment,
} from './repository.ts'

/**
 * Step 2 of the host's settlement of a split group (ADR 015), after the host's own charge went
 * through and before anything is written: every participant's authorisation is captured, each with
 * its own idempotency key, so a retried job never takes money twice. A participant payment still
 * being authorised makes the job wait and retry (the host's charge is repeated idempotently).
 */
export async function captureGroupPayments(
  deps: { db: TQueryable; payments: TPayments },
  hostOrder: TOrderRow,
) {
  if (hostOrder.groupOrderId) return
  const group = await findGroupOfHostCart(deps.db, hostOrder.cartId)
  if (group?.paymentType !== 'split') return
  for (const order of await findPendingParticipantOrders(deps.db, group.id)) {
    if (!order.authorisation) throw new Error(`participant order ${order.id} is still being authorised`)
    const gateway = order.paymentToken ? deps.payments.gatewayFor(order.paymentToken) : null
    if (!gateway) throw new PaymentProcessingError(`no gateway for participant order ${order.id}`)
    await gateway.capture({ reference: order.authorisation, idempotencyKey: `${order.id}:capture` })
  }
}

/**
 * Step 3, in the host order's accepting transaction: the group is confirmed and the kitchen gets it
 * whole — every captured participant order is accepted with the host's handoff, address and ready
 * time (spec §4: the host's order time) and is made with the host's order: scheduled to the same
 * fire time while the host's waits (ADR 066; the caller queues each fire job); split participants who never paid are left out and their
 * baskets abandoned. Answers the participant orders it accepted.
 */
export async function confirmGroup(
  tx: TQueryable,
  payments: TPayments,
  hostOrder: TOrderRow,
): Promise<TOrderRow[]> {
  const group = await findGroupOfHostCart(tx, hostOrder.cartId, { forUpdate: true })
  if (!group) return []
  const accepted: TOrderRow[] = []
  if (group.paymentType === 'split') {
    for (const order of await findPendingParticipantOrders(tx, group.id)) {
      const gateway = order.paymentToken ? payments.gatewayFor(order.paymentToken) : null
      if (!order.authorisation || !gateway) continue
      const moved = await updateOrder(tx, order.id, {
        handoff: hostOrder.handoff,
        address: hostOrder.address,
        asap: hostOrder.asap,
        readyAt: hostOrder.readyAt,
        timezone: hostOrder.timezone,
      })
      const charge = { gateway: gateway.name, reference: order.authorisation, amount: order.totals.total }
      accepted.push(await acceptOrder(tx, moved, charge, undefined, participantFiring(hostOrder)))
      await setParticipantPayment(tx, order.cartId, { paymentStatus: 'captured' })
    }
    const unpaid = (await listParticipants(tx, group.id)).filter(
      (person) => !person.isHost && person.paymentStatus !== 'captured' && person.cartId,
    )
    await releaseGroupBaskets(tx, {
      abandon: unpaid.flatMap((person) => (person.cartId ? [person.cartId] : [])),
    })
  }
  await bumpGroupVersion(tx, group.id, { status: 'confirmed' })
  return accepted
}
