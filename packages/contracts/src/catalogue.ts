import { z } from 'zod'
import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES,
  PRODUCT_CHANNELS,
  PRODUCT_IMAGE_NAME,
} from './catalogue-rules.ts'
import { MAKE_SECONDS_MESSAGE, MAKE_SECONDS_RANGE } from './constants.ts'
import { ZAllergenSchema, ZDietaryFlagSchema, ZSuperCategorySchema } from './menus.ts'
import { ZIdSchema, ZIntIdSchema, ZTextSchema } from './primitives.ts'

/**
 * The back office's catalogue (categories, products, option groups, options): what an admin sends
 * and what the back office reads. One schema for the API and the forms; every limit and sentence is
 * here once. Cross-field rules (min ≤ max, default choices) are the domain's `catalogueProblems`.
 */
const ZNameSchema = ZTextSchema()
  .trim()
  .min(1, CATALOGUE_MESSAGES.name)
  .max(CATALOGUE_LIMITS.nameMax, CATALOGUE_MESSAGES.name)
const ZDescriptionSchema = ZTextSchema()
  .trim()
  .max(CATALOGUE_LIMITS.descriptionMax, CATALOGUE_MESSAGES.description)
const wholeIn = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message)

export const ZCategoryInputSchema = z.object({
  name: ZNameSchema,
  description: ZDescriptionSchema,
  superCategory: ZSuperCategorySchema,
})
export type TCategoryInput = z.infer<typeof ZCategoryInputSchema>

/** An option as the back office sends it: no id for a new one (the API gives one). */
export const ZOptionInputSchema = z.object({
  id: ZIdSchema.optional(),
  name: ZNameSchema,
  cost: wholeIn(-CATALOGUE_LIMITS.deltaMax, CATALOGUE_LIMITS.deltaMax, CATALOGUE_MESSAGES.delta),
  calories: wholeIn(0, CATALOGUE_LIMITS.caloriesMax, CATALOGUE_MESSAGES.calories),
  isDefault: z.boolean(),
  maxQuantity: wholeIn(1, 10, 'An option may be chosen from 1 to 10 times.').optional(),
  allergens: z.array(ZAllergenSchema).max(9),
})
export type TOptionInput = z.infer<typeof ZOptionInputSchema>

export const ZOptionGroupInputSchema = z.object({
  id: ZIdSchema.optional(),
  name: ZNameSchema,
  description: ZDescriptionSchema,
  min: wholeIn(0, CATALOGUE_LIMITS.optionsMax, CATALOGUE_MESSAGES.groupMin),
  max: wholeIn(1, CATALOGUE_LIMITS.optionsMax * 10, CATALOGUE_MESSAGES.groupMax),
  options: z
    .array(ZOptionInputSchema)
    .min(1, CATALOGUE_MESSAGES.options)
    .max(CATALOGUE_LIMITS.optionsMax, CATALOGUE_MESSAGES.options),
})
export type TOptionGroupInput = z.infer<typeof ZOptionGroupInputSchema>

export const ZProductInputSchema = z.object({
  categoryId: ZIdSchema.describe(CATALOGUE_MESSAGES.category),
  name: ZNameSchema,
  description: ZDescriptionSchema,
  /** The base price in cents. */
  cost: wholeIn(0, CATALOGUE_LIMITS.priceMax, CATALOGUE_MESSAGES.price),
  calories: wholeIn(0, CATALOGUE_LIMITS.caloriesMax, CATALOGUE_MESSAGES.calories),
  dietary: z.array(ZDietaryFlagSchema).max(10),
  allergens: z.array(ZAllergenSchema).max(9),
  /** A stored image's name (POST staff/catalogue/images answers it) or a demo picture's. */
  image: ZTextSchema()
    .trim()
    .min(1, CATALOGUE_MESSAGES.image)
    .max(120, CATALOGUE_MESSAGES.image)
    .regex(PRODUCT_IMAGE_NAME, CATALOGUE_MESSAGES.image),
  quantities: z.object({
    min: wholeIn(1, CATALOGUE_LIMITS.quantityMax, CATALOGUE_MESSAGES.quantity),
    max: wholeIn(1, CATALOGUE_LIMITS.quantityMax, CATALOGUE_MESSAGES.quantity),
    increments: wholeIn(1, CATALOGUE_LIMITS.quantityMax, CATALOGUE_MESSAGES.quantity),
  }),
  optionGroups: z
    .array(ZOptionGroupInputSchema)
    .max(CATALOGUE_LIMITS.optionGroupsMax, CATALOGUE_MESSAGES.optionGroups),
  /**
   * Seconds the kitchen takes for the first item and for each further one (ADR 065); null: the
   * chain's default for the category's super-category; left out: unchanged (a new product: null).
   */
  makeSeconds: wholeIn(MAKE_SECONDS_RANGE.min, MAKE_SECONDS_RANGE.max, MAKE_SECONDS_MESSAGE)
    .nullable()
    .optional(),
  makeExtraSeconds: wholeIn(MAKE_SECONDS_RANGE.min, MAKE_SECONDS_RANGE.max, MAKE_SECONDS_MESSAGE)
    .nullable()
    .optional(),
  /** Where it is sold (ADR 069); a product missing a channel cannot be added to a basket there. */
  channels: z
    .array(z.enum(PRODUCT_CHANNELS, CATALOGUE_MESSAGES.channels), CATALOGUE_MESSAGES.channels)
    .min(1, CATALOGUE_MESSAGES.channels)
    .max(PRODUCT_CHANNELS.length, CATALOGUE_MESSAGES.channels)
    .default([...PRODUCT_CHANNELS]),
  /** A utensils item (spec §4): hidden from the menu and the bag's lines and counts. */
  isUtensils: z.boolean().default(false),
})
export type TProductInput = z.infer<typeof ZProductInputSchema>

