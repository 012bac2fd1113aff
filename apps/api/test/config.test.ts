import { KITCHEN_STATIONS_RANGE, SLOT_CAPACITY_RANGE } from '@deli/contracts/constants'
import { BASKET_RESET_MINUTES } from '@deli/domain'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/platform/config.ts'
import { shutdownDrainMs, webClient } from '../src/platform/config-derived.ts'
import { passkeyRelyingParty } from '../src/platform/passkey-relying-party.ts'

const failure = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('loadConfig accepted an invalid configuration')
}

describe('loadConfig', () => {
  it('accepts the defaults', () => {
    const config = loadConfig({})
    expect(config.NODE_ENV).toBe('development')
    expect(config.PORT).toBe(3000)
    expect(config.HOST).toBe('127.0.0.1')
    expect(config.GEO_PROVIDER).toBe('offline')
    expect(config.API_KEYS.length).toBeGreaterThan(0)
    expect(config.API_KEYS.some((client) => client.appName === config.WEB_APP_NAME)).toBe(true)
    expect(config.SEED_DEMO).toBe(true)
    expect(config.APP_STORE_ID).toMatch(/^\d+$/)
  })

  it('coerces and parses the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      API_KEYS: 'web:abcdefghijkl, kiosk:mnopqrstuvwx',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://deli:secret@localhost:5432/deli',
    })
    expect(config.PORT).toBe(8080)
    expect(config.API_KEYS).toEqual([
      { appName: 'web', key: 'abcdefghijkl' },
      { appName: 'kiosk', key: 'mnopqrstuvwx' },
    ])
    expect(config.SEED_DEMO).toBe(false)
    expect(config.DATABASE_URL).toBe('postgres://deli:secret@localhost:5432/deli')
  })

  it('throws a ConfigError naming PORT for PORT=abc', () => {
    const error = failure({ PORT: 'abc' })
    expect(error.name).toBe('ConfigError')
    expect(error.message).toContain('PORT')
  })

  it('refuses a port out of range', () => {
    expect(failure({ PORT: '70000' }).message).toContain('PORT')
  })

  it("throws for API_KEYS='bad'", () => {
    expect(failure({ API_KEYS: 'bad' }).message).toContain('API_KEYS')
  })

  it('refuses a key shorter than 12 characters and an empty list', () => {
    expect(failure({ API_KEYS: 'web:short' }).message).toContain('API_KEYS')
    expect(failure({ API_KEYS: ' , ' }).message).toContain('API_KEYS')
  })

  it('refuses API_KEYS without the web client', () => {
    expect(failure({ API_KEYS: 'kiosk:abcdefghijklmnop' }).message).toContain('WEB_APP_NAME')
  })

  it('throws naming GOOGLE_MAPS_API_KEY when GEO_PROVIDER=google has no key', () => {
    const error = failure({ GEO_PROVIDER: 'google' })
    expect(error.message).toContain('GOOGLE_MAPS_API_KEY')
    expect(loadConfig({ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'k' }).GEO_PROVIDER).toBe('google')
  })

  it('takes a bot-protection script over https only', () => {
    expect(failure({ BOT_PROTECTION_SCRIPT_URL: 'http://bots.example/shield.js' }).message).toMatch(
      /BOT_PROTECTION_SCRIPT_URL/,
    )
    expect(
      loadConfig({ BOT_PROTECTION_SCRIPT_URL: 'https://bots.example/shield.js' }).BOT_PROTECTION_SCRIPT_URL,
    ).toBe('https://bots.example/shield.js')
  })

  it('refuses an unknown NODE_ENV, LOG_LEVEL and a non-Postgres DATABASE_URL', () => {
    expect(failure({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV')
    expect(failure({ LOG_LEVEL: 'loud' }).message).toContain('LOG_LEVEL')
    expect(failure({ DATABASE_URL: 'mysql://localhost/deli' }).message).toContain('DATABASE_URL')
  })

  it("takes the chain's SLOT_CAPACITY within the range a manager may set a store's (one limit)", () => {
    expect(loadConfig({ SLOT_CAPACITY: String(SLOT_CAPACITY_RANGE.max) }).SLOT_CAPACITY).toBe(
      SLOT_CAPACITY_RANGE.max,
    )
    expect(loadConfig({ SLOT_CAPACITY: String(SLOT_CAPACITY_RANGE.min) }).SLOT_CAPACITY).toBe(
      SLOT_CAPACITY_RANGE.min,
    )
    expect(failure({ SLOT_CAPACITY: String(SLOT_CAPACITY_RANGE.max + 1) }).message).toContain('SLOT_CAPACITY')
    expect(failure({ SLOT_CAPACITY: String(SLOT_CAPACITY_RANGE.min - 1) }).message).toContain('SLOT_CAPACITY')
  })

  it("takes the chain's KITCHEN_STATIONS (3 unless set) within the range a manager may set a store's", () => {
    expect(loadConfig({}).KITCHEN_STATIONS).toBe(3)
    expect(loadConfig({ KITCHEN_STATIONS: String(KITCHEN_STATIONS_RANGE.max) }).KITCHEN_STATIONS).toBe(
      KITCHEN_STATIONS_RANGE.max,
    )
    expect(failure({ KITCHEN_STATIONS: '0' }).message).toContain('KITCHEN_STATIONS')
    expect(failure({ KITCHEN_STATIONS: String(KITCHEN_STATIONS_RANGE.max + 1) }).message).toContain(
      'KITCHEN_STATIONS',
    )
  })

  it("resets a basket after the domain's BASKET_RESET_MINUTES unless CART_RESET_MINUTES says otherwise", () => {
    expect(loadConfig({}).CART_RESET_MINUTES).toBe(BASKET_RESET_MINUTES)
    expect(BASKET_RESET_MINUTES).toBe(120)
    expect(loadConfig({ CART_RESET_MINUTES: '30' }).CART_RESET_MINUTES).toBe(30)
  })

  it('names every bad variable in one error', () => {
    const message = failure({ PORT: 'abc', API_KEYS: 'bad', APP_STORE_ID: 'x1' }).message
    expect(message).toContain('PORT')
    expect(message).toContain('API_KEYS')
    expect(message).toContain('APP_STORE_ID')
  })

  it('validates DELI_API_ORIGIN with the rest: an http(s) origin, no path or query', () => {
    expect(failure({ DELI_API_ORIGIN: 'not a url' }).message).toContain('DELI_API_ORIGIN')
    expect(failure({ DELI_API_ORIGIN: 'ftp://api.internal' }).message).toContain('DELI_API_ORIGIN')
    expect(failure({ DELI_API_ORIGIN: 'http://api.internal:3000/api/v1' }).message).toMatch(
      /DELI_API_ORIGIN: must be an origin/,
    )
    expect(failure({ DELI_API_ORIGIN: 'http://api.internal:3000?x=1' }).message).toContain('DELI_API_ORIGIN')
    expect(loadConfig({ DELI_API_ORIGIN: 'https://api.internal:8443' }).DELI_API_ORIGIN).toBe(
      'https://api.internal:8443',
    )
  })
})

describe('webClient', () => {
  it("is this process on 127.0.0.1:PORT with the WEB_APP_NAME client's key by default", () => {
    const config = loadConfig({ PORT: '3321', API_KEYS: 'web:abcdefghijkl,kiosk:mnopqrstuvwx' })
    expect(webClient(config)).toEqual({
      origin: 'http://127.0.0.1:3321',
      appName: 'web',
      apiKey: 'abcdefghijkl',
    })
  })

  it('reaches another node through DELI_API_ORIGIN (a trailing slash dropped) with the named client', () => {
    const config = loadConfig({
      DELI_API_ORIGIN: 'http://api.internal:3000/',
      API_KEYS: 'web:abcdefghijkl,shop:mnopqrstuvwx',
      WEB_APP_NAME: 'shop',
    })
    expect(webClient(config)).toEqual({
      origin: 'http://api.internal:3000',
      appName: 'shop',
      apiKey: 'mnopqrstuvwx',
    })
  })
})

describe('content and captcha configuration (ADR 026)', () => {
  it('defaults to the shipped stories, captcha off, five form submissions per minute', () => {
    const config = loadConfig({})
    expect(config.CONTENT_SOURCE).toBe('local')
    expect(config.CAPTCHA_SITE_KEY).toBeUndefined()
    expect(config.FORM_RATE_LIMIT_PER_MINUTE).toBe(5)
    expect(config.CAPTCHA_MIN_SCORE).toBe(0.5)
  })

  it('needs a token with Storyblok, and a webhook secret for published stories (they are cached)', () => {
    expect(failure({ CONTENT_SOURCE: 'storyblok' }).message).toContain('STORYBLOK_TOKEN: required')
    expect(failure({ CONTENT_SOURCE: 'storyblok', STORYBLOK_TOKEN: 'token-123456' }).message).toContain(
      'STORYBLOK_WEBHOOK_SECRET: required',
    )
    expect(
      loadConfig({ CONTENT_SOURCE: 'storyblok', STORYBLOK_TOKEN: 'token-123456', STORYBLOK_VERSION: 'draft' })
        .STORYBLOK_VERSION,
    ).toBe('draft')
  })

  it('needs both captcha keys or neither, and a score between 0 and 1', () => {
    expect(failure({ CAPTCHA_SITE_KEY: 'site-key-1234' }).message).toContain('CAPTCHA_SECRET')
    expect(failure({ CAPTCHA_SECRET: 'secret-key-1234' }).message).toContain('CAPTCHA_SITE_KEY')
    expect(failure({ CAPTCHA_MIN_SCORE: '1.5' }).message).toContain('CAPTCHA_MIN_SCORE')
  })

  it('serves metrics on 9464 unless told another port, or 0 / off (never the app port)', () => {
    expect(loadConfig({}).METRICS_PORT).toBe(9464)
    expect(loadConfig({}).METRICS_HOST).toBe('127.0.0.1')
    expect(loadConfig({ METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100)
    expect(loadConfig({ METRICS_PORT: 'off' }).METRICS_PORT).toBe(0)
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0)
    expect(failure({ METRICS_PORT: 'lots' }).message).toContain('METRICS_PORT: must be a port')
    expect(failure({ PORT: '9464' }).message).toContain('METRICS_PORT: must differ from PORT')
  })

  it('drains a stopping node for 5 s in production, not at all elsewhere, unless told', () => {
    const production = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'test', TEST_INTEGRATIONS: 'true' }
    expect(shutdownDrainMs(loadConfig(production))).toBe(5000)
    expect(shutdownDrainMs(loadConfig({}))).toBe(0)
    expect(shutdownDrainMs(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '2' }))).toBe(2000)
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(25)
  })
})

