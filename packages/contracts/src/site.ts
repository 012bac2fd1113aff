import { z } from 'zod'

export const ZHandoffModeOptionSchema = z.object({
  key: z.string(),
  title: z.string(),
  mobile_title: z.string(),
  icon: z.string(),
  active_class: z.string(),
  modes: z.array(z.object({ key: z.string(), title: z.string() })).optional(),
})

/** Site config / app info of spec §3. */
export const ZSiteConfigSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  prefix: z.string(),
  services: z.object({ pickup: z.boolean(), curbside: z.boolean(), delivery: z.boolean() }),
  handoff_modes: z.array(ZHandoffModeOptionSchema),
  order_modes: z.array(z.object({ type: z.enum(['asap', 'advance']), label: z.string() })),
  tips: z.array(z.object({ label: z.string(), percent: z.number().nullable() })),
  group_order: z.boolean(),
  /**
   * Rewards (ADR 024): points and offers for members; `redeem` (rewards onto a basket) and `check_in`
   * (the in-store QR code) only with the built-in engine; `provider` says which engine answers.
   */
  rewards: z.object({
    enabled: z.boolean(),
    offers: z.boolean(),
    redeem: z.boolean(),
    check_in: z.boolean(),
    provider: z.enum(['built-in', 'external']),
  }),
  feedback: z.object({ enabled: z.boolean(), url: z.string().nullable() }),
  payment_provider: z.enum(['test', 'stripe']),
  map: z.object({
    radar_map: z.boolean(),
    initial_zoom: z.number(),
    results_zoom: z.number(),
    countries: z.array(z.string()),
    center: z.object({ lat: z.number(), lng: z.number() }),
    /** A browser key for map images (Google Static Maps), or null: the storefront draws its own map. */
    api_key: z.string().nullable(),
  }),
  social_sign_in: z.object({ google: z.boolean(), apple: z.boolean(), facebook: z.boolean() }),
  placeholder_image: z.string(),
  theme: z.object({ brand: z.string(), theme_color: z.string(), kiosk: z.boolean() }),
  copyright: z.string(),
  app_store_id: z.string(),
  version: z.string(),
  social_links: z.array(z.object({ label: z.string(), url: z.string() })),
  legal_links: z.array(z.object({ label: z.string(), url: z.string() })),
  /**
   * Captcha v3 (spec §7): on when the chain configured its keys; the storefront then loads the
   * captcha script and sends a token with generic forms (action `form`).
   */
  captcha: z.object({ enabled: z.boolean(), version: z.literal(3), site_key: z.string().nullable() }),
  /** The bot-protection vendor's script every storefront page loads (spec §7), or null: none. */
  bot_protection: z.object({ script_url: z.string().nullable() }),
  /** Site popups that are optional (spec §2): the welcome popup, shown once per person to guests. */
  popups: z.object({ welcome: z.boolean() }),
})
export type TSiteConfig = z.infer<typeof ZSiteConfigSchema>
