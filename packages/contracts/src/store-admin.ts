import { z } from 'zod'
import { PHONE_RULE } from './field-rules.ts'
import { ZIdSchema, ZIntIdSchema, ZPageNumberSchema, ZTextSchema } from './primitives.ts'
import {
  DAYPART_MESSAGES,
  isIanaTimeZone,
  STORE_SETTINGS_LIMITS,
  STORE_SETTINGS_MESSAGES,
} from './store-settings-rules.ts'
import { ruleSchema } from './text-rule-schema.ts'

/**
 * The back office's store settings (ADR 060): what a chain admin creates and edits, one sentence per
 * field. The API and the back-office form check the same schema.
 */

const L = STORE_SETTINGS_LIMITS

const M = STORE_SETTINGS_MESSAGES

const intIn = (range: { min: number; max: number }, message: string) =>
  z.number(message).int(message).min(range.min, message).max(range.max, message)

export const ZDeliveryZoneSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('radius'),
    miles: z
      .number(M.radiusMiles)
      .min(L.radiusMiles.min, M.radiusMiles)
      .max(L.radiusMiles.max, M.radiusMiles),
  }),
  z.object({
    type: z.literal('polygon'),
    points: z
      .array(
        z.tuple([
          z.number(M.polygon).min(-90, M.polygon).max(90, M.polygon),
          z.number(M.polygon).min(-180, M.polygon).max(180, M.polygon),
        ]),
        M.polygon,
      )
      .min(L.polygonPoints.min, M.polygon)
      .max(L.polygonPoints.max, M.polygon),
  }),
])

export const ZStoreHandoffServicesSchema = z.object({
  pickup: z.boolean(),
  curbside: z.boolean(),
  drivethru: z.boolean(),
  delivery: z.boolean(),
  dispatch: z.boolean(),
  groupsplitpay: z.boolean(),
  transfercart: z.boolean(),
})

/** Every setting of a store, as the back office edits it. */
export const ZStoreSettingsSchema = z.object({
  name: ZTextSchema().trim().min(L.nameLength.min, M.name).max(L.nameLength.max, M.name),
  address: ZTextSchema().trim().min(3, M.street).max(L.streetLength, M.street),
  city: ZTextSchema().trim().min(2, M.city).max(L.cityLength, M.city),
  state: ZTextSchema()
    .trim()
    .regex(/^[A-Za-z]{2}$/, M.state)
    .toUpperCase(),
  zip: ZTextSchema()
    .trim()
    .regex(/^\d{5}$/, M.zip),
  phone: ruleSchema(PHONE_RULE),
  timezone: ZTextSchema().trim().refine(isIanaTimeZone, M.timezone),
  tax_rate_bps: intIn(L.taxRateBps, M.taxRateBps),
  services: ZStoreHandoffServicesSchema,
  advance_days: intIn(L.advanceDays, M.advanceDays),
  delivery_zone: ZDeliveryZoneSchema.nullable(),
  delivery_fee_cents: intIn(L.deliveryFeeCents, M.deliveryFeeCents),
  delivery_minimum_cents: intIn(L.deliveryMinimumCents, M.deliveryMinimumCents),
  is_coming_soon: z.boolean(),
  opening_date: z
    .string(M.openingDate)
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.openingDate)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), M.openingDate)
    .nullable(),
})
export type TStoreSettings = z.infer<typeof ZStoreSettingsSchema>

/** POST staff/stores: every setting, and the store whose menu (products and prices) it starts with. */
export const ZCreateStoreBodySchema = ZStoreSettingsSchema.extend({
  menu_from_store_id: ZIdSchema.refine(Boolean, M.menuFrom),
})
export type TCreateStoreBody = z.infer<typeof ZCreateStoreBodySchema>

/** PATCH staff/stores/{storeId}/settings: the fields to change. */
export const ZUpdateStoreBodySchema = ZStoreSettingsSchema.partial()
export type TUpdateStoreBody = z.infer<typeof ZUpdateStoreBodySchema>

