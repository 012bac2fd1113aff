import type { TOrder } from '@deli/contracts'
import type { TConfig } from '../../platform/config.ts'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import type { JobRunner } from '../../platform/jobs.ts'
import { findStoreTiming } from '../availability/index.ts'
import { acceptedWantedTime, assertSlotHasRoom, findCartRow, slotContext } from '../carts/index.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import { orderNotFound } from './get-member-order.ts'
import { FIRE_ORDER_JOB, type TFireOrderJob } from './order-job-names.ts'
import { planFiring } from './plan-firing.ts'
import { planWithoutOrder } from './plan-without-order.ts'
import { presentOrder } from './present-order.ts'
import { lockOrder, lockSlot, moveSlotBooking, updateOrder } from './repository.ts'
import type { TOrderRow } from './tables.ts'
import { assertTimeMayChange } from './time-change-refusal.ts'

export type TRescheduleOrderOptions = {
  db: TDatabase
  config: TConfig
  jobs: JobRunner
  userId: string
  orderId: string
  /** The new ready time, store-local 'YYYYMMDD HH:mm'. */
  wanted: string
  /** Runs in the change's transaction once it is written: the reports' kitchen rollup (ADR 064). */
  record?: (tx: TQueryable, before: TOrderRow, after: TOrderRow) => Promise<void>
}

/**
 * PUT orders/{orderId}/time: the guest moves their order to another time before the kitchen starts
 * it (ADR 066). The order's member only (404 for anyone else's); only a scheduled or held order (409
 * with the domain's sentence and the store's phone otherwise), and never an order of a group, whose
 * orders are made together at the host's time (`assertTimeMayChange`). The time must be one checkout would
 * accept for the order's handoff and channel (422 ORDER_TIME_INVALID with the rule's sentence), in a
 * slot with room (count and work) and room in the kitchen's plan with this order taken out of it
 * (`planWithoutOrder`, ADR 065), checked under that slot's lock (409 SLOT_FULL); the order's booking
 * moves to it. Its own current time is always kept.
 * The order becomes an order ahead for that time: scheduled with a new fire job (the old job finds it
 * not due and does nothing), or made now when its fire time has come.
 */
export async function rescheduleOrder(options: TRescheduleOrderOptions): Promise<TOrder> {
  const { db, config, jobs, userId, orderId, wanted } = options
  await jobs.ready()
  const result = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.userId !== userId) throw orderNotFound()
    const store = await findStoreByMenuId(tx, order.menuId)
    if (!store) throw orderNotFound()
    const now = new Date()
    const cart = await findCartRow(tx, order.cartId)
    assertTimeMayChange(order, cart, store.phone)
    const channel = cart?.channel ?? 'mealtime'
    const context = slotContext(
      store,
      { handoff: order.handoff, channel },
      await findStoreTiming(tx, store, now),
      now,
    )
    const instant = acceptedWantedTime(context, wanted)
    if (instant.getTime() !== order.readyAt.getTime()) {
      await lockSlot(tx, store.id, instant)
      const plan = await planWithoutOrder(tx, config, store, orderId, now)
      await assertSlotHasRoom(tx, config, store, instant, order.makeSeconds, plan)
      await moveSlotBooking(tx, order.cartId, instant)
    }
    const moved = { ...order, readyAt: instant, asap: false, manualFire: false }
    const firing = await planFiring(tx, moved, store, now)
    const updated = await updateOrder(tx, orderId, {
      readyAt: instant,
      asap: false,
      manualFire: false,
      status: firing.status,
      fireAt: firing.fireAt,
    })
    await options.record?.(tx, order, updated)
    if (firing.fireAt) {
      const job: TFireOrderJob = { orderId }
      await jobs.send(FIRE_ORDER_JOB, job, { tx, startAfter: firing.fireAt })
    }
    return presentOrder(updated)
  })
  jobs.wake(FIRE_ORDER_JOB)
  return result
}
