import type { TSiteConfig } from '@deli/contracts'
import { HANDOFF_LABELS, HANDOFF_WORDS, TIP_OPTIONS } from '@deli/domain'

export type TSiteSettings = {
  name: string
  short_name: string
  prefix: string
  appStoreId: string
  version: string
  /** The gateway checkout really charges through (payments' configured gateway). */
  paymentProvider: TSiteConfig['payment_provider']
  /** Captcha v3's site key when captcha is configured (the API then checks tokens), else null. */
  captchaSiteKey: string | null
  /** The loyalty engine GET rewards answers from (rewards' configured engine). */
  loyaltyProvider: TSiteConfig['rewards']['provider']
  /** The browser key for map images, or null (the storefront draws its own map). */
  mapsBrowserKey: string | null
  /** The bot-protection vendor's script, or null (none loaded). */
  botProtectionScript: string | null
  /** Whether guests get the welcome popup (WELCOME_POPUP). */
  welcomePopup: boolean
}

/**
 * Site config / app info of spec §3, built from the chain's settings and the running system: every
 * flag says what this process really does — no feature advertised before it is built, the payment
 * provider the one checkout charges through.
 */
export function getSiteConfig(settings: TSiteSettings): TSiteConfig {
  return {
    name: settings.name,
    short_name: settings.short_name,
    prefix: settings.prefix,
    services: { pickup: true, curbside: true, delivery: true },
    // The handoffs' words are the domain's one table (spec §3: pickup 'In-store', curbside 'Curbside').
    handoff_modes: [
      {
        key: 'delivery',
        title: HANDOFF_LABELS.delivery,
        mobile_title: HANDOFF_LABELS.delivery,
        icon: 'delivery',
        active_class: 'is-delivery',
      },
      {
        key: 'pickup',
        title: HANDOFF_LABELS.pickup,
        mobile_title: HANDOFF_LABELS.pickup,
        icon: 'pickup',
        active_class: 'is-pickup',
        modes: [
          { key: 'pickup', title: HANDOFF_WORDS.pickup.type },
          { key: 'curbside', title: HANDOFF_WORDS.curbside.type },
        ],
      },
    ],
    order_modes: [
      { type: 'asap', label: 'Next Available' },
      { type: 'advance', label: 'Order Ahead' },
    ],
    /** The checkout's tip choices (spec §9), from the domain's one list. */
    tips: TIP_OPTIONS.map(({ label, percent }) => ({ label, percent })),
    /** Group orders are built (module group-orders, ADR 015): the storefront offers them. */
    group_order: true,
    /** Built (module rewards, ADR 024): redeeming and check-in run on the built-in engine only. */
    rewards: {
      enabled: true,
      offers: true,
      redeem: settings.loyaltyProvider === 'built-in',
      check_in: settings.loyaltyProvider === 'built-in',
      provider: settings.loyaltyProvider,
    },
    feedback: { enabled: false, url: null },
    payment_provider: settings.paymentProvider,
    map: {
      radar_map: false,
      initial_zoom: 4,
      results_zoom: 14,
      countries: ['US', 'CA'],
      center: { lat: 39.8283, lng: -98.5795 },
      api_key: settings.mapsBrowserKey,
    },
    social_sign_in: { google: false, apple: false, facebook: false },
    placeholder_image: '/images/products/placeholder.svg',
    theme: { brand: '#C8102E', theme_color: '#ffffff', kiosk: false },
    copyright: `© ${new Date().getFullYear()} ${settings.name}. All rights reserved.`,
    app_store_id: settings.appStoreId,
    version: settings.version,
    social_links: [
      { label: 'Instagram', url: 'https://www.instagram.com/reddoordeli' },
      { label: 'Facebook', url: 'https://www.facebook.com/reddoordeli' },
      { label: 'X', url: 'https://x.com/reddoordeli' },
    ],
    legal_links: [
      { label: 'Privacy Policy', url: '/privacy' },
      { label: 'Terms of Use', url: '/terms' },
      { label: 'Accessibility', url: '/accessibility' },
    ],
    captcha: { enabled: settings.captchaSiteKey !== null, version: 3, site_key: settings.captchaSiteKey },
    bot_protection: { script_url: settings.botProtectionScript },
    popups: { welcome: settings.welcomePopup },
  }
}
