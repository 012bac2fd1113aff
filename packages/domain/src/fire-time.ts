import type { THandoffMode } from '@deli/contracts'
import { isDeliveryHandoff } from './handoff.ts'
import { daySlots, SLOT_MINUTES, type TSlotContext } from './order-time.ts'
import { localDay, MINUTE_MS, slotInstant } from './wall-time.ts'

/**
 * When an order goes to the kitchen (ADR 066). Every rule works on instants, never on wall clocks,
 * so a daylight-saving day neither loses nor adds make time.
 */

/**
 * An order ahead is fired at its wanted time minus its make time; never before `now` (an order placed
 * with less notice than its make time, or a job that ran late, fires at once).
 */
export function fireAt(wantedAt: Date, makeSeconds: number, now: Date): Date {
  const make = Math.max(0, Number.isFinite(makeSeconds) ? makeSeconds : 0)
  return new Date(Math.max(now.getTime(), wantedAt.getTime() - make * 1_000))
}

/** The order is made now: its fire time has come. */
export const isDueToFire = (wantedAt: Date, makeSeconds: number, now: Date) =>
  fireAt(wantedAt, makeSeconds, now).getTime() <= now.getTime()

/**
 * When today's service for the handoff ends: the end of the day's last slot (the store's closing
 * time), or null when the store takes no more orders today (closed day, or already past its last slot).
 */
export function closesAt(ctx: TSlotContext): Date | null {
  const slots = daySlots({ ...ctx, leadMinutes: 0, extraLeadMinutes: 0 }, localDay(ctx.now, ctx.timezone))
  const last = slots.at(-1)
  const instant = last ? slotInstant(last, ctx.timezone) : null
  return instant ? new Date(instant.getTime() + SLOT_MINUTES * MINUTE_MS) : null
}

/**
 * A held order (manual fire) its guest never starts is fired so it is ready when the store closes:
 * closing time minus make time, never before now; with no closing time left today, now.
 */
export function heldFireAt(closing: Date | null, makeSeconds: number, now: Date): Date {
  return closing ? fireAt(closing, makeSeconds, now) : now
}

/**
 * Manual fire (spec time mode `manualfire`, ADR 066) is offered for an order collected at the store
 * (pickup, curbside): the guest is there to say when. A delivery is made when it is due.
 */
export const isManualFireOffered = (handoff: THandoffMode) => !isDeliveryHandoff(handoff)

/** Manual fire waits for the guest to say: only an order made now (ASAP) can (ADR 066). */
export const MANUAL_FIRE_ASAP_ONLY =
  '"Make it when I say" is for orders placed for as soon as possible. Choose ASAP to use it.'

/** A delivery's refusal of manual fire (ADR 066). */
export const MANUAL_FIRE_NOT_DELIVERY = '"Make it when I say" is for orders you collect at the store.'
