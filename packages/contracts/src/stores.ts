import { z } from 'zod'
import { CLOCK_TIME_PATTERN, HANDOFF_MODES } from './constants.ts'
import { ZIntIdSchema, ZTextSchema } from './primitives.ts'

export const ZHandoffModeSchema = z.enum(HANDOFF_MODES)
export type THandoffMode = z.infer<typeof ZHandoffModeSchema>

/** 'HH:mm' 24-hour store-local time. */
export const ZClockTimeSchema = z.string().regex(CLOCK_TIME_PATTERN, 'Use HH:mm')

/** One opening period; `day` 0 = Sunday … 6 = Saturday. A close earlier than open runs past midnight. */
export const ZOpeningPeriodSchema = z.object({
  day: z.number().int().min(0).max(6),
  open: ZClockTimeSchema,
  close: ZClockTimeSchema,
})
export type TOpeningPeriod = z.infer<typeof ZOpeningPeriodSchema>

/** Weekly hours per handoff mode the store offers. */
export const ZStoreHoursSchema = z.partialRecord(ZHandoffModeSchema, z.array(ZOpeningPeriodSchema))
export type TStoreHours = z.infer<typeof ZStoreHoursSchema>

export const ZStoreServicesSchema = z.object({
  advancedays: z.number().int().min(0).max(60),
  pickup: z.boolean(),
  curbside: z.boolean(),
  drivethru: z.boolean(),
  delivery: z.boolean(),
  dispatch: z.boolean(),
  transfercart: z.boolean(),
  groupsplitpay: z.boolean(),
})
export type TStoreServices = z.infer<typeof ZStoreServicesSchema>

/** The Location of spec §3, as the API returns it. */
export const ZLocationSchema = z.object({
  id: z.number().int(),
  menu_id: z.number().int(),
  name: z.string(),
  /** Region path: '{state}/{city}/{address}' slugs, used by /locations/{path}. */
  path: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().length(2),
  zip: z.string(),
  phone: z.string(),
  timezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Open right now for pickup (or the first handoff it offers), in the store's own time zone. */
  open: z.boolean(),
  /**
   * When a store that takes orders but is closed now opens next ('Opens 10:30 AM'); on a day a manager
   * closed, the manager's message for guests (ADR 021); else null.
   */
  opens: z.string().nullable(),
  available: z.boolean(),
  'Coming Soon': z.boolean(),
  services: ZStoreServicesSchema,
  hours: ZStoreHoursSchema,
  /** Miles from the searched point, present on search results only. */
  distance: z.number().optional(),
  /**
   * The days a manager closed the store within the days guests may order for, soonest first, with
   * their message (ADR 021): present on a one-store read only (its page), not on lists.
   */
  closed_days: z.array(z.object({ day: z.string(), message: z.string() })).optional(),
})
export type TLocation = z.infer<typeof ZLocationSchema>

/** A coordinate from a query string: an empty value is missing, not 0. */
const coordinate = (limit: number) =>
  ZTextSchema().trim().min(1, 'Required.').transform(Number).pipe(z.number().min(-limit).max(limit))

export const ZStoreIdParamsSchema = z.object({ storeId: ZIntIdSchema })
export const ZPostalCodeParamsSchema = z.object({
  postalCode: ZTextSchema().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'),
})
export const ZMenuIdParamsSchema = z.object({ menu_id: ZIntIdSchema })
export const ZLocationsQuerySchema = z.object({
  lat: coordinate(90),
  lng: coordinate(180),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})
export const ZByMenuIdQuerySchema = z.object({ byMenuId: z.enum(['true']) })

export const ZLocationsResultSchema = z.object({ locations: z.array(ZLocationSchema) })
export type TLocationsResult = z.infer<typeof ZLocationsResultSchema>

/** Region pages: /locations/{state}/{city?}/{address?}. */
export const ZRegionSchema = z.object({
  state: z.string(),
  stateName: z.string(),
  cities: z.array(z.object({ city: z.string(), slug: z.string(), count: z.number().int() })),
})
export type TRegion = z.infer<typeof ZRegionSchema>
