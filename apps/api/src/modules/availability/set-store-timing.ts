import type { TStoreTimingBody } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { storeTimingOverrides } from './tables.ts'

/** Pauses or resumes ASAP and sets the extra lead time of a store (ADR 021); slots follow at once. */
export async function setStoreTiming(
  db: TQueryable,
  storeId: number,
  staffId: string,
  body: TStoreTimingBody,
): Promise<void> {
  const values = {
    asapPaused: body.asap_paused,
    extraLeadMinutes: body.extra_lead_minutes,
    updatedBy: staffId,
  }
  await db
    .insert(storeTimingOverrides)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: storeTimingOverrides.storeId, set: { ...values, updatedAt: new Date() } })
}
