import type { TReverters } from '../modules/audit/index.ts'
import type { GeoProvider } from '../modules/geo/index.ts'
import {
  revertCategoryChange,
  revertDaypartChange,
  revertMenuChange,
  revertPriceChange,
  revertProductChange,
} from '../modules/menus/index.ts'
import { revertPromotionChange } from '../modules/promotions/index.ts'
import { storeReverter } from '../modules/stores/index.ts'

/**
 * What the audit page can revert (ADR 057), by entity: each owning module's reverter re-applies a
 * change's `before` through its own operations in `revertChange`'s transaction. A module that records
 * changes of a new entity adds its reverter here; what a reverter needs beyond the transaction (the
 * geo provider, to geocode a store's address put back) comes in here.
 */
export function backOfficeReverters(ports: { geo: GeoProvider }): TReverters {
  return {
    category: revertCategoryChange,
    product: revertProductChange,
    'price-override': revertPriceChange,
    daypart: revertDaypartChange,
    menu: revertMenuChange,
    promotion: revertPromotionChange,
    store: storeReverter(ports.geo),
  }
}
