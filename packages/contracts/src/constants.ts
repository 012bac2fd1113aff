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
 * A password input's `maxlength`: a browser counts UTF-16 units there, two for an emoji, so this is
 * the most PASSWORD_MAX characters take; the length rule itself counts characters (code points) in
 * the domain's `passwordProblem` and the schema alike, so form and API judge an emoji password the same.
 */
export const PASSWORD_INPUT_MAX_UNITS = PASSWORD_MAX * 2

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
/**
 * The HttpOnly cookie a chain admin's browser carries while previewing a draft (ADR 059): the menu
 * page shows the draft applied and is never kept (the page cache's personal cookies).
 */
export const PREVIEW_COOKIE = 'deli_preview'
/** How long a preview lasts before the menu page is the published one again. */
export const PREVIEW_SECONDS = 60 * 60
/** A draft's name, as an admin types it ('Spring prices'). */
export const DRAFT_NAME_MAX = 80
/** A category change's product list at most (ADR 059). */
export const DRAFT_CATEGORY_PRODUCTS_MAX = 500
/** Drafts' sentences (ADR 059), the API's and the Drafts page's. */
export const DRAFT_MESSAGES = {
  adminOnly: 'Only a chain admin can draft, preview and publish changes; managers save their prices at once.',
  name: `Name the draft in 1 to ${DRAFT_NAME_MAX} characters.`,
  notFound: 'There is no such draft.',
  notOpen: 'This draft has already been published or discarded.',
  empty: 'This draft has no changes to publish yet.',
  position: 'Give the category a place: a whole number, 1 for first.',
  productIds: `List the category's products once each, at most ${DRAFT_CATEGORY_PRODUCTS_MAX}.`,
} as const

/** What a draft's change is of (ADR 059): a price, a product's edit, a new product, a category's edit. */
export const DRAFT_CHANGE_KINDS = ['price', 'product', 'new_product', 'category'] as const
export type TDraftChangeKind = (typeof DRAFT_CHANGE_KINDS)[number]

export const DRAFT_STATUSES = ['open', 'published', 'discarded'] as const
export type TDraftStatus = (typeof DRAFT_STATUSES)[number]
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

/** Order-time slot length and grid, in minutes (spec §4: quarter hours); the domain's order-time rules use it. */
export const SLOT_MINUTES = 15

/**
 * Orders a store takes per time slot: a store's own, as a manager sets it (ADR 021), and the chain's
 * default (the API's SLOT_CAPACITY) alike. The bench and the e2e server run at the top of the range.
 */
export const SLOT_CAPACITY_RANGE = Object.freeze({ min: 1, max: 1_000 })
export const SLOT_CAPACITY_MESSAGE = `Choose between ${SLOT_CAPACITY_RANGE.min} and ${SLOT_CAPACITY_RANGE.max.toLocaleString('en-US')} orders per ${SLOT_MINUTES}-minute time slot.`
/**
 * A store's kitchen stations: how many orders it makes side by side (ADR 065). A store's own, as a
 * manager sets it, and the chain's default (the API's KITCHEN_STATIONS) alike.
 */
export const KITCHEN_STATIONS_RANGE = Object.freeze({ min: 1, max: 1_000 })
export const KITCHEN_STATIONS_MESSAGE = `Choose between ${KITCHEN_STATIONS_RANGE.min} and ${KITCHEN_STATIONS_RANGE.max.toLocaleString('en-US')} kitchen stations.`
/** A product's make time and its time per extra item, in seconds (ADR 065): up to two hours each. */
export const MAKE_SECONDS_RANGE = Object.freeze({ min: 0, max: 7_200 })
/** In the form's own unit (its fields ask for seconds), with the hours it comes to. */
export const MAKE_SECONDS_MESSAGE = `Enter a make time from ${MAKE_SECONDS_RANGE.min} to ${MAKE_SECONDS_RANGE.max.toLocaleString('en-US')} seconds (${MAKE_SECONDS_RANGE.max / 3600} hours).`
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

/** The API client (app name) a store kiosk calls with (ADR 030): its site config, its baskets' channel. */
export const KIOSK_APP_NAME = 'kiosk'

/** Where a promotion may apply (ADR 061): the storefront, a native app, a store kiosk, or catering. */
export const PROMOTION_CHANNELS = ['web', 'app', 'kiosk', 'catering'] as const
/** What a promotion gives (ADR 061): an amount off, a percent off, or one unit of a product free. */
export const PROMOTION_KINDS = ['amount', 'percent', 'free_item'] as const

/** A passkey's name as its member sees it on the account page (ADR 067): at most this many characters. */
export const PASSKEY_NAME_MAX = 60

/** A store's order lookup (ADR 071): orders a page holds, and the longest search it takes. */
export const STORE_ORDERS_PAGE_SIZE = 25
export const STORE_ORDERS_QUERY_MAX = 60
/** Why a manager gives a handed-over order's money back (ADR 072): what the reports and the guest read. */
export const REFUND_REASONS = ['wrong_order', 'missing_items', 'quality', 'late', 'other'] as const
export const REFUND_REASON_REQUIRED = 'Choose why the order is refunded.'

/** An invitation for store staff or a manager names a store (ADR 022): the API's and the Team form's sentence. */
export const INVITATION_STORES_REQUIRED_MESSAGE = 'Choose at least one store.'
