/** The front door of the menus module (ADR 050): what other modules, flows and the app may use. */
export type { TCatalogueActor } from './catalogue-change.ts'
export { daypartLineProblems } from './check-dayparts.ts'
export { copyMenu } from './copy-menu.ts'
export { exportPrices } from './export-prices.ts'
export {
  findDayparts,
  findDaypartsWithSlugs,
  storeDaypartsJson,
  type TDaypartWithSlug,
  toDaypartBody,
} from './find-dayparts.ts'
export { PRODUCT_IMAGE_BASE, readMenuBody } from './get-menu.ts'
export { countProductsWithAllergens, insertCatalogue, setProductAllergens } from './import-menu.ts'
export { importPrices } from './import-prices.ts'
export { listCatalogue } from './list-catalogue.ts'
export { listMenuCategories } from './list-menu-categories.ts'
export { listPrices, listProductPriceHistory } from './list-prices.ts'
export { findProductNames, listProductChoices } from './list-product-choices.ts'
export { MenuCache } from './menu-cache.ts'
export { moveCatalogueItem } from './move-catalogue-item.ts'
export { priceCachePayload } from './price-access.ts'
export { findStoreOverrides, productOverridesJson } from './price-overrides.ts'
export type { TPriceStaff } from './price-staff.ts'
export { MENU_CHANGED_SINCE, replaceStoreMenu, revertMenuChange } from './replace-store-menu.ts'
export { findMenuRows } from './repository.ts'
export { retireProduct } from './retire-product.ts'
export { revertCategoryChange, revertProductChange } from './revert-catalogue-change.ts'
export { DAYPARTS_CHANGED_SINCE, revertDaypartChange } from './revert-daypart-change.ts'
export { PRICE_CHANGED_SINCE, revertPriceChange } from './revert-price-change.ts'
export { menuRoutes } from './routes.ts'
export { createCategory, updateCategory } from './save-category.ts'
export { createProduct, updateProduct } from './save-product.ts'
export { serveUploadedImages } from './serve-uploaded-images.ts'
export { setDayparts } from './set-dayparts.ts'
export { setPrice } from './set-price.ts'
export { storeProductImage } from './store-product-image.ts'