/**
 * POST staff/catalogue/products: the product and which stores' menus list it at its base price
 * ('all': every store's; a list of store ids: theirs; []: none yet).
 */
export const ZNewProductSchema = ZProductInputSchema.extend({
  stores: z.union([z.literal('all'), z.array(ZIdSchema).max(50_000)], CATALOGUE_MESSAGES.stores),
})
export type TNewProduct = z.infer<typeof ZNewProductSchema>

export const ZCatalogueCategorySchema = ZCategoryInputSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  sortOrder: z.number().int(),
})
export type TCatalogueCategory = z.infer<typeof ZCatalogueCategorySchema>

export const ZCatalogueOptionGroupSchema = ZOptionGroupInputSchema.extend({
  id: z.number().int(),
  options: z.array(ZOptionInputSchema.extend({ id: z.number().int() })),
})

export const ZCatalogueProductSchema = ZProductInputSchema.extend({
  id: z.number().int(),
  sortOrder: z.number().int(),
  optionGroups: z.array(ZCatalogueOptionGroupSchema),
  /** The picture's address as the storefront shows it. */
  imageUrl: z.string(),
  /** How many store menus list it. */
  menuCount: z.number().int(),
  /** When it left the menus (ISO), or null. */
  retiredAt: z.string().nullable(),
})
export type TCatalogueProduct = z.infer<typeof ZCatalogueProductSchema>

/**
 * A product as the catalogue's list shows it (ADR 057): what its row says and where it is sold, no
 * description, option groups (only how many), quantities, make times, flags or stored image name;
 * the editor reads the whole product (GET staff/catalogue/products/{id}).
 */
export const ZCatalogueListProductSchema = ZCatalogueProductSchema.pick({
  id: true,
  categoryId: true,
  name: true,
  cost: true,
  calories: true,
  channels: true,
  isUtensils: true,
  sortOrder: true,
  imageUrl: true,
  menuCount: true,
  retiredAt: true,
}).extend({ optionGroupCount: z.number().int() })
export type TCatalogueListProduct = z.infer<typeof ZCatalogueListProductSchema>

/** GET staff/catalogue: every category and product (slim), in menu order, and whether the caller may change it. */
export const ZCatalogueSchema = z.object({
  categories: z.array(ZCatalogueCategorySchema),
  products: z.array(ZCatalogueListProductSchema),
  canEdit: z.boolean(),
})
export type TCatalogue = z.infer<typeof ZCatalogueSchema>

export const ZCatalogueIdParamsSchema = z.object({ id: ZIntIdSchema })

/** POST …/move: one place up or down within its list (its category's products, or the categories). */
export const ZMoveBodySchema = z.object({
  direction: z.enum(['up', 'down'], 'Move it up or down.'),
})
export type TMoveBody = z.infer<typeof ZMoveBodySchema>

/** What POST staff/catalogue/images answers: the stored name to put in a product's `image`. */
export const ZUploadedImageSchema = z.object({ image: z.string(), url: z.string() })
export type TUploadedImage = z.infer<typeof ZUploadedImageSchema>
