import { localDay } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TStoreRef } from './store-ref.ts'
import { storeClosures } from './tables.ts'

const PAST_DAY = 'Choose today or a later day.'

/** Closes the store for a store-local day with a message for guests (ADR 021): no slots, no ASAP. */
export async function closeStoreDay(
  db: TQueryable,
  store: TStoreRef,
  staffId: string,
  day: string,
  message: string,
  now: Date = new Date(),
): Promise<void> {
  if (day < localDay(now, store.timezone)) {
    throw new AppError(400, 'VALIDATION_FAILED', PAST_DAY, { day: PAST_DAY })
  }
  await db
    .insert(storeClosures)
    .values({ storeId: store.id, day, message, closedBy: staffId })
    .onConflictDoUpdate({
      target: [storeClosures.storeId, storeClosures.day],
      set: { message, closedBy: staffId },
    })
}
