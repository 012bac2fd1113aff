import { ZDevTextsSchema, ZMailboxSchema } from '@deli/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/platform/config.ts'
import { isSmsOn } from '../src/platform/config-derived.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, KIOSK_CLIENT, mailboxHeaders, type TTestApp, WEB_CLIENT } from './helper.ts'
import { countRows, getOrder, orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

const STORE_CLIENT = { appName: 'store', key: 'test-store-staff-key-123456' }
let t: TTestApp
let staff: TStaffSession
let member: TMember
beforeAll(async () => {
  t = await build({
    PUBLIC_ORIGIN: 'https://order.reddoordeli.example',
    API_KEYS: [WEB_CLIENT, KIOSK_CLIENT, STORE_CLIENT]
      .map((client) => `${client.appName}:${client.key}`)
      .join(','),
  })
  staff = await signInStaff(t, 'staff', [orderStore().id])
  member = await signInMember(t)
})

async function placedOrder(contact: Record<string, string> = {}) {
  const orderId = await placeOrder(t, member, { contact })
  return { orderId, number: (await getOrder(t, member, orderId)).number as number }
}

const move = (orderId: string, status: string) => moveAsStaff(t, staff, orderId, status)
const mailbox = async (to: string) =>
  ZMailboxSchema.parse(
    expectOk(
      await t.call({
        method: 'GET',
        url: `${API}/dev/mailbox?to=${encodeURIComponent(to)}`,
        headers: mailboxHeaders(),
      }),
    ),
  ).messages
const texts = async (to: string) =>
  ZDevTextsSchema.parse(
    expectOk(await t.call({ method: 'GET', url: `${API}/dev/texts?to=${to}`, headers: mailboxHeaders() })),
  ).messages
const readyMails = (orderId: string) =>
  countRows(t, `select count(*) from mail_outbox where kind = 'order-ready' and text like $1`, [
    `%/order/confirm/${orderId}%`,
  ])

describe("'Your order is ready': email and text message when staff mark an order ready", () => {
  it('queues the email (with a link to the live order page) and the text to the phone the guest gave', async () => {
    const { orderId, number } = await placedOrder({ email: 'ready-guest@example.com', phone: '2145550177' })
    expectOk(await move(orderId, 'in_progress'))
    expect(await readyMails(orderId)).toBe(0)
    expect(await texts('2145550177')).toEqual([])

    expectOk(await move(orderId, 'ready'))
    const [mail] = await mailbox('ready-guest@example.com')
    expect(mail).toMatchObject({
      kind: 'order-ready',
      to: 'ready-guest@example.com',
      subject: `Your Red Door Deli order #${number} is ready`,
    })
    expect(mail?.text).toContain('Hi Ada,')
    expect(mail?.text).toContain('Your order is ready')
    expect(mail?.links).toContain(`https://order.reddoordeli.example/order/confirm/${orderId}`)

    const [sms] = await texts('2145550177')
    expect(sms).toMatchObject({ kind: 'order-ready', to: '2145550177' })
    expect(sms?.body).toContain(`order #${number}`)
    expect(sms?.body).toContain(`https://order.reddoordeli.example/order/confirm/${orderId}`)

    // Handing it over sends nothing more.
    expectOk(await move(orderId, 'completed'))
    expect(await readyMails(orderId)).toBe(1)
    expect(await texts('2145550177')).toHaveLength(1)
  })

  it('queues nothing when the change is refused (409, nothing written)', async () => {
    const { orderId } = await placedOrder({ phone: '2145550178' })
    expectError(await move(orderId, 'ready'), 409, 'CONFLICT')
    expect(await readyMails(orderId)).toBe(0)
    expect(await texts('2145550178')).toEqual([])
  })

  it('sends the email but no text when text messages are off', async () => {
    const quiet = await build({ SMS_TRANSPORT: 'off' })
    const guest = await signInMember(quiet)
    const orderId = await placeOrder(quiet, guest, { contact: { phone: '2145550176' } })
    const kitchen = await signInStaff(quiet, 'staff', [orderStore().id])
    for (const status of ['in_progress', 'ready']) {
      expectOk(await moveAsStaff(quiet, kitchen, orderId, status))
    }
    expect(await countRows(quiet, `select count(*) from mail_outbox where kind = 'order-ready'`, [])).toBe(1)
    expect(await countRows(quiet, 'select count(*) from sms_outbox', [])).toBe(0)
  })

  it("also goes out when a store's app marks the order ready as a signed-in staff member", async () => {
    const { orderId } = await placedOrder({ phone: '2145550179' })
    expectOk(await move(orderId, 'in_progress'))
    const kitchen = await signInStaff(t, 'staff', [orderStore().id])
    const storeHeaders = {
      'x-app-name': STORE_CLIENT.appName,
      'x-api-key': STORE_CLIENT.key,
      ...kitchen.headers,
    }
    expectOk(
      await t.call({
        method: 'PUT',
        url: `${API}/orders/${orderId}/status`,
        payload: { status: 'ready' },
        headers: storeHeaders,
      }),
    )
    expect(await readyMails(orderId)).toBe(1)
    expect(await texts('2145550179')).toHaveLength(1)
  })
})

describe('GET /api/v1/dev/texts (the SMS outbox beside the dev mailbox)', () => {
  it('is 404 without the mailbox key, like the mailbox', async () => {
    expectError(await t.call({ method: 'GET', url: `${API}/dev/texts` }), 404, 'NOT_FOUND')
  })

  it('refuses a number that is not digits, and a limit out of range', async () => {
    expectValidationError(
      await t.call({ method: 'GET', url: `${API}/dev/texts?to=abc`, headers: mailboxHeaders() }),
      'to',
    )
    expectValidationError(
      await t.call({ method: 'GET', url: `${API}/dev/texts?limit=0`, headers: mailboxHeaders() }),
      'limit',
    )
  })
})

describe('text message configuration', () => {
  it('keeps texts in the outbox wherever the test integrations run; none in production, where the outbox is refused', () => {
    expect(isSmsOn(loadConfig({}))).toBe(true)
    expect(isSmsOn(loadConfig({ SMS_TRANSPORT: 'off' }))).toBe(false)
    expect(isSmsOn(loadConfig({ NODE_ENV: 'production', TEST_INTEGRATIONS: 'true' }))).toBe(true)
    const production = {
      NODE_ENV: 'production',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    }
    expect(isSmsOn(loadConfig(production))).toBe(false)
    expect(() => loadConfig({ ...production, SMS_TRANSPORT: 'outbox' })).toThrow(/SMS_TRANSPORT/)
  })
})

describe("'Your order was cancelled': the email when an order is cancelled", () => {
  it('tells the guest the store cancelled it, what goes back to their card and how to reach the store', async () => {
    const email = 'cancelled-guest@example.com'
    const { orderId, number } = await placedOrder({ email })
    expectOk(await move(orderId, 'cancelled'))
    const [mail] = (await mailbox(email)).filter((message) => message.kind === 'order-cancelled')
    expect(mail).toMatchObject({ to: email, subject: `Your Red Door Deli order #${number} was cancelled` })
    expect(mail?.text).toContain(
      `The store cancelled your order. Your card payment is being refunded. (Order #${number})`,
    )
    expect(mail?.text).toMatch(/\$\d+\.\d{2} goes back to your card/)
    expect(mail?.text).toMatch(/Questions\? Call .+ at \(\d{3}\) \d{3}-\d{4}\./)
    expect(mail?.links).toContain(`https://order.reddoordeli.example/order/confirm/${orderId}`)
    // A second cancel is refused and sends nothing more.
    expectError(await move(orderId, 'cancelled'), 409, 'CONFLICT')
    expect(
      await countRows(t, `select count(*) from mail_outbox where kind = 'order-cancelled' and "to" = $1`, [
        email,
      ]),
    ).toBe(1)
  })

  it("says a guest's own cancel as theirs", async () => {
    const email = 'self-cancelled@example.com'
    // Before the kitchen starts it (ADR 066): an order ahead not yet fired.
    const orderId = await placeOrder(t, member, { contact: { email }, isFired: false })
    expectOk(
      await t.call({ method: 'POST', url: `${API}/orders/${orderId}/cancel`, headers: member.headers }),
    )
    const [mail] = (await mailbox(email)).filter((message) => message.kind === 'order-cancelled')
    expect(mail?.text).toContain('You cancelled your order. Your card payment is being refunded.')
  })
})
