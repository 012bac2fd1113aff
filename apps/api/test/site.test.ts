import { ZSiteConfigSchema } from '@deli/contracts'
import { CHAIN, TIP_OPTIONS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectError, expectOk, expectRefusedWithoutKey } from './expect-envelope.ts'
import { apiHeaders, build, KIOSK_CLIENT, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

describe('GET /api/v1/ping', () => {
  it('answers pong in the success envelope', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/ping' })
    expect(response.statusCode).toBe(200)
    expect(response.json).toEqual({ status: 'ok', data: { pong: true } })
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, '/api/v1/ping')
  })

  it('is not a state-changing route: POST answers the NOT_FOUND envelope', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v1/ping', payload: {} })
    expectError(response, 404, 'NOT_FOUND')
  })
})

describe('GET /api/v1/site', () => {
  it('has the kiosk theme for the kiosk app only (ADR 030)', async () => {
    expect(expectOk(await t.call({ method: 'GET', url: '/api/v1/site' })).theme.kiosk).toBe(false)
    const kiosk = expectOk(
      await t.call({ method: 'GET', url: '/api/v1/site', headers: apiHeaders(KIOSK_CLIENT) }),
    )
    expect(kiosk.theme).toEqual({ brand: '#C8102E', theme_color: '#ffffff', kiosk: true })
  })

  it('answers the site config of the Red Door Deli chain', async () => {
    const data = expectOk(await t.call({ method: 'GET', url: '/api/v1/site' }))
    expect(ZSiteConfigSchema.safeParse(data).success).toBe(true)
    expect(data.name).toBe('Red Door Deli')
    expect(data.name).toBe(CHAIN.name)
    expect(typeof data.prefix).toBe('string')
    expect(data.prefix.length).toBeGreaterThan(0)
    expect(data.prefix).toBe(CHAIN.prefix)
    expect(data.prefix).toBe('rd')
    expect(data.short_name).toBe('Red Door')
    expect(data.version).toBe('2.3.5')
    expect(data.app_store_id).toBe(t.config.APP_STORE_ID)
    expect(data.app_store_id).toMatch(/^\d+$/)
  })

  it('lists delivery and pickup handoff modes, pickup with In-store and Curbside', async () => {
    const data = expectOk(await t.call({ method: 'GET', url: '/api/v1/site' }))
    const keys = data.handoff_modes.map((mode: { key: string }) => mode.key)
    expect(keys).toEqual(expect.arrayContaining(['delivery', 'pickup']))
    const pickup = data.handoff_modes.find((mode: { key: string }) => mode.key === 'pickup')
    expect(pickup.modes.map((mode: { title: string }) => mode.title)).toEqual(['In-store', 'Curbside'])
  })

  it('labels the order modes and offers tips of 10, 15, 20 percent and Custom', async () => {
    const data = expectOk(await t.call({ method: 'GET', url: '/api/v1/site' }))
    expect(data.order_modes).toEqual([
      { type: 'asap', label: 'Next Available' },
      { type: 'advance', label: 'Order Ahead' },
    ])
    expect(data.tips.map((tip: { label: string }) => tip.label)).toEqual(['10%', '15%', '20%', 'Custom'])
    expect(data.tips.map((tip: { percent: number | null }) => tip.percent)).toEqual([10, 15, 20, null])
    // The site config's tips are the checkout's: the domain's one list (TIP_OPTIONS).
    expect(data.tips).toEqual(TIP_OPTIONS.map(({ label, percent }) => ({ label, percent })))
  })

  it('uses the configured app store id', async () => {
    const other = await build({ APP_STORE_ID: '1234567890' })
    const data = expectOk(await other.call({ method: 'GET', url: '/api/v1/site' }))
    expect(data.app_store_id).toBe('1234567890')
  })

  it('offers group orders, whose calls exist', async () => {
    const data = expectOk(await t.call({ method: 'GET', url: '/api/v1/site' }))
    expect(data.group_order).toBe(true)
    expect(data.rewards).toEqual({
      enabled: true,
      offers: true,
      redeem: true,
      check_in: true,
      provider: 'built-in',
    })
    // The flag is true because the calls are there: starting one without a session is a 401, not a 404.
    const start = await t.call({ method: 'POST', url: '/api/v1/carts/group', payload: {} })
    expect(start.statusCode).not.toBe(404)
  })

  it('names the test gateway as payment provider when checkout charges through it', async () => {
    const data = expectOk(await t.call({ method: 'GET', url: '/api/v1/site' }))
    const payments = expectOk(await t.call({ method: 'GET', url: '/api/v1/payments/config' }))
    expect(payments.gateway).toBe('test')
    expect(data.payment_provider).toBe('test')
  })

  it('has no map key and no bot-protection script unless configured, and the CSP allows neither', async () => {
    const data = expectOk(await t.call({ method: 'GET', url: '/api/v1/site' }))
    expect(data.map.api_key).toBeNull()
    expect(data.bot_protection).toEqual({ script_url: null })
    // The optional welcome popup is on unless WELCOME_POPUP=false.
    expect(data.popups).toEqual({ welcome: true })
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/v1/ping' })).headers['content-security-policy'],
    )
    expect(csp).not.toContain('maps.googleapis.com')
    expect(csp).not.toContain('bots.example')
  })

  it('gives the maps browser key and the bot-protection script when configured, and the CSP allows their origins', async () => {
    const configured = await build({
      GOOGLE_MAPS_BROWSER_KEY: 'browser-key-restricted-to-referrer',
      BOT_PROTECTION_SCRIPT_URL: 'https://bots.example/shield.js',
      WELCOME_POPUP: 'false',
    })
    const data = expectOk(await configured.call({ method: 'GET', url: '/api/v1/site' }))
    expect(data.map.api_key).toBe('browser-key-restricted-to-referrer')
    expect(data.bot_protection).toEqual({ script_url: 'https://bots.example/shield.js' })
    expect(data.popups).toEqual({ welcome: false })
    const csp = String(
      (await configured.app.inject({ method: 'GET', url: '/api/v1/ping' })).headers[
        'content-security-policy'
      ],
    )
    expect(csp).toMatch(/img-src [^;]*https:\/\/maps\.googleapis\.com/)
    expect(csp).toMatch(/script-src [^;]*https:\/\/bots\.example/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/bots\.example/)
  })

  it('names Stripe as payment provider when Stripe is the configured gateway', async () => {
    const live = await build({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_not_used_here',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_shown_to_browsers',
    })
    const data = expectOk(await live.call({ method: 'GET', url: '/api/v1/site' }))
    const payments = expectOk(await live.call({ method: 'GET', url: '/api/v1/payments/config' }))
    expect(payments.gateway).toBe('stripe')
    expect(data.payment_provider).toBe('stripe')
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, '/api/v1/site')
  })
})
