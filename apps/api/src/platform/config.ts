import { KITCHEN_STATIONS_RANGE, SLOT_CAPACITY_RANGE } from '@deli/contracts/constants'
import { BASKET_RESET_MINUTES, CHAIN } from '@deli/domain'
import { z } from 'zod'
import { parseTrustProxy, type TTrustProxy } from './client-address.ts'
import { passkeyOriginProblems } from './passkey-relying-party.ts'

/**
 * The environment's schema (zod) and loadConfig; what is derived from a loaded config (origins, the
 * web client, switches) is in config-derived.ts, the passkeys' relying party in passkey-relying-party.ts.
 */

/** One API client: its application name and key (ARCHITECTURE.md § API conventions). Keys identify a channel, not a user. */
export type TApiClient = { appName: string; key: string }

const ZApiKeysSchema = z.string().transform((value, ctx) => {
  const clients: TApiClient[] = []
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [appName, key] = entry.split(':')
    if (!appName || !key || key.length < 12) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" must look like appName:key (key ≥ 12 chars)` })
      return z.NEVER
    }
    clients.push({ appName, key })
  }
  if (clients.length === 0) ctx.addIssue({ code: 'custom', message: 'configure at least one client' })
  return clients
})

/** Only scheme, host and port: a path or query would be glued in front of every API path. */
const isOrigin = (url: URL): boolean => url.pathname === '/' && url.search === '' && url.hash === ''

const ZConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    /**
     * Who may write X-Forwarded-For/-Proto (client IP for rate limits, https for cookies; ADR 043):
     * `false` (default: nobody, anyone could spoof their IP with it), the number of proxies in
     * front (`true` is 1), or the proxies' addresses/CIDRs. Never the client's left-most entries.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((text, ctx): TTrustProxy => {
        const trust = parseTrustProxy(text)
        if (typeof trust === 'object' && 'error' in trust) {
          ctx.addIssue({ code: 'custom', message: trust.error })
          return z.NEVER
        }
        return trust
      }),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which requests get a log line (ADR 025). `notable`: writes, 4xx/5xx, slow requests and a sample
     * of the rest, one line each; `all`: two lines for every request. Unset: `all` at debug/trace,
     * `notable` otherwise.
     */
    LOG_REQUESTS: z.enum(['all', 'notable']).optional(),
    /** A request at least this slow (ms) is logged at warn level whatever it was. */
    LOG_SLOW_MS: z.coerce.number().int().min(0).max(600_000).default(500),
    /** One fast successful read in N is logged (traffic stays visible); 0 logs none of them. */
    LOG_SAMPLE_EVERY: z.coerce.number().int().min(0).max(1_000_000).default(100),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Unset: `.data/pg`, which a root process relocates when the checkout is private (ADR 011). */
    EMBEDDED_PG_DIR: z.string().min(1).optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    /** The embedded server keeps `pg_stat_statements` (what each statement cost): the bench reads it. */
    EMBEDDED_PG_STATEMENT_STATS: z.stringbool().default(false),
    API_KEYS: ZApiKeysSchema.default([
      { appName: 'web', key: 'rd-web-public-key-2026' },
      { appName: 'app', key: 'rd-app-public-key-2026' },
      { appName: 'kiosk', key: 'rd-kiosk-public-key-2026' },
    ]),
    /** The client the storefront itself uses (its app name in API_KEYS). */
    WEB_APP_NAME: z.string().default('web'),
    /**
     * Where server-side rendering reaches the API (an origin: scheme, host, port; no path). Unset:
     * this same process on 127.0.0.1:PORT; a web-only node names an API node.
     */
    DELI_API_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .refine((value) => !URL.canParse(value) || isOrigin(new URL(value)), {
        message: 'must be an origin like http://api.internal:3000 (no path or query)',
      })
      .optional(),
    SEED_DEMO: z.stringbool().default(true),
    /** The optional welcome popup (spec §2): guests on the home page see the welcome offer once. */
    WELCOME_POPUP: z.stringbool().default(true),
    GEO_PROVIDER: z.enum(['offline', 'google']).default('offline'),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    /**
     * A browser key for map images (Google Static Maps; restrict it to the site's referrer): the
     * location page shows the real map with it, else the locally drawn one (spec §8's diagnostic).
     */
    GOOGLE_MAPS_BROWSER_KEY: z.string().min(8).optional(),
    /**
     * A bot-protection vendor's script (spec §7 "a bot-protection script is loaded"): loaded on every
     * storefront page with this response's nonce, its origin allowed by the CSP. Unset: none.
     */
    BOT_PROTECTION_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
    /** `built-in`: this API's points engine; `external`: a chain's provider through the loyalty helper. */
    LOYALTY_PROVIDER: z.enum(['built-in', 'external']).default('built-in'),
    /** The external provider's base URL (with LOYALTY_PROVIDER=external). */
    LOYALTY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Its bearer key; missing, the helper logs the spec's diagnostic and answers nothing. */
    LOYALTY_API_KEY: z.string().optional(),
    APP_STORE_ID: z.string().regex(/^\d+$/, 'digits only').default('6443210987'),
    WEB_BUILD_DIR: z.string().optional(),
    /**
     * How long an anonymous visitor's menu or product page is kept rendered (ADR 028); any menu,
     * availability or store change on any node ends it sooner. 0: every page is rendered anew.
     */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /** Orders per time slot per store, unless the store sets its own; within the same range as a store's. */
    SLOT_CAPACITY: z.coerce
      .number()
      .int()
      .min(SLOT_CAPACITY_RANGE.min)
      .max(SLOT_CAPACITY_RANGE.max)
      .default(6),
    /** Kitchen stations per store (orders made side by side, ADR 065), unless the store sets its own. */
    KITCHEN_STATIONS: z.coerce
      .number()
      .int()
      .min(KITCHEN_STATIONS_RANGE.min)
      .max(KITCHEN_STATIONS_RANGE.max)
      .default(3),
    /** A basket untouched this long is abandoned (spec §3 reset). */
    CART_RESET_MINUTES: z.coerce.number().int().min(1).max(10_080).default(BASKET_RESET_MINUTES),
    /**
     * The test integrations (built-in test payment gateway, dev mailbox) run outside production;
     * in production only when this is set explicitly (staging, the e2e suite, the bench).
     */
    TEST_INTEGRATIONS: z.stringbool().optional(),
    /** Origin of the storefront in links sent by email (sign-up, password reset, receipts). */
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Passkeys' relying party (ADR 067): the domain passkeys are bound to. Unset: PUBLIC_ORIGIN's host,
     * or `localhost` when that is an IP address (WebAuthn binds passkeys to domains only).
     */
    PASSKEY_RP_ID: z
      .string()
      .regex(/^(?=.*[a-z])[a-z0-9.-]+$/i, 'a domain name, e.g. reddoordeli.example')
      .optional(),
    /** The origins passkey ceremonies may come from, comma-separated. Unset: the storefront's origin. */
    PASSKEY_ORIGINS: z
      .string()
      .transform((text) => text.split(',').map((origin) => origin.trim().replace(/\/$/, '')))
      .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
      .optional(),
    /** `outbox`: mail stays in the outbox (the dev mailbox); `smtp`: sent through SMTP_URL. */
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /**
     * Text messages (the 'order ready' SMS): `outbox` keeps them in the SMS outbox shown on the dev
     * mailbox page; `off` sends none. Default: outbox wherever the test integrations run, else off
     * (no SMS provider adapter is built yet).
     */
    SMS_TRANSPORT: z.enum(['outbox', 'off']).optional(),
    /**
     * The dev mailbox's own secret (≥ 16 characters): with the test integrations on, a request
     * carrying it in X-Mailbox-Key may read the mailbox (the e2e suite). Without it, only a browser
     * on this machine in development can.
     */
    DEV_MAILBOX_KEY: z.string().min(16, 'use at least 16 characters').optional(),
    MAIL_FROM: z.string().min(3).default(`${CHAIN.name} <no-reply@reddoordeli.example>`),
    /**
     * Sign-in, sign-up, confirm and reset attempts per minute per client (login: per IP + email); a
     * password change by PUT users per member (ADR 042).
     */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
    /**
     * N: new guest sessions per client IP per minute (the first basket of a caller without a
     * session); baskets per client IP per minute 3N; test cards and card submissions N, address
     * autocomplete 6N and place details 2N per client IP (ADR 042). Shared by every node (ADR 013).
     */
    GUEST_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Run the job workers (order submission …) in this process; API-only nodes set false. */
    WORKER: z.stringbool().default(true),
    /** Serve the storefront (SSR and assets) too; false makes an API-only node (no build needed). */
    SERVE_WEB: z.stringbool().default(true),
    /** `test`: the built-in test gateway (never in production unless TEST_INTEGRATIONS); `stripe`: Stripe. */
    PAYMENT_GATEWAY: z.enum(['test', 'stripe']).default('test'),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
    /**
     * Content pages (ADR 026): `local` serves the stories shipped in packages/demo-data; `storyblok`
     * reads them from Storyblok's delivery API with STORYBLOK_TOKEN.
     */
    CONTENT_SOURCE: z.enum(['local', 'storyblok']).default('local'),
    STORYBLOK_TOKEN: z.string().min(8).optional(),
    /** `published` (cached until a webhook says a story changed) or `draft` (previews; never cached). */
    STORYBLOK_VERSION: z.enum(['published', 'draft']).default('published'),
    /** The delivery API of the space's region (EU default; e.g. https://api-us.storyblok.com/v2). */
    STORYBLOK_API_URL: z.url({ protocol: /^https$/ }).default('https://api.storyblok.com/v2'),
    /** Storyblok's webhook secret: POST content/webhook is believed only with its signature. */
    STORYBLOK_WEBHOOK_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
    /** Where submissions of the generic content forms (contact, catering inquiry …) are emailed. */
    CONTENT_FORMS_INBOX: z.email().default('guestcare@reddoordeli.example'),
    /** Generic form submissions per client IP per minute. Shared by every node (ADR 013). */
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(5),
    /**
     * Prometheus metrics (ADR 053) on a port of their own, never the app's: `0` or `off` turns them
     * off (no request hooks, no listener). Bound to METRICS_HOST, 127.0.0.1 unless configured.
     */
    METRICS_PORT: z
      .string()
      .default('9464')
      .transform((text, ctx) => {
        if (text.trim().toLowerCase() === 'off') return 0
        const port = Number(text)
        if (!Number.isInteger(port) || port < 0 || port > 65535) {
          ctx.addIssue({ code: 'custom', message: 'must be a port (1-65535), or 0 / off for no metrics' })
          return z.NEVER
        }
        return port
      }),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Graceful shutdown (ADR 053): after SIGTERM/SIGINT `/ready` answers 503 for this long while the
     * node still serves, so a load balancer's health checks take it out before it stops listening.
     * Unset: 5 s in production, 0 elsewhere (a developer's Ctrl-C stops at once).
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
    /** The whole shutdown's limit: past it the process exits 1 whatever is still running. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
    /** Captcha v3 (reCAPTCHA): both keys, or neither (captcha off). */
    CAPTCHA_SITE_KEY: z.string().min(8).optional(),
    CAPTCHA_SECRET: z.string().min(8).optional(),
    /**
     * Where uploaded product pictures are kept (ADR 058): `local` (a directory, IMAGE_DIR) or `s3`
     * (an S3-compatible bucket: S3_BUCKET, S3_REGION, optional S3_ENDPOINT and keys; the SDK's own
     * credential chain when the keys are unset).
     */
    IMAGE_STORAGE: z.enum(['local', 's3']).default('local'),
    /** The local store's directory; default `.data/images` under the working directory. */
    IMAGE_DIR: z.string().min(1).default('.data/images'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service's address (MinIO, R2 …); unset: AWS. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** The lowest v3 score let through (0 is a bot, 1 a person). */
    CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  })
  .superRefine((config, ctx) => {
    if (config.METRICS_PORT !== 0 && config.METRICS_PORT === config.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: "must differ from PORT: metrics are never served on the app's port",
      })
    }
    if (config.LOYALTY_PROVIDER === 'external' && !config.LOYALTY_API_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOYALTY_API_URL'],
        message: 'required when LOYALTY_PROVIDER=external',
      })
    }
    if (config.GEO_PROVIDER === 'google' && !config.GOOGLE_MAPS_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_MAPS_API_KEY'],
        message: 'required when GEO_PROVIDER=google',
      })
    }
    if (!config.API_KEYS.some((client) => client.appName === config.WEB_APP_NAME)) {
      ctx.addIssue({ code: 'custom', path: ['WEB_APP_NAME'], message: 'must name a client of API_KEYS' })
    }
    if (config.PAYMENT_GATEWAY === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const) {
        if (!config[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENT_GATEWAY=stripe' })
      }
    }
    if (
      config.PAYMENT_GATEWAY === 'test' &&
      !(config.TEST_INTEGRATIONS ?? config.NODE_ENV !== 'production')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'the test gateway is off in production: set PAYMENT_GATEWAY=stripe, or TEST_INTEGRATIONS=true',
      })
    }
    if (config.CONTENT_SOURCE === 'storyblok') {
      if (!config.STORYBLOK_TOKEN)
        ctx.addIssue({
          code: 'custom',
          path: ['STORYBLOK_TOKEN'],
          message: 'required when CONTENT_SOURCE=storyblok',
        })
      // Published stories are cached until Storyblok's webhook says they changed.
      if (config.STORYBLOK_VERSION === 'published' && !config.STORYBLOK_WEBHOOK_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['STORYBLOK_WEBHOOK_SECRET'],
          message: 'required when CONTENT_SOURCE=storyblok with STORYBLOK_VERSION=published',
        })
    }
    if (config.IMAGE_STORAGE === 's3' && !config.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when IMAGE_STORAGE=s3' })
    }
    if (Boolean(config.CAPTCHA_SITE_KEY) !== Boolean(config.CAPTCHA_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.CAPTCHA_SITE_KEY ? 'CAPTCHA_SECRET' : 'CAPTCHA_SITE_KEY'],
        message: 'set both CAPTCHA_SITE_KEY and CAPTCHA_SECRET, or neither (captcha off)',
      })
    }
    for (const message of passkeyOriginProblems(config)) {
      ctx.addIssue({ code: 'custom', path: ['PASSKEY_ORIGINS'], message })
    }
    if (config.MAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required when MAIL_TRANSPORT=smtp' })
    }
    if (
      config.MAIL_TRANSPORT === 'outbox' &&
      !(config.TEST_INTEGRATIONS ?? config.NODE_ENV !== 'production')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_TRANSPORT'],
        message:
          'outbox (dev mailbox) is off in production: set MAIL_TRANSPORT=smtp, or TEST_INTEGRATIONS=true',
      })
    }
    if (
      config.SMS_TRANSPORT === 'outbox' &&
      !(config.TEST_INTEGRATIONS ?? config.NODE_ENV !== 'production')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_TRANSPORT'],
        message:
          'outbox (dev mailbox) is off in production: set SMS_TRANSPORT=off, or TEST_INTEGRATIONS=true',
      })
    }
  })

export type TConfig = z.infer<typeof ZConfigSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and validates the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(config)'}: ${issue.message}`,
  )
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}
