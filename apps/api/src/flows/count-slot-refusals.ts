import { recordSlotRefusal } from '../modules/reports/index.ts'
import type { TDatabase } from '../platform/database.ts'
import { AppError } from '../platform/errors.ts'

/** The slot a submission wanted: its store, the instant (now for as soon as possible) and zone. */
export type TWantedSlot = { storeId: number; at: Date; timezone: string }

/**
 * Counts a submission refused because its slot was full (409 SLOT_FULL) in the reports' kitchen
 * rollup (ADR 064), once its transaction has rolled back: one upsert, on refusals only. The
 * submission says which slot it wants (`want`) once it knows, and passes its failure to `rethrow`.
 */
export function slotRefusals(db: TDatabase) {
  let wanted: TWantedSlot | undefined
  return {
    want(slot: TWantedSlot) {
      wanted = slot
    },
    async rethrow(error: unknown): Promise<never> {
      if (wanted && error instanceof AppError && error.code === 'SLOT_FULL')
        await recordSlotRefusal(db, wanted)
      throw error
    },
  }
}
