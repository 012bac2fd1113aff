import { TEXTS } from './texts.ts'

/** Autocomplete waits this long after typing stops (spec §5, §9). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 600
/** Autocomplete needs at least this many characters (spec §9: "more than 2"). */
export const ADDRESS_SEARCH_MIN_LENGTH = 3

/** Whether the typed text is long enough to ask for suggestions. */
export function shouldSearchAddress(input: string): boolean {
  return input.trim().length >= ADDRESS_SEARCH_MIN_LENGTH
}

/** The error for pressing Enter in the search box, or null when there is something to search. */
export function addressSearchSubmitError(input: string): string | null {
  return input.trim() === '' ? TEXTS.enterLocation : null
}

type TDeliveryFields = {
  addressLabel: string
  city: string
  stateCode: string
  postalCode: string
  latitude: number
  longitude: number
}

const TEXT_FIELDS = ['addressLabel', 'city', 'stateCode', 'postalCode'] as const
const NUMBER_FIELDS = ['latitude', 'longitude'] as const

/** A delivery result needs addressLabel, city, stateCode, postalCode, latitude and longitude (spec §5). */
export function isCompleteDeliveryResult<T extends { [K in keyof TDeliveryFields]?: unknown }>(
  details: T | null | undefined,
): details is T & TDeliveryFields {
  if (details == null) return false
  const hasTexts = TEXT_FIELDS.every((field) => {
    const value = details[field]
    return typeof value === 'string' && value.trim() !== ''
  })
  const hasNumbers = NUMBER_FIELDS.every((field) => {
    const value = details[field]
    return typeof value === 'number' && Number.isFinite(value)
  })
  return hasTexts && hasNumbers
}
