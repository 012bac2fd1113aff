/**
 * The back office's Prices page (ADR 062, 063): a store's prices and overrides, the base price for
 * chain admins, and the prices spreadsheet's download, preview and import.
 */
export { PriceSpreadsheet } from './price-spreadsheet.tsx'
export { PricesPanel, type TPriceSaving } from './prices-panel.tsx'
