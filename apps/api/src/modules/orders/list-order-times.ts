import type { TOrderTimes } from '@deli/contracts'
import { daySlots, orderDays, SLOT_MINUTES, slotInstant, toWantedTime } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { findStoreTiming } from '../availability/index.ts'
import { countSlotBookings, findCartRow, slotContext, slotsWithRoom } from '../carts/index.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import { getMemberOrder, orderNotFound } from './get-member-order.ts'
import { planWithoutOrder } from './plan-without-order.ts'
import { findSlotBooking } from './repository.ts'
import { assertTimeMayChange } from './time-change-refusal.ts'

const SLOT_MS = SLOT_MINUTES * 60_000

/**
 * GET orders/{orderId}/times?day=YYYYMMDD: the times the member may move their order to (ADR 066),
 * with the days that may have some,
 * by checkout's rules for its handoff and channel (spec §7: open, not past, after the lead time) and
 * with room for its own make time (ADR 065): in the slot's count and work, and in the kitchen's plan
 * with the order itself taken out (`planWithoutOrder`, `hasPlanRoom`). The order's own booking is left
 * out of its slot's load, and its current time stays on offer whatever the plan says (keeping it
 * changes nothing). The order's member only (404 otherwise); a scheduled or held
 * order only (409 with the domain's sentence, naming the store's phone once the kitchen has it).
 */
export async function listOrderTimes(
  db: TQueryable,
  config: TConfig,
  userId: string,
  orderId: string,
  day: string,
): Promise<TOrderTimes> {
  const order = await getMemberOrder(db, userId, orderId)
  const store = await findStoreByMenuId(db, order.menuId)
  if (!store) throw orderNotFound()
  const now = new Date()
  const cart = await findCartRow(db, order.cartId)
  assertTimeMayChange(order, cart, store.phone)
  const context = slotContext(
    store,
    { handoff: order.handoff, channel: cart?.channel ?? 'mealtime' },
    await findStoreTiming(db, store, now),
    now,
  )
  const slots = daySlots(context, day)
  const from = slots[0] && slotInstant(slots[0], store.timezone)
  const last = slots.at(-1)
  const to = last && slotInstant(last, store.timezone)
  const days = orderDays(context)
  if (!from || !to) return { day, times: slots, days }
  const loads = await countSlotBookings(db, store.id, from, new Date(to.getTime() + SLOT_MS))
  const booking = await findSlotBooking(db, order.cartId)
  const own = booking && loads.get(booking.slotAt.getTime())
  if (booking && own) {
    loads.set(booking.slotAt.getTime(), {
      count: Math.max(0, own.count - 1),
      work: Math.max(0, own.work - booking.makeSeconds),
    })
  }
  const plan = await planWithoutOrder(db, config, store, orderId, now)
  const roomy = new Set(slotsWithRoom(config, store, slots, loads, order.makeSeconds, plan))
  const current = booking && toWantedTime(booking.slotAt, store.timezone)
  return { day, times: slots.filter((slot) => slot === current || roomy.has(slot)), days }
}
