import { earliestSlot, isAsapAvailable, orderDays, type TSlotContext } from './order-time.ts'
import { MINUTE_MS } from './wall-time.ts'

/** What a basket answer says of its order time (spec §3 Cart `time`): ASAP now, the first slot, the days. */
export type TOrderTimeFacts = { asapAvailable: boolean; earliest: string | null; days: string[] }

/**
 * The facts of one context, read within the current minute. Every basket answer carries them, and
 * working them out walks the store's hours over the whole window (~0.1 ms, a tenth of an add's CPU).
 * They change only at whole minutes: slot marks, opening times, zone offsets and day boundaries all
 * fall on whole minutes, and `now` moves the lead time's edge by whole minutes. So inside one minute
 * the same context answers the same facts, and a node works them out once per store, handoff and
 * minute. A `now` on a minute's exact edge, or a fractional lead time, is worked out every time.
 */
const kept = new Map<string, TOrderTimeFacts>()
let keptMinute = Number.NaN

const isKeepable = (ctx: TSlotContext) =>
  ctx.now.getTime() % MINUTE_MS !== 0 &&
  Number.isInteger(ctx.leadMinutes) &&
  Number.isInteger(ctx.extraLeadMinutes ?? 0)

function workOut(ctx: TSlotContext): TOrderTimeFacts {
  return { asapAvailable: isAsapAvailable(ctx), earliest: earliestSlot(ctx), days: orderDays(ctx) }
}

/** The order-time facts of a store's context at `ctx.now` (kept for the minute; see above). */
export function orderTimeFacts(ctx: TSlotContext): TOrderTimeFacts {
  if (!isKeepable(ctx)) return workOut(ctx)
  const minute = Math.floor(ctx.now.getTime() / MINUTE_MS)
  if (minute !== keptMinute) {
    kept.clear()
    keptMinute = minute
  }
  const key = JSON.stringify([
    ctx.timezone,
    ctx.periods,
    ctx.leadMinutes,
    ctx.advanceDays,
    ctx.channel,
    ctx.closedDays ?? [],
    ctx.asapPaused ?? false,
    ctx.extraLeadMinutes ?? 0,
  ])
  let facts = kept.get(key)
  if (!facts) {
    facts = workOut(ctx)
    kept.set(key, facts)
  }
  // Each answer gets its own list of days: a caller may change its copy.
  return { ...facts, days: [...facts.days] }
}
