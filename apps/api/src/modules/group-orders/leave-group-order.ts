import type { TGroupOrder } from '@deli/contracts'
import { participantRefusal } from '@deli/domain'
import { eq } from 'drizzle-orm'
import { AppError } from '../../platform/errors.ts'
import { lockCartRow, releaseGroupBaskets, removeParticipantLines } from '../carts/index.ts'
import { groupNotFound, type TGroupCaller, viewerOf } from './group-access.ts'
import { presentGroupOrder } from './present-group-order.ts'
import { bumpGroupVersion, findGroupOrder } from './repository.ts'
import { NOT_A_PARTICIPANT } from './submit-participant-order.ts'
import { groupParticipants } from './tables.ts'

export const HOST_CANNOT_LEAVE = 'The host cannot leave the group order: cancel it instead.'
export const PAID_CANNOT_LEAVE =
  'Your order is already paid for in this group order, so you cannot leave it. Ask the host to cancel the group order.'

/**
 * `DELETE carts/group/{groupOrderId}/participants/me` (spec §4 'Leave Group Order', §7 leave group
 * order): the participant is gone from the group with their items — their lines leave the host's
 * basket (host pays), their own basket is abandoned (split). A split participant who already paid
 * cannot leave (their authorisation is captured or voided with the group). Leaving a cancelled group
 * always works; a submitted one, or after the deadline, is refused like any participant change.
 */
export async function leaveGroupOrder(caller: TGroupCaller, id: string): Promise<TGroupOrder> {
  const preview = await findGroupOrder(caller.db, id)
  if (!preview) throw groupNotFound()
  const group = await caller.db.transaction(async (tx) => {
    const now = new Date()
    await lockCartRow(tx, preview.cartId)
    const viewer = await viewerOf(tx, preview, caller.session)
    if (viewer.role === 'host') throw new AppError(409, 'CONFLICT', HOST_CANNOT_LEAVE)
    if (viewer.role !== 'participant') throw new AppError(403, 'FORBIDDEN', NOT_A_PARTICIPANT)
    const row = await bumpGroupVersion(tx, id)
    if (!row) throw groupNotFound()
    if (row.status !== 'cancelled') {
      const refusal = participantRefusal({ status: row.status, deadlineAt: row.deadlineAt, now })
      if (refusal) throw new AppError(409, refusal.code, refusal.message)
    }
    const participant = viewer.participant
    if (participant.paymentStatus === 'authorised' || participant.paymentStatus === 'captured') {
      throw new AppError(409, 'CONFLICT', PAID_CANNOT_LEAVE)
    }
    await removeParticipantLines(tx, row.cartId, [participant.id])
    await releaseGroupBaskets(tx, { abandon: participant.cartId ? [participant.cartId] : [] })
    await tx.delete(groupParticipants).where(eq(groupParticipants.id, participant.id))
    return row
  })
  return presentGroupOrder(caller.db, group, { role: 'visitor', participant: null })
}
