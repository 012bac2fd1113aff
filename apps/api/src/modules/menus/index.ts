/** The front door of the menus module (ADR 050): what other modules, flows and the app may use. */
export { PRODUCT_IMAGE_BASE, readMenuBody } from './get-menu.ts'
export { countProductsWithAllergens, insertCatalogue, setProductAllergens } from './import-menu.ts'
export { MenuCache } from './menu-cache.ts'
export { findMenuRows } from './repository.ts'
export { menuRoutes } from './routes.ts'
