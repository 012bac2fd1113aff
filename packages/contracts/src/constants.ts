/** Plain constants shared with the browser: importing them must not pull zod into a client bundle. */
export const HANDOFF_MODES = ['pickup', 'curbside', 'drivethru', 'delivery', 'dispatch'] as const
export const SUPER_CATEGORIES = ['mealtime', 'catering'] as const
export const DIETARY_FLAGS = [
  'dairy',
  'gluten-free',
  'keto',
  'paleo',
  'plant-based',
  'vegan',
  'vegetarian',
] as const

/**
 * The nine major US food allergens (FALCPA and the FASTER Act) as menu codes (ADR 049): each product
 * and option lists those its recipe contains. `shellfish` is crustacean shellfish.
 */
export const ALLERGENS = [
  'milk',
  'egg',
  'fish',
  'shellfish',
  'tree_nuts',
  'peanuts',
  'wheat',
  'soy',
  'sesame',
] as const

/** Header names every API call carries (spec §7, ARCHITECTURE.md § API conventions). */
export const APP_NAME_HEADER = 'x-app-name'
export const API_KEY_HEADER = 'x-api-key'

/** Password length (NIST SP 800-63B): at least 8, and long passphrases up to 128 characters. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * Server-internal: how the server hands the storefront's render the Content-Security-Policy nonce
 * of the response (set by the server itself, any client copy dropped; never sent to a browser).
 */
export const CSP_NONCE_HEADER = 'x-csp-nonce'
/**
 * Server-internal: the storefront render's visitor address (the socket's), set by the server itself
 * (any client copy dropped); server-side API calls forward it as X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = 'x-deli-client-address'
/** The dev mailbox's own secret (DEV_MAILBOX_KEY), never a channel's public key. */
export const MAILBOX_KEY_HEADER = 'x-mailbox-key'
/** The HttpOnly cookie that makes a browser its store's kiosk (ADR 030). */
export const KIOSK_COOKIE = 'deli_kiosk'
/** The name staff give a kiosk when they set it up ('Front counter'). */
export const KIOSK_NAME_MAX = 40
/** The highest page of a paged listing (order history, a city's stores). */
export const PAGE_NUMBER_MAX = 10_000
/** A page number as a URL carries it: '1' to PAGE_NUMBER_MAX, no sign, no leading zero. */
export const isPageNumber = (text: string): boolean =>
  /^[1-9]\d*$/.test(text) && Number(text) <= PAGE_NUMBER_MAX
/** Stores a city's region page lists at a time (`stores?state&city&page`, ADR 038). */
export const REGION_PAGE_SIZE = 30
/** How old `stores/regions` (states, cities, store counts) may be: a node counts again after it (ADR 038). */
export const REGIONS_MAX_AGE_MS = 60_000
/** Map images (Google Static Maps) drawn with site config's `map.api_key`; the API's CSP allows its origin. */
export const STATIC_MAPS_URL = 'https://maps.googleapis.com/maps/api/staticmap'
/** The storefront's localStorage key of the guest's order context (location, basket id; ADR 004). */
export const ORDER_CONTEXT_KEY = 'deli-order'
/**
 * The browser's copy of the order context's basket id, which the checkout's server render reads
 * (ADR 039). The storefront writes it whenever the id changes; it is not HttpOnly, and not a secret:
 * only the basket's own session may use the basket.
 */
export const BASKET_COOKIE = 'deli_basket'
/** How long the basket cookie lives without a visit; every page load writes it again (ADR 039). */
export const BASKET_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60
/** A basket id as a URL or cookie carries it: a UUID (`ZCartIdSchema` is the API's rule), else ignored. */
export const isBasketId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

/** Group orders (spec §3, §5, §9): kept zod-free so the storefront's forms share them. */
export const GROUP_PAYMENT_TYPES = ['host', 'split'] as const
export const GROUP_ORDER_STATUSES = ['open', 'locked', 'confirmed', 'cancelled'] as const
export const GROUP_ROLES = ['host', 'participant', 'visitor'] as const
/**
 * Join name (spec §5): a first name optionally followed by one space and a last name. Each name is
 * letters, and may join parts with one hyphen or apostrophe ('Anne-Marie', "O'Brien", "D’Angelo"):
 * those are names too (ADR 048), so the spec's 'letters only' is read as 'no digits or symbols'.
 */
export const JOIN_NAME_PATTERN = /^\p{L}+(?:[-'’]\p{L}+)*(?: \p{L}+(?:[-'’]\p{L}+)*)?$/u
export const JOIN_NAME_MAX = 60
export const JOIN_NAME_INVALID = 'Name field can only contain first and last name.'
export const GROUP_NOTE_MAX = 200

export * from './field-rules.ts'

/** The extra lead times a store manager may add, in minutes (ADR 021). */
export const EXTRA_LEAD_CHOICES = [0, 15, 30, 45, 60, 90] as const

/** Orders a store takes per 15-minute time slot, as a manager may set it (ADR 021). */
export const SLOT_CAPACITY_RANGE = Object.freeze({ min: 1, max: 200 })
export const SLOT_CAPACITY_MESSAGE = `Choose between ${SLOT_CAPACITY_RANGE.min} and ${SLOT_CAPACITY_RANGE.max} orders per 15-minute time slot.`
/** A store-local wall-clock time 'HH:mm' (24-hour), as opening hours are written. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** A story's path: lowercase words joined by '-' or '_', folders by '/' ('privacy', 'help/faq'). */
export const STORY_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/
export const STORY_SLUG_MAX = 200
export const STORY_SLUG_MESSAGE = 'There is no page at this address.'

/** One segment of a slug: a form's id is the slug of the story that holds it ('contact'). */
export const FORM_ID_PATTERN = /^[a-z0-9][a-z0-9_-]*$/

/**
 * The largest tip the submit body takes ($1,000). The bound relative to the order (domain
 * `tipProblem`) is checked at submit with the basket's subtotal; this one is the schema's backstop.
 */
export const MAX_TIP_CENTS = 100_000

/**
 * The back office's catalogue limits and sentences (ADR 057), zod-free so the back office's forms
 * check with them in the browser (the domain's `productFieldProblems`); the contracts' catalogue
 * schemas are built from the same values.
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
  stores: 'Choose every store, or a list of stores.',
} as const

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
] as const
