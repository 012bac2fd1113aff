/**
 * The stores module's front door for the back office (ADR 060): creating, changing, publishing and
 * reverting a store, and its list. (The storefront's reads stay behind `routes.ts`.)
 */
export { createStore, type TBackOfficeCaller } from './create-store.ts'
export { forgetRegions } from './list-regions.ts'
export { publishStore } from './publish-store.ts'
export { findStoreById } from './repository.ts'
export { ALREADY_REVERTED, revertStoreChange, STORE_CHANGED_SINCE } from './revert-store-change.ts'
export { searchStores } from './search-stores.ts'
export { toStoreAdmin } from './store-settings.ts'
export type { TStoreRow } from './tables.ts'
export { updateStore } from './update-store.ts'
