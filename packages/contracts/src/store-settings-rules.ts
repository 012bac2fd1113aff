/**
 * The back office's store settings rules (ADR 060), zod-free for the browser (through
 * `@deli/contracts/store-settings-rules`, kept out of `./constants`: the storefront's shell chunk
 * takes every module that reaches, ADR 037): the limits and the sentence of each field. The API's schemas
 * (`store-admin.ts`) and the domain's form check (`storeSettingsFieldErrors`) both use them.
 */

/** Whether the runtime knows an IANA time zone ('America/New_York'); 'EST' or 'GMT+5' are refused. */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const STORE_SETTINGS_LIMITS = {
  nameLength: { min: 2, max: 60 },
  streetLength: 80,
  cityLength: 40,
  /** Tax in basis points: 0 to 20%. */
  taxRateBps: { min: 0, max: 2_000 },
  deliveryFeeCents: { min: 0, max: 5_000 },
  deliveryMinimumCents: { min: 0, max: 50_000 },
  advanceDays: { min: 0, max: 60 },
  radiusMiles: { min: 0.5, max: 25 },
  /** A drawn delivery area's corners. */
  polygonPoints: { min: 3, max: 200 },
} as const
/** Each field's sentence; the numbers in them are STORE_SETTINGS_LIMITS' (a unit test holds them together). */
export const STORE_SETTINGS_MESSAGES = {
  name: 'Give the store a name of 2 to 60 characters.',
  street: 'Enter the street address (at most 80 characters).',
  city: 'Enter the city (at most 40 characters).',
  state: 'Use the two-letter state code, such as NC.',
  zip: 'Enter a 5-digit ZIP code.',
  timezone: 'Choose a time zone such as America/New_York.',
  taxRateBps: 'A tax rate is between 0% and 20%.',
  deliveryFeeCents: 'A delivery fee is between $0 and $50.',
  deliveryMinimumCents: 'A delivery minimum is between $0 and $500.',
  advanceDays: 'Guests can order between 0 and 60 days ahead.',
  radiusMiles: 'A delivery radius is between 0.5 and 25 miles.',
  openingDate: 'Use a date such as 2027-03-01.',
  menuFrom: 'Choose the store whose menu the new store sells.',
  menuSwitch: 'Choose the store whose menu this store sells from now on.',
  polygon:
    'A delivery area needs 3 to 200 points, each a latitude from -90 to 90 and a longitude from -180 to 180.',
} as const

/** The fields a store's manager may change (ADR 060); the rest belong to the chain. */
export const MANAGER_STORE_FIELDS = ['phone'] as const

/** Stores per page of the back office's list. */
export const STORE_ADMIN_PAGE_SIZE = 25

export const DAYPART_MESSAGES = {
  time: 'Use a time such as 06:00.',
  day: 'Use a date such as 2026-12-25.',
  lead: 'The notice is between 0 minutes and 14 days.',
  name: 'Name the daypart in at most 40 characters, such as Breakfast.',
} as const
