import { PHONE_RULE } from '@deli/contracts/constants'
import { CATERING_DAYS_AHEAD, DATE_AHEAD_TEXTS, earliestDateAhead } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { CAPTCHA_REFUSED, captchaGuardedApp } from './captcha-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { mailTo } from './member-helpers.ts'

/**
 * POST content/forms/{formId} (ADR 026): fields from the story, the spec §5 rules on the server,
 * stored in content_form_submissions and mailed to CONTENT_FORMS_INBOX through the outbox; rate
 * limited per IP; a captcha v3 token checked when captcha is configured (a stubbed verifier here).
 */

const API = '/api/v1'
const INBOX = 'forms-inbox@reddoordeli.example'
const url = (formId: string) => `${API}/content/forms/${formId}`
let t: TTestApp

const contact = (overrides: Record<string, string | boolean> = {}) => ({
  first_name: 'Maya',
  last_name: 'Okafor',
  email: 'maya.okafor@example.com',
  phone: '(214) 555-0142',
  topic: 'catering',
  store: 'Deep Ellum',
  message: 'Do you make gluten-free boxed lunches for 30 people?',
  consent: true,
  ...overrides,
})

const submissions = async (app: TTestApp, formId: string) =>
  (
    await app.db.$client.query<{ values: Record<string, unknown>; api_client: string; mailed_to: string }>(
      'select values, api_client, mailed_to from content_form_submissions where form_id = $1 order by id',
      [formId],
    )
  ).rows

beforeAll(async () => {
  t = await build({ CONTENT_FORMS_INBOX: INBOX, FORM_RATE_LIMIT_PER_MINUTE: '100000' })
})

describe('POST /api/v1/content/forms/{formId}', () => {
  it("stores the story's valid fields (phone as digits) and mails them to the configured inbox", async () => {
    const receipt = expectOk(
      await t.call({
        method: 'POST',
        url: url('contact'),
        payload: { values: contact({ extra: 'ignored' }) },
      }),
    )
    expect(receipt.message).toBe(
      'Thanks for reaching out! Your message is on its way to our guest care team, and we will reply within two business days.',
    )
    const [row] = await submissions(t, 'contact')
    expect(row).toEqual({
      values: { ...contact(), phone: '2145550142' },
      api_client: 'web',
      mailed_to: INBOX,
    })
    const [mail] = await mailTo(t, INBOX)
    expect(mail.subject).toBe(`Contact Us: Send us a message (#${receipt.id})`)
    expect(mail.text).toContain('Email: maya.okafor@example.com')
    expect(mail.text).toContain('Phone: 2145550142')
    expect(mail.text).toContain('Topic: Catering')
    expect(mail.text).toContain('— Your message —')
    expect(mail.text).not.toContain('ignored')
  })

  it('names every invalid field with the spec §5 messages and stores nothing', async () => {
    const before = (await submissions(t, 'contact')).length
    const response = await t.call({
      method: 'POST',
      url: url('contact'),
      payload: {
        values: contact({
          first_name: ' ',
          email: 'maya@',
          phone: '555-0142',
          topic: 'pizza',
          consent: false,
        }),
      },
    })
    expectValidationError(response, 'email')
    expect(response.json.message).toBe('Please check the highlighted fields.')
    expect(response.json.errors).toEqual({
      first_name: 'First name is required',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a 10-digit phone number.',
      topic: 'Please enter a valid value.',
      consent: 'Please agree so we can answer you.',
    })
    expect(await submissions(t, 'contact')).toHaveLength(before)
  })

  it('takes an optional field left out (only valid fields are sent) and refuses a missing required one', async () => {
    const { phone: _phone, store: _store, ...required } = contact()
    expectOk(await t.call({ method: 'POST', url: url('contact'), payload: { values: required } }))
    const { message: _message, ...incomplete } = required
    const response = await t.call({ method: 'POST', url: url('contact'), payload: { values: incomplete } })
    expectValidationError(response, 'message')
    expect(response.json.errors.message).toBe('Please write your message (up to 2,000 characters).')
  })

  it('holds the catering inquiry to the site rules: an event two days ahead at least, any written US phone', async () => {
    const earliest = earliestDateAhead(new Date(), CATERING_DAYS_AHEAD)
    const inquiry = (overrides: Record<string, string>) => ({
      name: 'Maya Okafor',
      email: 'maya.okafor@example.com',
      phone: '214.555.0123',
      event_date: earliest,
      guests: '30',
      handoff: 'pickup',
      ...overrides,
    })
    const tomorrow = earliestDateAhead(new Date(), 1)
    const tooSoon = DATE_AHEAD_TEXTS.tooSoon(CATERING_DAYS_AHEAD, earliest)
    for (const event_date of [tomorrow, '2020-01-01']) {
      const response = await t.call({
        method: 'POST',
        url: url('catering-inquiry'),
        payload: { values: inquiry({ event_date }) },
      })
      expectValidationError(response, 'event_date')
      expect(response.json.errors).toEqual({ event_date: tooSoon })
    }
    const malformed = await t.call({
      method: 'POST',
      url: url('catering-inquiry'),
      payload: { values: inquiry({ event_date: '12/24/2026', phone: '555-0123' }) },
    })
    expect(malformed.json.errors).toEqual({
      event_date: DATE_AHEAD_TEXTS.malformed,
      phone: PHONE_RULE.invalid,
    })

    expectOk(await t.call({ method: 'POST', url: url('catering-inquiry'), payload: { values: inquiry({}) } }))
    const [row] = await submissions(t, 'catering-inquiry')
    expect(row?.values).toMatchObject({ phone: '2145550123', event_date: earliest })
  })

  it('checks a date of birth by its rules (a real date, the minimum age) and stores it as YYYY-MM-DD', async () => {
    const values = { first_name: 'Leo', email: 'leo@example.com', agree: true }
    const young = await t.call({
      method: 'POST',
      url: url('eclub'),
      payload: { values: { ...values, birthday: `${new Date().getFullYear() - 5}-01-01` } },
    })
    expect(young.json.errors).toEqual({ birthday: 'You must be at least 13 years old.' })
    const bad = await t.call({
      method: 'POST',
      url: url('eclub'),
      payload: { values: { ...values, birthday: '1990-02-30' } },
    })
    expect(bad.json.errors).toEqual({ birthday: 'Please enter a valid value.' })
    expectOk(
      await t.call({
        method: 'POST',
        url: url('eclub'),
        payload: { values: { ...values, birthday: '1990-02-03' } },
      }),
    )
    const [row] = await submissions(t, 'eclub')
    expect(row?.values).toMatchObject({ birthday: '1990-02-03', agree: true })
  })

  it('answers 404 FORM_NOT_FOUND for a story without a form or no story, 400 for a malformed id or body', async () => {
    expectError(
      await t.call({ method: 'POST', url: url('privacy'), payload: { values: {} } }),
      404,
      'FORM_NOT_FOUND',
    )
    expectError(
      await t.call({ method: 'POST', url: url('nothing-here'), payload: { values: {} } }),
      404,
      'FORM_NOT_FOUND',
    )
    expectValidationError(await t.call({ method: 'POST', url: url('Contact!'), payload: { values: {} } }))
    expectValidationError(
      await t.call({ method: 'POST', url: url('contact'), payload: { values: { message: 5 } } }),
    )
    expectValidationError(
      await t.call({
        method: 'POST',
        url: url('contact'),
        payload: { values: { message: 'x'.repeat(5001) } },
      }),
    )
  })

  it('is refused without an API key (401) and open to any channel', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: url('contact'),
      payload: { values: contact() },
    })
    expectError({ statusCode: response.statusCode, json: response.json() }, 401, 'API_KEY_INVALID')
  })
})

