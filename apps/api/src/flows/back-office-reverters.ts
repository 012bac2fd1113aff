import type { TReverters } from '../modules/audit/index.ts'
import { revertCategoryChange, revertProductChange } from '../modules/menus/index.ts'

/**
 * What the audit page can revert (ADR 057), by entity: each owning module's reverter re-applies a
 * change's `before` through its own operations. A module that records changes of a new entity
 * (stores, promotions, price overrides …) adds its reverter here.
 */
export const BACK_OFFICE_REVERTERS: TReverters = {
  category: revertCategoryChange,
  product: revertProductChange,
}
