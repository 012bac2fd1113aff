import { canGroupTransition } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import type { TOrderRow } from '../orders/index.ts'
import { updateOrder } from '../orders/index.ts'
import { bumpGroupVersion, findGroupOfHostCart, lockGroupOrder, setParticipantPayment } from './repository.ts'

/**
 * A split participant's payment was authorised (in the settling transaction, order row locked): the
 * order keeps the authorisation and stays pending until the host's submission captures it; the
 * participant counts as submitted ('Participant Submissions'). Answers the group's status, so the
 * caller can void at once when the host cancelled meanwhile.
 */
export async function recordAuthorisation(tx: TQueryable, order: TOrderRow, reference: string) {
  await updateOrder(tx, order.id, { authorisation: reference })
  await setParticipantPayment(tx, order.cartId, { paymentStatus: 'authorised', submittedAt: new Date() })
  if (order.groupOrderId) await bumpGroupVersion(tx, order.groupOrderId)
}

/**
 * An order of a group failed (declined or not processable): a participant's payment is `failed`
 * (their basket is active again, they may pay another way); the host's failed submission opens the
 * group again (locked → open), so the host can pay another way and participants can change again.
 */
export async function recordGroupFailure(tx: TQueryable, order: TOrderRow): Promise<void> {
  if (order.groupOrderId) {
    await setParticipantPayment(tx, order.cartId, { paymentStatus: 'failed' })
    const group = await lockGroupOrder(tx, order.groupOrderId)
    if (group) await bumpGroupVersion(tx, group.id)
    return
  }
  const group = await findGroupOfHostCart(tx, order.cartId, { forUpdate: true })
  if (group && canGroupTransition(group.status, 'open'))
    await bumpGroupVersion(tx, group.id, { status: 'open' })
}