describe('form rate limit', () => {
  it('answers 429 RATE_LIMITED with Retry-After past FORM_RATE_LIMIT_PER_MINUTE per IP', async () => {
    const limited = await build({ FORM_RATE_LIMIT_PER_MINUTE: '2' })
    for (let attempt = 0; attempt < 2; attempt++)
      expectOk(await limited.call({ method: 'POST', url: url('contact'), payload: { values: contact() } }))
    const response = await limited.call({
      method: 'POST',
      url: url('contact'),
      payload: { values: contact() },
    })
    expectError(response, 429, 'RATE_LIMITED')
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
    expect(await submissions(limited, 'contact')).toHaveLength(2)
    // Another client IP has its own count.
    const other = await limited.app.inject({
      method: 'POST',
      url: url('contact'),
      remoteAddress: '203.0.113.9',
      headers: { 'x-app-name': 'web', 'x-api-key': 'test-web-key-123456' },
      payload: { values: contact() },
    })
    expect(other.statusCode).toBe(200)
  })
})

describe('captcha v3', () => {
  const guard = captchaGuardedApp({ FORM_RATE_LIMIT_PER_MINUTE: '100000' })

  const send = (app: TTestApp, captcha_token?: string) =>
    app.call({ method: 'POST', url: url('contact'), payload: { values: contact(), captcha_token } })

  it('is off by default: no token needed, site config says so', async () => {
    expectOk(await send(t))
    const site = expectOk(await t.call({ method: 'GET', url: `${API}/site` }))
    expect(site.captcha).toEqual({ enabled: false, version: 3, site_key: null })
  })

  it('when configured, site config gives the site key and a form needs a token scoring at least the threshold', async () => {
    const site = expectOk(await guard.app.call({ method: 'GET', url: `${API}/site` }))
    expect(site.captcha).toEqual({ enabled: true, version: 3, site_key: 'site-key-for-tests' })
    expectOk(await send(guard.app, 'form'))
    expect(guard.asked).toEqual([{ token: 'form', ip: '127.0.0.1' }])
    for (const token of [undefined, 'bot', 'signup', 'forged']) {
      const response = await send(guard.app, token)
      expectError(response, 400, 'CAPTCHA_FAILED')
      expect(response.json.message).toBe(CAPTCHA_REFUSED)
    }
    expect(await submissions(guard.app, 'contact')).toHaveLength(1)
  })

  it('checks the fields before asking the captcha service, and refuses (503) when it cannot be asked', async () => {
    const invalid = await guard.app.call({
      method: 'POST',
      url: url('contact'),
      payload: { values: contact({ email: 'nope' }), captcha_token: 'form' },
    })
    expectValidationError(invalid, 'email')
    expect(guard.asked).toEqual([])
    guard.failing = true
    expectError(await send(guard.app, 'form'), 503, 'SERVICE_UNAVAILABLE')
  })
})
