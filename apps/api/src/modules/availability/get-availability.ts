import type { TStoreAvailability } from '@deli/contracts'
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { findStoreTiming } from './find-store-timing.ts'
import type { TStoreRef } from './store-ref.ts'
import { storeItemHolds } from './tables.ts'

/** What the manager's Availability panel shows: active holds, the ASAP pause, extra lead, closed days. */
export async function getAvailability(
  db: TQueryable,
  store: TStoreRef,
  now: Date = new Date(),
): Promise<TStoreAvailability> {
  const timing = await findStoreTiming(db, store, now)
  const holds = await db
    .select()
    .from(storeItemHolds)
    .where(
      and(
        eq(storeItemHolds.storeId, store.id),
        or(isNull(storeItemHolds.until), gt(storeItemHolds.until, now)),
      ),
    )
    .orderBy(asc(storeItemHolds.name))
  return {
    store_id: store.id,
    timezone: store.timezone,
    asap_paused: timing.asapPaused,
    extra_lead_minutes: timing.extraLeadMinutes,
    closures: timing.closures,
    holds: holds.map((hold) => ({
      kind: hold.kind,
      id: hold.itemId,
      name: hold.name,
      until: hold.until ? hold.until.toISOString() : null,
    })),
  }
}
