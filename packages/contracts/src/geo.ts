import { z } from 'zod'
import { TEXT_LIMITS } from './field-rules.ts'
import { ZTextSchema } from './primitives.ts'

export const ZAutocompleteQuerySchema = z.object({
  input: ZTextSchema().trim().min(3, 'Type at least 3 characters.').max(TEXT_LIMITS.street),
  sessionToken: ZTextSchema().max(64).optional(),
  lat: ZTextSchema().trim().min(1).transform(Number).pipe(z.number().min(-90).max(90)).optional(),
  lng: ZTextSchema().trim().min(1).transform(Number).pipe(z.number().min(-180).max(180)).optional(),
})

export const ZPlaceSuggestionSchema = z.object({
  placeId: z.string(),
  text: z.string(),
  secondaryText: z.string(),
  kind: z.enum(['postal_code', 'locality', 'store', 'address']),
})
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestionSchema>
export const ZAutocompleteResultSchema = z.object({ suggestions: z.array(ZPlaceSuggestionSchema) })

export const ZPlaceIdParamsSchema = z.object({ placeId: ZTextSchema().min(1).max(200) })

/** Place details; a delivery result needs every one of addressLabel … longitude (spec §5). */
export const ZPlaceDetailsSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  formattedAddress: z.string(),
  addressLabel: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  types: z.array(
    z.enum(['locality', 'neighborhood', 'administrative_area_level_1', 'postal_code', 'street_address']),
  ),
  /**
   * How closely latitude/longitude place a street address: absent when the provider places it
   * itself; `postal_code` / `locality` when the offline gazetteer put it at its ZIP's or city's centre.
   */
  precision: z.enum(['postal_code', 'locality']).optional(),
})
export type TPlaceDetails = z.infer<typeof ZPlaceDetailsSchema>
