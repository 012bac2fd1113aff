/**
 * The limits and sentences of prices by store or region (ADR 062) and of the prices spreadsheet
 * (ADR 063), without zod: the domain's rules and the back office's forms read them from
 * `@deli/contracts/price-limits` (not through `constants`, which every guest page loads: ADR 037
 * "Barrels"); the schemas are `prices.ts`. The highest price and the product fields' limits are the
 * catalogue's (`catalogue-rules.ts`): a price or a line the prices page or the spreadsheet takes is
 * one the catalogue shows and saves again.
 */
import { CATALOGUE_LIMITS, PRICE_MAX_TEXT } from './catalogue-rules.ts'

/** The highest price the back office takes for a product or an option, the catalogue's. */
export const PRICE_MAX_CENTS = CATALOGUE_LIMITS.priceMax
export const PRICE_INVALID = 'Enter a price in dollars and cents, like 8.99.'
export const PRICE_TOO_HIGH = `A price cannot be more than ${PRICE_MAX_TEXT}.`
/** What a manager is told when asking to change the chain's base price. */
export const BASE_PRICE_ADMIN_ONLY =
  "Only a chain admin can change the chain's base price; set your store's price instead."
/** A region: a state's code, or a state's code and one of its cities' slugs. */
export const REGION_KEY_PATTERN = /^[A-Z]{2}(\/[a-z0-9][a-z0-9-]*)?$/
export const REGION_KEY_INVALID = "Choose a region as a state ('NC') or a state and city ('NC/raleigh')."

/** Where a price applies: the chain (base), a region, or one store. */
export const PRICE_SCOPES = ['chain', 'region', 'store'] as const
export type TPriceScope = (typeof PRICE_SCOPES)[number]

/** The largest CSV the import takes, and its sentences. */
export const PRICE_CSV_MAX_BYTES = 1_000_000
export const PRICE_CSV_MAX_ROWS = 5_000
export const PRICE_CSV_TOO_LARGE = 'The file is larger than 1 MB; split it into smaller files.'
export const PRICE_CSV_TOO_MANY_ROWS = 'The file has more than 5,000 lines; split it into smaller files.'

/** The product fields the spreadsheet edits, with their limits (ADR 063). */
export const CSV_PRODUCT_NAME_MAX = CATALOGUE_LIMITS.nameMax
export const CSV_DESCRIPTION_MAX = CATALOGUE_LIMITS.descriptionMax
export const CSV_CALORIES_MAX = CATALOGUE_LIMITS.caloriesMax
/** The spreadsheet's columns, in order (ADR 063). */
export const PRICE_CSV_COLUMNS = [
  'product_id',
  'option_id',
  'where',
  'category',
  'name',
  'description',
  'calories',
  'price',
] as const
