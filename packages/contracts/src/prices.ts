import { z } from 'zod'
import {
  PRICE_CSV_MAX_BYTES,
  PRICE_CSV_TOO_LARGE,
  PRICE_INVALID,
  PRICE_MAX_CENTS,
  PRICE_SCOPES,
  PRICE_TOO_HIGH,
  REGION_KEY_INVALID,
  REGION_KEY_PATTERN,
} from './price-limits.ts'

/**
 * Prices by store or region (ADR 062): the chain's base price of a product, and overrides a store or
 * a region of stores (a state, 'NC', or one city of it, 'NC/raleigh') sets for a product or one of
 * its options. Limits and sentences are defined here once; the rules (precedence, valid money) are the
 * domain's `price-rules.ts`.
 */

const ZIdNumberSchema = z.number().int().positive()

export const ZPriceCentsSchema = z
  .number({ error: PRICE_INVALID })
  .int(PRICE_INVALID)
  .min(0, PRICE_INVALID)
  .max(PRICE_MAX_CENTS, PRICE_TOO_HIGH)

/**
 * PUT staff/back-office/prices: one price. `scope` 'chain' sets the product's base price (admins
 * only; options' base prices are the catalogue's); 'region' needs `region`, 'store' needs
 * `store_id`. `cost` null removes the override (the price below it is in force again).
 */
export const ZSetPriceBodySchema = z
  .object({
    scope: z.enum(PRICE_SCOPES),
    product_id: ZIdNumberSchema,
    /** An option of the product's option groups; absent for the product's own price. */
    option_id: ZIdNumberSchema.optional(),
    store_id: ZIdNumberSchema.optional(),
    region: z.string().regex(REGION_KEY_PATTERN, REGION_KEY_INVALID).optional(),
    cost: ZPriceCentsSchema.nullable(),
  })
  .superRefine((body, context) => {
    if (body.scope === 'store' && body.store_id === undefined)
      context.addIssue({ code: 'custom', path: ['store_id'], message: 'Choose the store.' })
    if (body.scope === 'region' && body.region === undefined)
      context.addIssue({ code: 'custom', path: ['region'], message: REGION_KEY_INVALID })
    if (body.scope === 'chain' && body.option_id !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['option_id'],
        message: "An option's base price is set in the catalogue.",
      })
    if (body.scope === 'chain' && body.cost === null)
      context.addIssue({ code: 'custom', path: ['cost'], message: 'A base price cannot be removed.' })
  })
export type TSetPriceBody = z.input<typeof ZSetPriceBodySchema>

/** One price in force (or, in history, once in force). */
export const ZPriceEntrySchema = z.object({
  id: z.string(),
  scope: z.enum(PRICE_SCOPES),
  product_id: z.number().int(),
  /** 0: the product's own price. */
  option_id: z.number().int(),
  store_id: z.number().int().nullable(),
  region: z.string().nullable(),
  cost: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  set_by: z.string(),
})
export type TPriceEntry = z.infer<typeof ZPriceEntrySchema>

/** A product's prices for the back office: base, and the overrides in force that the caller may see. */
export const ZProductPricesSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  category: z.string(),
  base: z.number().int(),
  /** This store's menu price (its tier of the base); null without a store or when it does not list it. */
  menu: z.number().int().nullable(),
  /** The price a guest at this store pays now; null without a store. */
  in_force: z.number().int().nullable(),
  options: z.array(
    z.object({
      option_id: z.number().int(),
      name: z.string(),
      cost: z.number().int(),
      in_force: z.number().int().nullable(),
    }),
  ),
  overrides: z.array(ZPriceEntrySchema),
})
export type TProductPrices = z.infer<typeof ZProductPricesSchema>
export const ZPriceListSchema = z.object({ products: z.array(ZProductPricesSchema) })
export type TPriceList = z.infer<typeof ZPriceListSchema>

export const ZPriceListQuerySchema = z.object({ store_id: z.coerce.number().int().positive().optional() })
export const ZPriceHistoryQuerySchema = z.object({
  product_id: z.coerce.number().int().positive(),
  store_id: z.coerce.number().int().positive().optional(),
})
export const ZPriceHistorySchema = z.object({ entries: z.array(ZPriceEntrySchema) })

/** POST staff/back-office/prices/import: the CSV's text; `apply` false answers the preview only. */
export const ZPriceImportBodySchema = z.object({
  csv: z.string().min(1, 'Choose a CSV file to import.').max(PRICE_CSV_MAX_BYTES, PRICE_CSV_TOO_LARGE),
  apply: z.boolean().default(false),
})
export type TPriceImportBody = z.input<typeof ZPriceImportBodySchema>

/** One difference the import would make (or made). */
export const ZPriceImportChangeSchema = z.object({
  line: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  field: z.string(),
  before: z.string(),
  after: z.string(),
})
export type TPriceImportChange = z.infer<typeof ZPriceImportChangeSchema>
export const ZPriceImportErrorSchema = z.object({ line: z.number().int(), message: z.string() })
export type TPriceImportError = z.infer<typeof ZPriceImportErrorSchema>
export const ZPriceImportResultSchema = z.object({
  applied: z.boolean(),
  changes: z.array(ZPriceImportChangeSchema),
  errors: z.array(ZPriceImportErrorSchema),
})
export type TPriceImportResult = z.infer<typeof ZPriceImportResultSchema>
