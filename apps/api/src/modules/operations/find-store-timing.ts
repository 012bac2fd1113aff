import { localDay } from '@deli/domain'
import { and, asc, eq, gte } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { storeClosures, storeTimingOverrides } from './tables.ts'

/** A manager's timing overrides of a store, as the slot rules (TSlotContext) take them. */
export type TStoreTiming = {
  asapPaused: boolean
  extraLeadMinutes: number
  /** Closed store-local days from today on ('YYYYMMDD'), soonest first. */
  closedDays: string[]
  closures: { day: string; message: string }[]
}

export const NO_STORE_TIMING: TStoreTiming = Object.freeze({
  asapPaused: false,
  extraLeadMinutes: 0,
  closedDays: [],
  closures: [],
}) as TStoreTiming

/**
 * The ASAP pause, extra lead time and closed days of a store (ADR 021). Offered to carts and orders,
 * which feed it into every slot context they build. Read on every call: no cache.
 */
export async function findStoreTiming(
  db: TQueryable,
  store: { id: number; timezone: string },
  now: Date,
): Promise<TStoreTiming> {
  const [timing] = await db
    .select()
    .from(storeTimingOverrides)
    .where(eq(storeTimingOverrides.storeId, store.id))
  const closures = await db
    .select({ day: storeClosures.day, message: storeClosures.message })
    .from(storeClosures)
    .where(and(eq(storeClosures.storeId, store.id), gte(storeClosures.day, localDay(now, store.timezone))))
    .orderBy(asc(storeClosures.day))
  return {
    asapPaused: timing?.asapPaused ?? false,
    extraLeadMinutes: timing?.extraLeadMinutes ?? 0,
    closedDays: closures.map((closure) => closure.day),
    closures,
  }
}
