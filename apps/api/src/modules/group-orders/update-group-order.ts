import type { TGroupOrder, TUpdateGroupOrderBody } from '@deli/contracts'
import { checkDeadline, closedRefusal } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'
import { findCartRow, storeOfCart } from '../carts/index.ts'
import { groupNotFound, hostOnly, type TGroupCaller, viewerOf } from './group-access.ts'
import { scheduleDeadline } from './group-jobs.ts'
import { orderAheadAt } from './order-ahead-at.ts'
import { presentGroupOrder } from './present-group-order.ts'
import { bumpGroupVersion, lockGroupOrder } from './repository.ts'

/**
 * `PUT carts/group/{groupOrderId}` {deadline 'YYYYMMDD HH:mm', note, locked false} (spec §4 deadline
 * editing, §7): the host sets a new deadline (later than now, store time) and note — also after the
 * deadline passed, which reopens the group to participants. A new deadline job is queued; the old
 * one finds the deadline moved and does nothing.
 */
export async function updateGroupOrder(
  caller: TGroupCaller,
  id: string,
  body: Required<Pick<TUpdateGroupOrderBody, 'deadline'>> & { note: string },
): Promise<TGroupOrder> {
  await caller.jobs.ready()
  const group = await caller.db.transaction(async (tx) => {
    const row = await lockGroupOrder(tx, id)
    if (!row) throw groupNotFound()
    const viewer = await viewerOf(tx, row, caller.session)
    if (viewer.role !== 'host')
      throw viewer.role === 'visitor' && !caller.session ? groupNotFound() : hostOnly()
    const closed = closedRefusal(row.status)
    if (closed) throw new AppError(409, closed.code, closed.message)
    const hostCart = await findCartRow(tx, row.cartId)
    if (!hostCart) throw groupNotFound()
    const store = await storeOfCart(tx, hostCart)
    const checked = checkDeadline(body.deadline, new Date(), store.timezone, orderAheadAt(hostCart))
    if (!checked.isValid)
      throw new AppError(422, 'VALIDATION_FAILED', checked.error, { deadline: checked.error })
    await scheduleDeadline(caller.jobs, tx, row.id, checked.at)
    const updated = await bumpGroupVersion(tx, row.id, {
      deadlineAt: checked.at,
      note: body.note,
      deadlineNotifiedAt: null,
    })
    if (!updated) throw groupNotFound()
    return { updated, viewer }
  })
  return presentGroupOrder(caller.db, group.updated, group.viewer)
}
