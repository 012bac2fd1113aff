/**
 * The back office's catalogue limits and sentences (ADR 057), zod-free so the back office's forms
 * check with them in the browser (the domain's `productFieldProblems`); the contracts' catalogue
 * schemas are built from the same values. A file of its own (`@deli/contracts/catalogue-rules`), not
 * in constants.ts: the storefront's shell chunk holds constants.ts whole (ADR 037), and guests need
 * none of this.
 */
export const CATALOGUE_LIMITS = {
  nameMax: 80,
  descriptionMax: 600,
  /**
   * Cents: $1,000.00, a large catering order's tray with room to spare. The one highest price of a
   * product anywhere: the catalogue's, and a base, region or store price (`price-limits.ts`).
   */
  priceMax: 100_000,
  /** Cents either way: an option adds or takes off at most as much. */
  deltaMax: 100_000,
  caloriesMax: 10_000,
  quantityMax: 200,
  optionGroupsMax: 12,
  optionsMax: 40,
} as const

/** A number of cents as the back office writes money: '$1,000.00'. */
const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })

/** The highest price, as the back office's sentences write it. */
export const PRICE_MAX_TEXT = dollars(CATALOGUE_LIMITS.priceMax)

export const CATALOGUE_MESSAGES = {
  name: `Give it a name of at most ${CATALOGUE_LIMITS.nameMax} characters.`,
  description: `Use at most ${CATALOGUE_LIMITS.descriptionMax} characters for the description.`,
  price: `Enter a price from $0.00 to ${PRICE_MAX_TEXT}.`,
  delta: `Enter a price change from -${dollars(CATALOGUE_LIMITS.deltaMax)} to ${dollars(CATALOGUE_LIMITS.deltaMax)}.`,
  calories: 'Enter calories as a whole number from 0 to 10,000.',
  quantity: `Use a whole number from 1 to ${CATALOGUE_LIMITS.quantityMax}.`,
  groupMin: 'Enter how many choices are required, from 0.',
  groupMax: 'Enter how many choices a guest may make, at least 1.',
  options: `Give the group from 1 to ${CATALOGUE_LIMITS.optionsMax} options.`,
  optionGroups: `A product has at most ${CATALOGUE_LIMITS.optionGroupsMax} option groups.`,
  image: 'Upload a picture first.',
  category: 'Choose a category.',
  stores: 'Choose every store, or a list of stores.',
  channels: 'Choose at least one channel it is sold on.',
  storeNumber: 'Enter the number of the store whose menu lists it.',
} as const

/**
 * Where a product is sold (ADR 069): the storefront, a native app, a store kiosk, and catering orders.
 * The same names as a promotion's channels (constants' `PROMOTION_CHANNELS`, ADR 061).
 */
export const PRODUCT_CHANNELS = ['web', 'app', 'kiosk', 'catering'] as const
export type TProductChannel = (typeof PRODUCT_CHANNELS)[number]
/** Each channel as the back office's form and the guest's refusal name it. */
export const PRODUCT_CHANNEL_LABELS: Record<TProductChannel, string> = {
  web: 'Website',
  app: 'App',
  kiosk: 'Store kiosk',
  catering: 'Catering',
}

/** A product's picture: a stored upload (`uploads/<hash>-800.webp`, ADR 058) or a demo picture's name. */
export const PRODUCT_IMAGE_NAME = /^(uploads\/)?[a-z0-9][a-z0-9.-]*\.(svg|webp|png|jpg)$/

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

/** The back office's audit trail (ADR 057), as GET staff/audit answers it, a page at a time. */
export const AUDIT_PAGE_SIZE = 50
export const AUDIT_ENTITIES = [
  'category',
  'product',
  'option-group',
  'option',
  'price-override',
  'daypart',
  'store',
  'promotion',
  'menu',
  'draft',
  'staff-account',
] as const
/** Each kind of change as the audit page names it (its filter and its rows). */
export const AUDIT_ENTITY_LABELS: Record<(typeof AUDIT_ENTITIES)[number], string> = {
  category: 'Category',
  product: 'Product',
  'option-group': 'Option group',
  option: 'Option',
  'price-override': 'Price',
  daypart: 'Daypart',
  store: 'Store',
  promotion: 'Promotion',
  menu: 'Menu',
  draft: 'Draft',
  'staff-account': 'Team member',
}
