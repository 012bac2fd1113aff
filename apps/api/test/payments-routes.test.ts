import { ZCardTokenSchema, ZPaymentConfigSchema } from '@deli/contracts'
import { CARD_MESSAGES, TEST_CARDS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, expectCreated } from './cart-helpers.ts'
import { expectError, expectOk, expectRefusedWithoutKey, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { APPROVE_CARD, DECLINE_CARD, ERROR_CARD } from './order-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const nextYear = new Date().getFullYear() + 1
const tokenise = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `${API}/payments/test-cards`, payload })

describe('GET /api/v1/payments/config', () => {
  it('names the built-in test gateway outside production, without a publishable key', async () => {
    const config = expectOk(await t.call({ method: 'GET', url: `${API}/payments/config` }))
    expect(ZPaymentConfigSchema.parse(config)).toEqual({ gateway: 'test', publishableKey: null })
  })

  it('needs the API key', async () => {
    await expectRefusedWithoutKey(t.app, `${API}/payments/config`)
  })
})

describe('POST /api/v1/payments/test-cards', () => {
  it('tokenises a valid card and keeps only brand, last four, expiry and outcome', async () => {
    const data = expectCreated(
      await tokenise({ number: APPROVE_CARD, exp_month: 1, exp_year: nextYear, cvc: '123' }),
    )
    expect(ZCardTokenSchema.parse(data)).toEqual({
      token: expect.stringMatching(/^tok_test_/),
      brand: 'visa',
      last4: '4242',
    })
    const { rows } = await t.db.$client.query('select * from test_gateway_cards where token = $1', [
      data.token,
    ])
    expect(rows).toHaveLength(1)
    const stored = rows[0]
    expect(stored).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 1,
      exp_year: nextYear,
      outcome: 'approve',
    })
    expect(JSON.stringify(stored)).not.toContain('4242424242424242')
    expect(JSON.stringify(stored)).not.toContain('"123"')
    expect(Object.keys(stored).sort()).toEqual([
      'brand',
      'created_at',
      'exp_month',
      'exp_year',
      'last4',
      'outcome',
      'token',
    ])
  })

  it('records the documented outcome of each test card', async () => {
    const outcomes: Record<string, string> = {}
    for (const number of [APPROVE_CARD, DECLINE_CARD, ERROR_CARD]) {
      const { token } = expectCreated(
        await tokenise({ number, exp_month: 12, exp_year: nextYear, cvc: '999' }),
      )
      const { rows } = await t.db.$client.query('select outcome from test_gateway_cards where token = $1', [
        token,
      ])
      outcomes[number] = rows[0].outcome
    }
    expect(outcomes).toEqual(Object.fromEntries(TEST_CARDS.map((card) => [card.number, card.outcome])))
  })

  it('accepts American Express with a 4-digit code and two-digit years', async () => {
    const data = expectCreated(
      await tokenise({ number: '3782 822463 10005', exp_month: 6, exp_year: nextYear % 100, cvc: '1234' }),
    )
    expect(data).toMatchObject({ brand: 'amex', last4: '0005' })
  })

  it('refuses a bad card with 422 CARD_INVALID naming every field, and stores nothing', async () => {
    const before = await t.db.$client.query('select count(*)::int as n from test_gateway_cards')
    const response = await tokenise({
      number: '4242 4242 4242 4241',
      exp_month: 1,
      exp_year: 2020,
      cvc: '12',
    })
    expectError(response, 422, 'CARD_INVALID')
    expect(response.json.errors).toEqual({
      number: CARD_MESSAGES.number,
      exp_month: CARD_MESSAGES.expired,
      cvc: 'Please enter the 3-digit security code.',
    })
    const after = await t.db.$client.query('select count(*)::int as n from test_gateway_cards')
    expect(after.rows[0].n).toBe(before.rows[0].n)
  })

  it('refuses a month outside 1–12 and a year too far ahead', async () => {
    const response = await tokenise({
      number: APPROVE_CARD,
      exp_month: 13,
      exp_year: nextYear + 40,
      cvc: '123',
    })
    expectError(response, 422, 'CARD_INVALID')
    expect(response.json.errors).toEqual({
      exp_month: CARD_MESSAGES.expMonth,
      exp_year: CARD_MESSAGES.expYear,
    })
  })

  it('refuses a malformed body with 400 VALIDATION_FAILED', async () => {
    expectValidationError(
      await tokenise({ number: APPROVE_CARD, exp_month: 'soon', exp_year: nextYear, cvc: '123' }),
      'exp_month',
    )
    expectValidationError(await tokenise({ exp_month: 1, exp_year: nextYear, cvc: '123' }), 'number')
  })
})

describe('the test gateway in production', () => {
  it('is refused at start unless TEST_INTEGRATIONS=true', async () => {
    await expect(build({ NODE_ENV: 'production' })).rejects.toThrow(/PAYMENT_GATEWAY/)
    const staging = await build({
      NODE_ENV: 'production',
      TEST_INTEGRATIONS: 'true',
      MAIL_TRANSPORT: 'outbox',
    })
    expect(expectOk(await staging.call({ method: 'GET', url: `${API}/payments/config` })).gateway).toBe(
      'test',
    )
  })

  it('is off (404) when Stripe is the gateway in production, and the config names Stripe', async () => {
    const live = await build({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_not_used_here',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_shown_to_browsers',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    })
    const config = expectOk(await live.call({ method: 'GET', url: `${API}/payments/config` }))
    expect(config).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_shown_to_browsers' })
    expectError(
      await live.call({
        method: 'POST',
        url: `${API}/payments/test-cards`,
        payload: { number: APPROVE_CARD, exp_month: 1, exp_year: nextYear, cvc: '123' },
      }),
      404,
      'NOT_FOUND',
    )
    const page = await live.app.inject({ method: 'GET', url: `${API}/payments/config`, headers: {} })
    expect(String(page.headers['content-security-policy'])).toContain('https://js.stripe.com')
  })
})
