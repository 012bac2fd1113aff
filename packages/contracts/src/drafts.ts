import { z } from 'zod'
import { ZCategoryInputSchema, ZNewProductSchema, ZProductInputSchema } from './catalogue.ts'
import {
  DRAFT_CATEGORY_PRODUCTS_MAX,
  DRAFT_CHANGE_KINDS,
  DRAFT_MESSAGES,
  DRAFT_NAME_MAX,
  DRAFT_STATUSES,
} from './constants.ts'
import { ZSetPriceBodySchema } from './prices.ts'

/**
 * Drafts (ADR 059): a change set of catalogue and price changes a chain admin saves without making
 * them live, previews on one store's menu as a guest would see it, then publishes in one transaction
 * or discards. Each change has the same body as its immediate route.
 */

export const ZDraftBodySchema = z.object({
  name: z
    .string({ error: DRAFT_MESSAGES.name })
    .trim()
    .min(1, DRAFT_MESSAGES.name)
    .max(DRAFT_NAME_MAX, DRAFT_MESSAGES.name),
})
export type TDraftBody = z.infer<typeof ZDraftBodySchema>

export const ZDraftIdParamsSchema = z.object({ id: z.uuid(DRAFT_MESSAGES.notFound) })

const ZDraftIdListSchema = z
  .array(
    z
      .number({ error: DRAFT_MESSAGES.productIds })
      .int(DRAFT_MESSAGES.productIds)
      .positive(DRAFT_MESSAGES.productIds),
  )
  .max(DRAFT_CATEGORY_PRODUCTS_MAX, DRAFT_MESSAGES.productIds)
  .refine((ids) => new Set(ids).size === ids.length, DRAFT_MESSAGES.productIds)

/**
 * POST staff/back-office/drafts/{id}/changes: a price as PUT staff/back-office/prices takes it, a
 * product's fields as PUT staff/catalogue/products/{id} takes them, a new product as POST
 * staff/catalogue/products takes it, or a category's fields as PUT staff/catalogue/categories/{id}
 * takes them with, optionally, its place among the categories (1 = first) and the products it holds
 * in their order. A change of the same price, product, new product (by name) or category replaces
 * the draft's earlier one.
 */
export const ZDraftChangeBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), price: ZSetPriceBodySchema }),
  z.object({
    kind: z.literal('product'),
    product_id: z.number().int().positive(),
    product: ZProductInputSchema,
  }),
  z.object({ kind: z.literal('new_product'), product: ZNewProductSchema }),
  z.object({
    kind: z.literal('category'),
    category_id: z.number().int().positive(),
    category: ZCategoryInputSchema,
    position: z
      .number({ error: DRAFT_MESSAGES.position })
      .int(DRAFT_MESSAGES.position)
      .positive(DRAFT_MESSAGES.position)
      .optional(),
    product_ids: ZDraftIdListSchema.optional(),
  }),
])
export type TDraftChangeBody = z.input<typeof ZDraftChangeBodySchema>

export const ZDraftChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DRAFT_CHANGE_KINDS),
  /** What the change does, in a line ('Italian Sub at store 30: $12.34'). */
  summary: z.string(),
  /** The store a store price is of (the Drafts page previews there first); null otherwise. */
  store_id: z.number().int().nullable(),
  /** A drafted new product's name and category (the catalogue marks it there as a draft); null otherwise. */
  new_product: z.object({ name: z.string(), category_id: z.number().int() }).nullable(),
  created_at: z.string(),
})
export type TDraftChange = z.infer<typeof ZDraftChangeSchema>

export const ZDraftSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(DRAFT_STATUSES),
  created_by: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  changes: z.array(ZDraftChangeSchema),
})
export type TDraft = z.infer<typeof ZDraftSchema>

export const ZDraftListSchema = z.object({ drafts: z.array(ZDraftSchema) })
export type TDraftList = z.infer<typeof ZDraftListSchema>

/** POST staff/back-office/drafts/{id}/preview: the store whose menu to look at. */
export const ZDraftPreviewBodySchema = z.object({
  store_id: z.number({ error: 'Choose the store.' }).int().positive('Choose the store.'),
})
/** Where the store's menu page is; the answer sets the preview cookie. */
export const ZDraftPreviewSchema = z.object({ path: z.string() })

export const ZDraftMenuParamsSchema = z.object({
  id: z.uuid(DRAFT_MESSAGES.notFound),
  menu_id: z.coerce.number().int().positive(),
})
export const ZDraftMenuQuerySchema = z.object({ type: z.enum(['mealtime', 'catering']).optional() })

/** POST staff/back-office/drafts/{id}/publish: what went live. */
export const ZDraftPublishedSchema = z.object({ change_id: z.string(), applied: z.number().int() })
