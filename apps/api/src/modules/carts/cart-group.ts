import { participantRefusal } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { basketGroups, type TBasketGroup, type TBasketParticipant } from './basket-group-port.ts'
import type { TCartLineRow, TCartRow } from './tables.ts'

/**
 * Who the caller is to a basket (ADR 015): a basket of one (`single`), or a basket of a group order
 * seen by its host or by a participant. `isSharedBasket`: the host's basket of a host-pays group,
 * where each person's lines carry their participant id.
 */
export type TCartAccess =
  | { kind: 'single' }
  | {
      kind: 'group'
      role: 'host' | 'participant'
      group: TBasketGroup
      participant: TBasketParticipant
      isSharedBasket: boolean
    }

/**
 * Who may make a change to a basket of a group order: everyone in the group (lines), only the host
 * (403 with the given sentence to a participant), or nobody while the group lasts (409).
 */
export type TCartRule = { participants: 'allowed' } | { hostOnly: string } | { noGroup: string }

/** The caller's access to a group order's basket, or null when the caller has none (a 404 for them). */
export async function resolveGroupAccess(
  db: TQueryable,
  cart: TCartRow,
  sessionId: string,
): Promise<TCartAccess | null> {
  if (!cart.groupOrderId) return null
  const found = await basketGroups().groupOfSession(db, cart.groupOrderId, sessionId)
  if (!found) return null
  const { group, participant } = found
  const isHostBasket = group.cartId === cart.id
  if (cart.sessionId === sessionId) {
    const role = isHostBasket ? 'host' : 'participant'
    return {
      kind: 'group',
      role,
      group,
      participant,
      isSharedBasket: isHostBasket && group.paymentType === 'host',
    }
  }
  // Another person's basket: only the host's basket of an open host-pays group, to its participants.
  if (!isHostBasket || group.paymentType !== 'host' || participant.isHost) return null
  return { kind: 'group', role: 'participant', group, participant, isSharedBasket: true }
}

/** Refuses a change the caller may not make to this basket (see TCartRule). */
export function assertGroupRule(access: TCartAccess, rule: TCartRule, now: Date): void {
  if (access.kind === 'single') return
  if ('noGroup' in rule) throw new AppError(409, 'CONFLICT', rule.noGroup)
  if (access.role === 'host') return
  if ('hostOnly' in rule) throw new AppError(403, 'GROUP_HOST_ONLY', rule.hostOnly)
  const refusal = participantRefusal({
    status: access.group.status,
    deadlineAt: access.group.deadlineAt,
    now,
  })
  if (refusal) throw new AppError(409, refusal.code, refusal.message)
}

/** A change of a group's basket is a change of the group: its version (ETag) moves. */
export async function bumpCartGroup(db: TQueryable, cart: TCartRow): Promise<void> {
  if (cart.groupOrderId) await basketGroups().bumpVersion(db, cart.groupOrderId)
}

/** Lines the caller sees: a participant of a shared basket sees only their own (spec §4, §6). */
export function linesVisibleTo(lines: TCartLineRow[], access: TCartAccess | undefined): TCartLineRow[] {
  if (access?.kind !== 'group' || access.role !== 'participant' || !access.isSharedBasket) return lines
  return lines.filter((line) => line.participantId === access.participant.id)
}

/** What the server stamps on a line added in a group order: the adder's participant id and name. */
export function lineOwner(access: TCartAccess): { participantId: string; recipient: string } | null {
  if (access.kind !== 'group') return null
  return { participantId: access.participant.id, recipient: access.participant.name }
}

/** May the caller change or remove this line? The host any line, a participant only their own. */
export function canTouchLine(access: TCartAccess, line: Pick<TCartLineRow, 'participantId'>): boolean {
  if (access.kind !== 'group' || access.role === 'host') return true
  return line.participantId === access.participant.id
}
