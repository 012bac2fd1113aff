import type { TGroupOrder } from '@deli/contracts'
import { GROUP_MAX_PARTICIPANTS, isHostName, participantRefusal, TEXTS } from '@deli/domain'
import { eq } from 'drizzle-orm'
import { AppError } from '../../platform/errors.ts'
import { lockCartRow, openGroupBasket, renameParticipantLines, storeOfCart } from '../carts/index.ts'
import type { TSession } from '../sessions/index.ts'
import { groupNotFound, type TGroupCaller, viewerOf } from './group-access.ts'
import { presentGroupOrder } from './present-group-order.ts'
import {
  bumpGroupVersion,
  countGuests,
  findGroupOrder,
  findParticipantOfSession,
  lockGroupOrder,
} from './repository.ts'
import { groupParticipants, type TGroupOrderRow } from './tables.ts'

function assertJoinable(group: TGroupOrderRow | undefined, now: Date): TGroupOrderRow {
  if (!group) throw groupNotFound()
  const refusal = participantRefusal({ status: group.status, deadlineAt: group.deadlineAt, now })
  if (refusal) throw new AppError(409, refusal.code, refusal.message)
  return group
}

/**
 * `POST carts/group/{groupOrderId}/join {name}` (spec §4 Joining, §7 join group order): anyone with the
 * link joins under a name of spec §5 (a guest gets a session, as `POST carts` does). The same session
 * joining again keeps its place and takes the new name. In a split group the participant gets a basket
 * of their own (`basketid`). Refused when the group is closed or past its deadline (409), full (409),
 * or the name is the host's (422).
 */
export async function joinGroupOrder(
  caller: TGroupCaller & { ensureSession: () => Promise<TSession> },
  id: string,
  name: string,
): Promise<TGroupOrder> {
  const now = new Date()
  const preview = assertJoinable(await findGroupOrder(caller.db, id), now)
  if (caller.session?.userId && caller.session.userId === preview.hostUserId) {
    return presentGroupOrder(caller.db, preview, await viewerOf(caller.db, preview, caller.session), now)
  }
  if (isHostName(name, preview.hostFullName)) {
    throw new AppError(422, 'VALIDATION_FAILED', TEXTS.joinNameIsHost, { name: TEXTS.joinNameIsHost })
  }
  const session = caller.session ?? (await caller.ensureSession())
  const participant = await caller.db.transaction(async (tx) => {
    // Lock order everywhere: the host's basket, then the group.
    const hostCart = await lockCartRow(tx, preview.cartId)
    const group = assertJoinable(await lockGroupOrder(tx, id), new Date())
    if (!hostCart) throw groupNotFound()
    const existing = await findParticipantOfSession(tx, group.id, session.id)
    if (existing?.isHost) throw new AppError(409, 'CONFLICT', TEXTS.joinNameIsHost)
    if (existing) {
      const [renamed] = await tx
        .update(groupParticipants)
        .set({ name })
        .where(eq(groupParticipants.id, existing.id))
        .returning()
      await renameParticipantLines(tx, existing.id, name)
      await bumpGroupVersion(tx, group.id)
      return renamed ?? existing
    }
    if ((await countGuests(tx, group.id)) >= GROUP_MAX_PARTICIPANTS) {
      throw new AppError(409, 'GROUP_ORDER_LIMIT', TEXTS.groupFull(GROUP_MAX_PARTICIPANTS))
    }
    const basket =
      group.paymentType === 'split'
        ? await openGroupBasket(tx, caller.config, {
            hostCart,
            store: await storeOfCart(tx, hostCart),
            sessionId: session.id,
            groupOrderId: group.id,
          })
        : null
    const [row] = await tx
      .insert(groupParticipants)
      .values({ groupOrderId: group.id, sessionId: session.id, name, cartId: basket?.id ?? null })
      .returning()
    if (!row) throw new Error('participant insert returned nothing')
    await bumpGroupVersion(tx, group.id)
    return row
  })
  const group = await findGroupOrder(caller.db, id)
  if (!group) throw groupNotFound()
  return presentGroupOrder(caller.db, group, { role: 'participant', participant }, now)
}