describe('passkeys relying party (ADR 067)', () => {
  it("is the storefront's domain, or localhost for an IP address, with the storefront's origin", () => {
    expect(passkeyRelyingParty(loadConfig({}))).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:3000'],
    })
    expect(passkeyRelyingParty(loadConfig({ PUBLIC_ORIGIN: 'https://order.reddoordeli.example/' }))).toEqual({
      rpId: 'order.reddoordeli.example',
      origins: ['https://order.reddoordeli.example'],
    })
    expect(passkeyRelyingParty(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:4420' }))).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:4420'],
    })
  })

  it('takes PASSKEY_RP_ID and PASSKEY_ORIGINS, and refuses an origin off the domain or an IP address', () => {
    const config = loadConfig({
      PASSKEY_RP_ID: 'reddoordeli.example',
      PASSKEY_ORIGINS: 'https://reddoordeli.example, https://order.reddoordeli.example/',
    })
    expect(passkeyRelyingParty(config)).toEqual({
      rpId: 'reddoordeli.example',
      origins: ['https://reddoordeli.example', 'https://order.reddoordeli.example'],
    })
    expect(failure({ PASSKEY_RP_ID: 'reddoordeli.example' }).message).toContain('PASSKEY_ORIGINS')
    expect(
      failure({ PASSKEY_RP_ID: 'reddoordeli.example', PASSKEY_ORIGINS: 'https://phish.example' }).message,
    ).toContain('https://phish.example is not on reddoordeli.example')
    expect(failure({ PASSKEY_RP_ID: '10.0.0.1' }).message).toContain('PASSKEY_RP_ID')
    expect(failure({ PASSKEY_ORIGINS: 'not a url' }).message).toContain('PASSKEY_ORIGINS')
  })
})
