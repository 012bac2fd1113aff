import { SLOT_MINUTES } from '@deli/contracts/constants'
import { plannedAsapSeconds, type TKitchenLoad } from './kitchen-plan.ts'
import { daySlots, isAsapAvailable, type TSlotContext } from './order-time.ts'
import { localDay, MINUTE_MS, parseWanted, slotInstant, toWantedTime, wantedOf } from './wall-time.ts'

/** How often a guest's ASAP quote is read again while they shop: the kitchen's load moves it (ADR 065). */
export const QUOTE_REFRESH_MS = 20_000

/**
 * An ASAP quote: when the order is ready (whole minute), as an instant and store-local
 * 'YYYYMMDD HH:mm', the 15-minute slot it falls in (what it books) and the wait for a station.
 */
export type TAsapQuote = { ready: Date; wanted: string; slot: string; waitSeconds: number }

/**
 * The honest ASAP quote (ADR 065; spec §3 time mode asap, earliest): now + the wait until a station is
 * free for it in the kitchen's plan (`plannedAsapSeconds`: it takes no station a promise already made
 * needs) + this order's make time + a manager's extra lead (a slammed kitchen) + the drive for
 * delivery, rounded up to the minute. Null when ASAP is not on (closed, paused, catering, a closed day: as
 * `isAsapAvailable`, the store's fixed lead time aside — make time replaces it) or when the store
 * closes before the order would be ready: the quote must fall in one of today's slots (a slot t
 * covers t … t + 15, inside the hours), so an order ready after closing, or tomorrow, gets none.
 * Instants are real time, walls the store's own: a daylight-saving jump moves the wall, not the wait.
 */
export function quoteAsap(
  ctx: TSlotContext,
  kitchen: TKitchenLoad,
  makeSeconds: number,
  driveMinutes = 0,
): TAsapQuote | null {
  if (!isAsapAvailable({ ...ctx, leadMinutes: 0 })) return null
  const extraMinutes = Math.max(0, ctx.extraLeadMinutes ?? 0) + Math.max(0, driveMinutes)
  const plan = plannedAsapSeconds(
    kitchen.stations,
    kitchen.liveWork,
    kitchen.planned ?? [],
    makeSeconds,
    extraMinutes * 60,
  )
  const waitSeconds = plan.startSeconds
  const raw = ctx.now.getTime() + plan.readySeconds * 1_000
  const ready = new Date(Math.ceil(raw / MINUTE_MS) * MINUTE_MS)
  const wanted = toWantedTime(ready, ctx.timezone)
  const parsed = parseWanted(wanted)
  if (!parsed || parsed.day !== localDay(ctx.now, ctx.timezone)) return null
  const slot = wantedOf(parsed.day, Math.floor(parsed.minutes / SLOT_MINUTES) * SLOT_MINUTES)
  const slotStart = slotInstant(slot, ctx.timezone)
  if (!slotStart) return null
  // Today's slots from the quote's own slot on, with no lead: is the quote's slot one of them?
  const from = { ...ctx, now: slotStart, leadMinutes: 0, extraLeadMinutes: 0 }
  if (!daySlots(from, parsed.day).includes(slot)) return null
  return { ready, wanted, slot, waitSeconds }
}
