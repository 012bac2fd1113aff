import type { TPlaceDetails, TPlaceSuggestion } from '@deli/contracts'

export type TLatLng = { lat: number; lng: number }

/** Address autocomplete and place details (spec §7 maps places service). */
export interface GeoProvider {
  readonly name: string
  autocomplete(input: string, options: { bias?: TLatLng; sessionToken?: string }): Promise<TPlaceSuggestion[]>
  /** null when the place is unknown. */
  details(placeId: string): Promise<TPlaceDetails | null>
  /** Centroid of a US postal code, null when unknown. */
  postalCode(postalCode: string): Promise<TLatLng | null>
}
