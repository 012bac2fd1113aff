import { slotCapacityProblem } from '@deli/domain'
import { eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { stores, type TStoreRow } from './tables.ts'

/**
 * Sets how many orders a store takes per 15-minute time slot, or null for the chain's default
 * (a manager's edit, ADR 021). Orders already booked keep their slots; new bookings count against it.
 * Answers the store as stored now.
 */
export async function setSlotCapacity(
  db: TQueryable,
  store: TStoreRow,
  capacity: number | null,
): Promise<TStoreRow> {
  const problem = slotCapacityProblem(capacity)
  if (problem) throw new AppError(422, 'CAPACITY_INVALID', problem, { slot_capacity: problem })
  const [updated] = await db
    .update(stores)
    .set({ slotCapacity: capacity })
    .where(eq(stores.id, store.id))
    .returning()
  return updated ?? store
}