/** A store as the back office reads it. */
export const ZStoreAdminSchema = ZStoreSettingsSchema.extend({
  id: z.number().int(),
  menu_id: z.number().int(),
  path: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** How closely the point places the street (`postal_code`: the ZIP's centre), when known. */
  geocode_precision: z.enum(['street', 'postal_code', 'locality']).nullable(),
  is_published: z.boolean(),
  is_available: z.boolean(),
  /** What the signed-in staff member may change: every field, only `MANAGER_STORE_FIELDS`, or none. */
  may_edit: z.enum(['all', 'manager', 'none']),
})
export type TStoreAdmin = z.infer<typeof ZStoreAdminSchema>

export const ZStoreAdminListQuerySchema = z.object({
  /** Name, city, ZIP or id. */
  q: ZTextSchema().trim().max(60, 'Search with at most 60 characters.').optional(),
  page: ZPageNumberSchema.optional(),
})

export const ZStoreAdminRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  is_published: z.boolean(),
  is_coming_soon: z.boolean(),
})
export type TStoreAdminRow = z.infer<typeof ZStoreAdminRowSchema>
export const ZStoreAdminListSchema = z.object({
  stores: z.array(ZStoreAdminRowSchema),
  page: z.number().int(),
  /** Whether another page follows (no count: 40,000 stores are not counted per keystroke). */
  has_more: z.boolean(),
  may_create: z.boolean(),
  /** Who is signed in (the page's frame), so the page need not read staff/me (every store, to an admin). */
  staff_name: z.string(),
})
export type TStoreAdminList = z.infer<typeof ZStoreAdminListSchema>

export const ZStoreAdminParamsSchema = z.object({ storeId: ZIntIdSchema })

/** PUT staff/stores/{storeId}/publish: on the storefront (search, region pages) or off it. */
export const ZPublishStoreBodySchema = z.object({ is_published: z.boolean('Say whether to publish.') })

/** PUT staff/stores/{storeId}/menu: the store whose menu (products, prices) this store sells from now on. */
export const ZStoreMenuBodySchema = z.object({ from_store_id: ZIdSchema.refine(Boolean, M.menuSwitch) })
export type TStoreMenuBody = z.infer<typeof ZStoreMenuBodySchema>
/** What it answers: how many products the store's menu now lists. */
export const ZStoreMenuSchema = z.object({ store_id: z.number().int(), products: z.number().int() })
export type TStoreMenu = z.infer<typeof ZStoreMenuSchema>

const minutes = z
  .number(DAYPART_MESSAGES.time)
  .int(DAYPART_MESSAGES.time)
  .min(0, DAYPART_MESSAGES.time)
  .max(1440, DAYPART_MESSAGES.time)

/** One daypart (ADR 060): a category's window in store time, everyday (`day` null) or on one date. */
export const ZDaypartSchema = z.object({
  category_id: ZIdSchema,
  name: ZTextSchema().trim().min(1, DAYPART_MESSAGES.name).max(40, DAYPART_MESSAGES.name),
  day: z
    .string(DAYPART_MESSAGES.day)
    .regex(/^\d{4}-\d{2}-\d{2}$/, DAYPART_MESSAGES.day)
    .nullable(),
  /** Minutes after local midnight; null with `end` null on a date: not sold that day. */
  start: minutes.nullable(),
  end: minutes.nullable(),
  lead_minutes: z
    .number(DAYPART_MESSAGES.lead)
    .int(DAYPART_MESSAGES.lead)
    .min(0, DAYPART_MESSAGES.lead)
    .max(20_160, DAYPART_MESSAGES.lead),
})
export type TDaypartBody = z.infer<typeof ZDaypartSchema>

/** PUT staff/stores/{storeId}/dayparts: the store's whole set. */
export const ZDaypartsBodySchema = z.object({
  dayparts: z.array(ZDaypartSchema).max(100, 'At most 100 dayparts.'),
})

export const ZStoreDaypartsSchema = z.object({
  store_id: z.number().int(),
  timezone: z.string(),
  dayparts: z.array(ZDaypartSchema),
  /** The categories the store's menu sells, to choose from. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  may_edit: z.boolean(),
})
export type TStoreDayparts = z.infer<typeof ZStoreDaypartsSchema>
