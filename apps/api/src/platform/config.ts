import { z } from 'zod'

/** One API client: its application name and key (DESIGN.md §4). Keys identify a channel, not a user. */
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

const ZConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    EMBEDDED_PG_DIR: z.string().default('.data/pg'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    API_KEYS: ZApiKeysSchema.default([
      { appName: 'web', key: 'rd-web-public-key-2026' },
      { appName: 'app', key: 'rd-app-public-key-2026' },
      { appName: 'kiosk', key: 'rd-kiosk-public-key-2026' },
    ]),
    /** The client the storefront itself uses (its app name in API_KEYS). */
    WEB_APP_NAME: z.string().default('web'),
    SEED_DEMO: z.stringbool().default(true),
    GEO_PROVIDER: z.enum(['offline', 'google']).default('offline'),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    APP_STORE_ID: z.string().regex(/^\d+$/, 'digits only').default('6443210987'),
    WEB_BUILD_DIR: z.string().optional(),
    /** Orders per 15-minute slot per store, unless the store sets its own. */
    SLOT_CAPACITY: z.coerce.number().int().min(1).max(1000).default(6),
    /** A basket untouched this long is abandoned (spec §3 reset). */
    CART_RESET_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
    /**
     * The test integrations (built-in test payment gateway, dev mailbox) run outside production;
     * in production only when this is set explicitly (staging, the e2e suite, the bench).
     */
    TEST_INTEGRATIONS: z.stringbool().optional(),
  })
  .superRefine((config, ctx) => {
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

/** Test payment gateway and dev mailbox: on outside production, in production only when TEST_INTEGRATIONS=true. */
export const hasTestIntegrations = (config: TConfig): boolean =>
  config.TEST_INTEGRATIONS ?? config.NODE_ENV !== 'production'
