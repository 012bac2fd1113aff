import { canGroupTransition, closedRefusal, participantRefusal } from '@deli/domain'
import { and, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TCartRow } from '../carts/index.ts'
import { bumpGroupVersion, lockGroupOrder } from './repository.ts'
import { groupParticipants, type TGroupOrderRow, type TGroupParticipantRow } from './tables.ts'

/** What a checkout submission is to its group (ADR 015). */
export type TGroupSubmission =
  | { kind: 'single' }
  | { kind: 'host'; group: TGroupOrderRow }
  | { kind: 'participant'; group: TGroupOrderRow; participant: TGroupParticipantRow }

export const SPLIT_NEEDS_CARD = 'In a split payment group order, please pay for your order with a card.'

/**
 * Inside the submission's transaction (basket row locked, then the group's): the host's basket of an
 * open group locks the group (open → locked: nobody changes anything while it is paid for; past the
 * deadline too). A split participant's basket may be submitted while the group is open and before its
 * deadline; its payment is then authorised, not taken. Anything else is refused with the group's sentence.
 */
export async function beginGroupSubmission(
  tx: TQueryable,
  cart: TCartRow,
  now: Date,
): Promise<TGroupSubmission> {
  if (!cart.groupOrderId) return { kind: 'single' }
  const group = await lockGroupOrder(tx, cart.groupOrderId)
  if (!group) return { kind: 'single' }
  if (group.cartId === cart.id) {
    if (!canGroupTransition(group.status, 'locked')) {
      const closed = closedRefusal(group.status)
      throw new AppError(
        409,
        'GROUP_ORDER_CLOSED',
        closed?.message ?? 'This group order cannot be submitted.',
      )
    }
    const locked = await bumpGroupVersion(tx, group.id, { status: 'locked' })
    return { kind: 'host', group: locked ?? group }
  }
  const refusal = participantRefusal({ status: group.status, deadlineAt: group.deadlineAt, now })
  if (refusal) throw new AppError(409, refusal.code, refusal.message)
  const [participant] = await tx
    .select()
    .from(groupParticipants)
    .where(and(eq(groupParticipants.groupOrderId, group.id), eq(groupParticipants.cartId, cart.id)))
  if (!participant) throw new AppError(409, 'GROUP_ORDER_CLOSED', 'You are no longer in this group order.')
  await bumpGroupVersion(tx, group.id)
  return { kind: 'participant', group, participant }
}
