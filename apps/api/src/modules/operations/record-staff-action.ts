import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { staffActions } from './tables.ts'

/** What staff do at a store (ADR 044), as recorded in `staff_actions.action`. */
export type TStaffActionKind =
  | 'order.status'
  | 'order.refund'
  | 'rewards.check-in'
  | 'item.hold'
  | 'item.release'
  | 'store.timing'
  | 'store.close-day'
  | 'store.reopen-day'
  | 'store.hours'
  | 'store.capacity'
  | 'store.stations'
  | 'kiosk.set-up'
  | 'kiosk.remove'

export type TStaffAction = {
  staff: { id: string; name: string }
  storeId: number
  action: TStaffActionKind
  /** What it was done to: an order id, a check-in code's id, an item, a day, a kiosk. */
  subject?: string
  detail?: Record<string, unknown>
}

/**
 * Records a store-side action (ADR 044): who (the signed-in staff member), which store, what, when.
 * Call it in the transaction of the change, so the change and its record commit together.
 */
export async function recordStaffAction(db: TQueryable, action: TStaffAction): Promise<void> {
  await db.insert(staffActions).values({
    staffId: action.staff.id,
    staffName: action.staff.name,
    storeId: action.storeId,
    action: action.action,
    subject: action.subject ?? null,
    detail: action.detail ?? {},
  })
}

/** Runs a store-side change and records it in one transaction (ADR 044); answers the change's answer. */
export async function recordedStaffAction<T>(
  db: TDatabase,
  action: TStaffAction,
  change: (tx: TQueryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const answer = await change(tx)
    await recordStaffAction(tx, action)
    return answer
  })
}
