import { z } from 'zod'
import { ALLERGENS, DIETARY_FLAGS, SUPER_CATEGORIES } from './constants.ts'

export const ZSuperCategorySchema = z.enum(SUPER_CATEGORIES)
export type TSuperCategory = z.infer<typeof ZSuperCategorySchema>

export const ZDietaryFlagSchema = z.enum(DIETARY_FLAGS)
export type TDietaryFlag = z.infer<typeof ZDietaryFlagSchema>

/** One of the nine major allergens (ADR 049), defined once for the menu API, the domain and the seed. */
export const ZAllergenSchema = z.enum(ALLERGENS, {
  error: `Choose allergens among the nine major allergens: ${ALLERGENS.join(', ')}.`,
})
export type TAllergen = z.infer<typeof ZAllergenSchema>

export const ZQuantitiesSchema = z.object({
  min: z.number().int().min(1),
  max: z.number().int().min(1),
  increments: z.number().int().min(1),
})
export type TQuantities = z.infer<typeof ZQuantitiesSchema>

export const ZOptionSchema = z.object({
  /** option_id: unique across the chain. */
  id: z.number().int(),
  name: z.string(),
  /** Price delta in cents (0 when included). */
  cost: z.number().int(),
  calories: z.number().int().nonnegative(),
  isDefault: z.boolean(),
  /** How many of this option one item may have (extra meat × 2); absent: once (OPTION_MAX_QUANTITY_DEFAULT). */
  maxQuantity: z.number().int().min(1).optional(),
  /** The allergens this option adds to the item when chosen (ADR 049). */
  allergens: z.array(ZAllergenSchema),
})
export type TOption = z.infer<typeof ZOptionSchema>

/** A choice rule: min 0 = optional; max 1 = single choice (radio); otherwise multiple (checkbox). */
export const ZOptionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  min: z.number().int().min(0),
  max: z.number().int().min(1),
  options: z.array(ZOptionSchema).min(1),
})
export type TOptionGroup = z.infer<typeof ZOptionGroupSchema>

export const ZProductImagesSchema = z.object({
  'mobile-webapp-menu': z.object({ url: z.string() }),
})

export const ZProductSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Base price in cents at this store. */
  cost: z.number().int().nonnegative(),
  calories: z.number().int().nonnegative(),
  dietary: z.array(ZDietaryFlagSchema),
  /** The allergens of the product itself, whatever is chosen; options add theirs (ADR 049). */
  allergens: z.array(ZAllergenSchema),
  images: ZProductImagesSchema,
  quantities: ZQuantitiesSchema,
  optionGroups: z.array(ZOptionGroupSchema),
  available: z.boolean(),
  /**
   * Outside its category's daypart at this store (ADR 060): why it cannot be ordered now ('Not
   * available now: served 6:00 AM – 10:30 AM'); it stays on the menu and can be ordered ahead.
   */
  not_now: z.string().optional(),
  /** Where it is sold (ADR 069): web, app, kiosk, catering. */
  channels: z.array(z.string()),
  /** A utensils item (spec §4): not listed to guests, its bag lines hidden and uncounted. */
  is_utensils: z.boolean(),
})
export type TProduct = z.infer<typeof ZProductSchema>

export const ZCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  superCategory: ZSuperCategorySchema,
  products: z.array(ZProductSchema),
})
export type TCategory = z.infer<typeof ZCategorySchema>

export const ZMenuSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  name: z.string(),
  categories: z.array(ZCategorySchema),
})
export type TMenu = z.infer<typeof ZMenuSchema>

export const ZMenuQuerySchema = z.object({ type: ZSuperCategorySchema.optional() })

/**
 * A product of the home page's featured row (ADR 045): the same at every store, so no price or
 * availability; the storefront links it to the product at the guest's store.
 */
export const ZFeaturedProductSchema = ZProductSchema.pick({
  product_id: true,
  name: true,
  description: true,
  calories: true,
  dietary: true,
  images: true,
})
export type TFeaturedProduct = z.infer<typeof ZFeaturedProductSchema>

export const ZFeaturedProductsSchema = z.object({ products: z.array(ZFeaturedProductSchema) })
export type TFeaturedProducts = z.infer<typeof ZFeaturedProductsSchema>
