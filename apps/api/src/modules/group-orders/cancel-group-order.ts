import type { TGroupOrder } from '@deli/contracts'
import { canGroupTransition, closedRefusal } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'
import { lockCartRow, releaseGroupBaskets, removeParticipantLines } from '../carts/index.ts'
import { groupNotFound, hostOnly, type TGroupCaller, viewerOf } from './group-access.ts'
import { GROUP_VOID_JOB, type TGroupJob } from './group-jobs.ts'
import { presentGroupOrder } from './present-group-order.ts'
import { bumpGroupVersion, findGroupOrder, listParticipants } from './repository.ts'

export const CANCEL_REFUSED = 'Only the host of the group can cancel the group order.'

/**
 * `DELETE carts/group/{groupOrderId}` (spec §4 'Cancel Group Order', host only): the group becomes
 * cancelled — participants' lines leave the host's basket, which becomes a basket of one again; split
 * participants' baskets are abandoned and their authorisations voided by the `group.void` job queued with the cancel. Pollers
 * then see 'This group order has been cancelled by the host.' A submitted group cannot be cancelled.
 */
export async function cancelGroupOrder(caller: TGroupCaller, id: string): Promise<TGroupOrder> {
  const preview = await findGroupOrder(caller.db, id)
  if (!preview) throw groupNotFound()
  await caller.jobs.ready()
  const result = await caller.db.transaction(async (tx) => {
    await lockCartRow(tx, preview.cartId)
    const viewer = await viewerOf(tx, preview, caller.session)
    if (viewer.role !== 'host') throw hostOnly(CANCEL_REFUSED)
    const row = await bumpGroupVersion(tx, id)
    if (!row) throw groupNotFound()
    if (row.status === 'cancelled') return { row, viewer }
    if (!canGroupTransition(row.status, 'cancelled')) {
      const closed = closedRefusal(row.status)
      throw new AppError(409, 'GROUP_ORDER_CLOSED', closed?.message ?? CANCEL_REFUSED)
    }
    const people = await listParticipants(tx, id)
    const guests = people.filter((person) => !person.isHost)
    await removeParticipantLines(
      tx,
      row.cartId,
      guests.map((person) => person.id),
    )
    await releaseGroupBaskets(tx, {
      abandon: guests.flatMap((person) => (person.cartId ? [person.cartId] : [])),
      unlink: row.cartId,
    })
    const cancelled = await bumpGroupVersion(tx, id, { status: 'cancelled' })
    if (row.paymentType === 'split') {
      const job: TGroupJob = { groupOrderId: id }
      await caller.jobs.send(GROUP_VOID_JOB, job, { tx, singletonKey: id })
    }
    return { row: cancelled ?? row, viewer }
  })
  caller.jobs.wake(GROUP_VOID_JOB)
  return presentGroupOrder(caller.db, result.row, result.viewer)
}
