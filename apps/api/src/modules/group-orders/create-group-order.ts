import type { TCreateGroupOrderBody, TGroupOrder, ZCreateGroupOrderBodySchema } from '@deli/contracts'
import { checkDeadline, defaultDeadline, groupTimeMode, isDeliveryHandoff, TEXTS } from '@deli/domain'
import type { z } from 'zod'
import { AppError } from '../../platform/errors.ts'
import { assertHandoffOffered, changeOwnedCart, claimHostLines, keepValidTime } from '../carts/index.ts'
import type { TGroupCaller } from './group-access.ts'
import { scheduleDeadline } from './group-jobs.ts'
import { orderAheadAt } from './order-ahead-at.ts'
import { presentGroupOrder } from './present-group-order.ts'
import { findGroupOrder, findHostName, findParticipantOfSession } from './repository.ts'
import { groupOrders, groupParticipants } from './tables.ts'

export const GROUP_BASKET_ELSEWHERE =
  'This basket is at another location: choose the group order location first.'
export const NO_SPLIT_PAYMENT = 'Split payment group orders are not available at this location.'
export const ALREADY_IN_GROUP = 'This basket already belongs to a group order.'

/**
 * `POST carts/group` (spec §4 'Start Group Order', §7 create group order): a signed-in member makes
 * their basket the host basket of a new open group order. Split payment needs services.groupsplitpay;
 * the handoff must be one the store offers (delivery is applied afterwards with the address, spec §4);
 * the deadline must be later than now, default 7 days (spec §9); a split group's manualfire time mode
 * is reset to asap (spec §4). The deadline job is queued with the group.
 */
export async function createGroupOrder(
  caller: TGroupCaller,
  body: z.output<typeof ZCreateGroupOrderBodySchema> & TCreateGroupOrderBody,
): Promise<TGroupOrder> {
  const session = caller.session
  if (!session?.userId) throw new AppError(401, 'SIGN_IN_REQUIRED', TEXTS.signInToStartGroupOrder)
  const userId = session.userId
  await caller.jobs.ready()
  let groupOrderId = ''
  await changeOwnedCart(
    { db: caller.db, config: caller.config, sessionId: session.id },
    body.cart_id,
    async ({ tx, cart, store, now }) => {
      if (cart.menuId !== body.menu_id)
        throw new AppError(422, 'VALIDATION_FAILED', GROUP_BASKET_ELSEWHERE, {
          menu_id: GROUP_BASKET_ELSEWHERE,
        })
      if (body.payment_type === 'split' && !store.services.groupsplitpay) {
        throw new AppError(422, 'VALIDATION_FAILED', NO_SPLIT_PAYMENT, { payment_type: NO_SPLIT_PAYMENT })
      }
      assertHandoffOffered(store, body.handoff)
      // A group ordered ahead closes before its time (domain `latestDeadline`).
      const orderAt = orderAheadAt(cart)
      const deadline = body.deadline ?? defaultDeadline(now, store.timezone, orderAt)
      const checked = checkDeadline(deadline, now, store.timezone, orderAt)
      if (!checked.isValid)
        throw new AppError(422, 'VALIDATION_FAILED', checked.error, { deadline: checked.error })
      const host = await findHostName(tx, userId)
      if (!host) throw new AppError(401, 'SIGN_IN_REQUIRED', TEXTS.signInToStartGroupOrder)
      const hostFullName = `${host.firstName} ${host.lastName}`.trim()
      const [group] = await tx
        .insert(groupOrders)
        .values({
          cartId: cart.id,
          hostUserId: userId,
          hostFullName,
          storeId: store.id,
          paymentType: body.payment_type,
          handoff: body.handoff,
          deadlineAt: checked.at,
          note: body.note,
        })
        .returning({ id: groupOrders.id })
      if (!group) throw new Error('group order insert returned nothing')
      groupOrderId = group.id
      const [hostRow] = await tx
        .insert(groupParticipants)
        .values({ groupOrderId: group.id, sessionId: cart.sessionId, name: hostFullName, isHost: true })
        .returning({ id: groupParticipants.id })
      if (!hostRow) throw new Error('participant insert returned nothing')
      await claimHostLines(tx, cart.id, hostRow.id, hostFullName)
      await scheduleDeadline(caller.jobs, tx, group.id, checked.at)
      const timeMode = groupTimeMode(cart.timeMode, body.payment_type)
      // Delivery needs the address: the storefront applies it next (PUT carts/{id}/handoff/delivery).
      const handoff = isDeliveryHandoff(body.handoff) ? {} : { handoff: body.handoff }
      return { groupOrderId: group.id, ...keepValidTime(cart, store, { ...handoff, timeMode }, now) }
    },
    { noGroup: ALREADY_IN_GROUP },
  )
  const group = await findGroupOrder(caller.db, groupOrderId)
  if (!group) throw new Error('group order vanished')
  const participant = (await findParticipantOfSession(caller.db, group.id, session.id)) ?? null
  return presentGroupOrder(caller.db, group, { role: 'host', participant })
}
