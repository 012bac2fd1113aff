import type { TGroupOrder } from '@deli/contracts'
import { participantRefusal } from '@deli/domain'
import { eq } from 'drizzle-orm'
import { AppError } from '../../platform/errors.ts'
import { groupNotFound, type TGroupCaller, viewerOf } from './group-access.ts'
import { presentGroupOrder } from './present-group-order.ts'
import { bumpGroupVersion, lockGroupOrder } from './repository.ts'
import { groupParticipants } from './tables.ts'

export const HOST_SUBMITS_AT_CHECKOUT = 'The host submits the group order at checkout.'
export const SPLIT_SUBMITS_AT_CHECKOUT =
  'In a split payment group order, submit your order by paying for it at checkout.'
export const NOT_A_PARTICIPANT = 'Join this group order first.'

/**
 * `POST carts/group/{groupOrderId}/submissions` (spec §7 add participant order): a host-pays
 * participant says their selections are done ('Awaiting Host Submission'). Saying it again changes
 * nothing. A split participant submits by paying at checkout instead; the host by checking out.
 */
export async function submitParticipantOrder(caller: TGroupCaller, id: string): Promise<TGroupOrder> {
  const result = await caller.db.transaction(async (tx) => {
    const now = new Date()
    const group = await lockGroupOrder(tx, id)
    if (!group) throw groupNotFound()
    const viewer = await viewerOf(tx, group, caller.session)
    if (viewer.role === 'host') throw new AppError(409, 'CONFLICT', HOST_SUBMITS_AT_CHECKOUT)
    if (viewer.role !== 'participant') throw new AppError(403, 'FORBIDDEN', NOT_A_PARTICIPANT)
    const refusal = participantRefusal({ status: group.status, deadlineAt: group.deadlineAt, now })
    if (refusal) throw new AppError(409, refusal.code, refusal.message)
    if (group.paymentType === 'split') throw new AppError(409, 'CONFLICT', SPLIT_SUBMITS_AT_CHECKOUT)
    if (viewer.participant.submittedAt) return { group, viewer }
    const [participant] = await tx
      .update(groupParticipants)
      .set({ submittedAt: now })
      .where(eq(groupParticipants.id, viewer.participant.id))
      .returning()
    const updated = await bumpGroupVersion(tx, group.id)
    return {
      group: updated ?? group,
      viewer: { role: 'participant' as const, participant: participant ?? viewer.participant },
    }
  })
  return presentGroupOrder(caller.db, result.group, result.viewer)
}
