import type { TStaffRole } from '@deli/contracts'
import type { TStoreRow } from '../stores/index.ts'

/**
 * Who reads or changes prices, as the back office's flow hands them in (ADR 050: menus sits below
 * operations, so the staff member's store access comes in as two functions, not an import).
 */
export type TPriceStaff = {
  id: string
  name: string
  role: TStaffRole
  /** The store, when this staff member's role reaches `least` there; else the staff area's 403/404. */
  requireStore: (storeId: number, least: TStaffRole) => Promise<TStoreRow>
  /** The ids of the stores this staff member works at. */
  ownStoreIds: () => Promise<number[]>
}
