import { z } from 'zod'
import { ZAllergenSchema, ZDietaryFlagSchema, ZSuperCategorySchema } from './menus.ts'
import { ZIdSchema, ZIntIdSchema, ZTextSchema } from './primitives.ts'

/**
 * The back office's catalogue (categories, products, option groups, options): what an admin sends
 * and what the back office reads. One schema for the API and the forms; every limit and sentence is
 * here once. Cross-field rules (min ≤ max, default choices) are the domain's `catalogueProblems`.
 */
export const CATALOGUE_LIMITS = {
  nameMax: 80,
  descriptionMax: 600,
  /** Cents: $500.00, the dearest catering tray with room to spare. */
  priceMax: 50_000,
  /** Cents either way: an option adds or takes off at most $500.00 (a catering tray's size). */
  deltaMax: 50_000,
  caloriesMax: 10_000,
  quantityMax: 200,
  optionGroupsMax: 12,
  optionsMax: 40,
} as const

export const CATALOGUE_MESSAGES = {
  name: `Give it a name of at most ${CATALOGUE_LIMITS.nameMax} characters.`,
  description: `Use at most ${CATALOGUE_LIMITS.descriptionMax} characters for the description.`,
  price: 'Enter a price from $0.00 to $500.00.',
  delta: 'Enter a price change from -$500.00 to $500.00.',
  calories: 'Enter calories as a whole number from 0 to 10,000.',
  quantity: `Use a whole number from 1 to ${CATALOGUE_LIMITS.quantityMax}.`,
  groupMin: 'Enter how many choices are required, from 0.',
  groupMax: 'Enter how many choices a guest may make, at least 1.',
  options: `Give the group from 1 to ${CATALOGUE_LIMITS.optionsMax} options.`,
  optionGroups: `A product has at most ${CATALOGUE_LIMITS.optionGroupsMax} option groups.`,
  image: 'Upload a picture first.',
  category: 'Choose a category.',
  menus: 'Choose every menu, or a list of menus.',
} as const

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
    .regex(/^(uploads\/)?[a-z0-9][a-z0-9.-]*\.(svg|webp|png|jpg)$/, CATALOGUE_MESSAGES.image),
  quantities: z.object({
    min: wholeIn(1, CATALOGUE_LIMITS.quantityMax, CATALOGUE_MESSAGES.quantity),
    max: wholeIn(1, CATALOGUE_LIMITS.quantityMax, CATALOGUE_MESSAGES.quantity),
    increments: wholeIn(1, CATALOGUE_LIMITS.quantityMax, CATALOGUE_MESSAGES.quantity),
  }),
  optionGroups: z
    .array(ZOptionGroupInputSchema)
    .max(CATALOGUE_LIMITS.optionGroupsMax, CATALOGUE_MESSAGES.optionGroups),
})
export type TProductInput = z.infer<typeof ZProductInputSchema>

/**
 * POST staff/catalogue/products: the product and which store menus list it at its base price
 * ('all': every store's menu; a list: those menus; []: none yet).
 */
export const ZNewProductSchema = ZProductInputSchema.extend({
  menus: z.union([z.literal('all'), z.array(ZIdSchema).max(50_000)], CATALOGUE_MESSAGES.menus),
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

/** GET staff/catalogue: everything, in menu order, and whether the caller may change it. */
export const ZCatalogueSchema = z.object({
  categories: z.array(ZCatalogueCategorySchema),
  products: z.array(ZCatalogueProductSchema),
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

/** The pictures the back office accepts (ADR 058). */
export const PRODUCT_IMAGE_RULES = {
  types: ['image/png', 'image/jpeg', 'image/webp'] as readonly string[],
  maxBytes: 5 * 1024 * 1024,
  minWidth: 400,
  minHeight: 300,
  maxSide: 8000,
  messages: {
    type: 'Upload a PNG, JPEG or WebP picture.',
    size: 'Upload a picture of at most 5 MB.',
    small: 'Upload a picture at least 400 × 300 pixels.',
    large: 'Upload a picture at most 8000 pixels on a side.',
    unreadable: 'We could not read that picture; try another file.',
  },
} as const
