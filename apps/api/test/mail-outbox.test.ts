import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverPendingMail, MAIL_MAX_ATTEMPTS } from '../src/modules/notifications/deliver-pending-mail.ts'
import {
  createMailTransport,
  createSmtpTransport,
  type TMailTransport,
} from '../src/modules/notifications/mail-transport.ts'
import { queueMail } from '../src/modules/notifications/queue-mail.ts'
import { loadConfig } from '../src/platform/config.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, mailboxHeaders, type TTestApp } from './helper.ts'
import { uniqueEmail } from './member-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const mail = (to: string, subject = 'Your receipt') => ({
  kind: 'receipt' as const,
  to,
  subject,
  text: `Thanks! View your order: http://localhost:3000/order/confirm/1`,
  html: '<p>Thanks!</p>',
})
const unsent = async () =>
  (await t.db.$client.query('select * from mail_outbox where sent_at is null order by id')).rows

/** A minimal SMTP server on 127.0.0.1 that accepts every message and keeps what it received. */
async function startSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = []
  const server = createServer((socket) => {
    let inData = false
    let buffer = ''
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end === -1) return
        received.push(buffer.slice(0, end))
        buffer = buffer.slice(end + 5)
        inData = false
        socket.write('250 OK queued\r\n')
      }
      let newline = buffer.indexOf('\r\n')
      while (!inData && newline !== -1) {
        const line = buffer.slice(0, newline).toUpperCase()
        buffer = buffer.slice(newline + 2)
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 test\r\n')
        else if (line.startsWith('DATA')) {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
        newline = buffer.indexOf('\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { server, port: address.port, received }
}

describe('queueMail', () => {
  it('writes in the caller transaction: a rollback leaves no mail', async () => {
    const to = uniqueEmail('rollback')
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, mail(to))
        throw new Error('order failed')
      }),
    ).rejects.toThrow('order failed')
    const { rowCount } = await t.db.$client.query('select 1 from mail_outbox where "to" = $1', [to])
    expect(rowCount).toBe(0)
    const { id } = await t.db.transaction((tx) => queueMail(tx, mail(to)))
    expect(id).toBeGreaterThan(0)
  })
})

describe('GET /api/v1/dev/mailbox', () => {
  it('lists the outbox newest first with the links, filtered by recipient and limited', async () => {
    const to = uniqueEmail('mailbox')
    await queueMail(t.db, mail(to, 'first'))
    await queueMail(t.db, mail(to, 'second'))
    await queueMail(t.db, mail(uniqueEmail('someone-else'), 'third'))
    const data = expectOk(
      await t.call({
        method: 'GET',
        url: `${API}/dev/mailbox?to=${encodeURIComponent(to.toUpperCase())}`,
        headers: mailboxHeaders(),
      }),
    )
    expect(data.messages.map((message: { subject: string }) => message.subject)).toEqual(['second', 'first'])
    expect(data.messages[0]).toMatchObject({
      kind: 'receipt',
      to,
      links: ['http://localhost:3000/order/confirm/1'],
      html: '<p>Thanks!</p>',
    })
    expect(new Date(data.messages[0].sent).getTime()).toBeLessThanOrEqual(Date.now())
    const latest = expectOk(
      await t.call({ method: 'GET', url: `${API}/dev/mailbox?limit=1`, headers: mailboxHeaders() }),
    )
    expect(latest.messages.map((message: { subject: string }) => message.subject)).toEqual(['third'])
    expectValidationError(
      await t.call({ method: 'GET', url: `${API}/dev/mailbox?limit=0`, headers: mailboxHeaders() }),
      'limit',
    )
    // A NUL in the filter is refused with a clear 400, not a database error.
    expectValidationError(
      await t.call({ method: 'GET', url: `${API}/dev/mailbox?to=%00`, headers: mailboxHeaders() }),
      'to',
    )
  })

  it('is never readable with a channel key alone: a wrong or missing mailbox key is 404', async () => {
    const to = uniqueEmail('takeover')
    await queueMail(t.db, mail(to, 'reset link'))
    const url = `${API}/dev/mailbox?to=${encodeURIComponent(to)}`
    expectError(await t.call({ method: 'GET', url }), 404, 'NOT_FOUND')
    expectError(
      await t.call({ method: 'GET', url, headers: { 'x-mailbox-key': 'test-mailbox-key-0123456780' } }),
      404,
      'NOT_FOUND',
    )
    expectError(await t.call({ method: 'GET', url, headers: { 'x-mailbox-key': '' } }), 404, 'NOT_FOUND')
  })

  it('in development, answers a caller on this machine only: not one forwarded from elsewhere', async () => {
    const development = await build({ NODE_ENV: 'development', DEV_MAILBOX_KEY: undefined })
    // app.inject comes from 127.0.0.1: a browser on this machine (or the storefront forwarding one).
    expectOk(await development.call({ method: 'GET', url: `${API}/dev/mailbox` }))
    expectError(
      await development.call({
        method: 'GET',
        url: `${API}/dev/mailbox`,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      }),
      404,
      'NOT_FOUND',
    )
  })

  it('does not exist without the test integrations (production, or TEST_INTEGRATIONS=false)', async () => {
    const production = await build({
      TEST_INTEGRATIONS: 'false',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_not_used_here',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_not_used_here',
    })
    expectError(await production.call({ method: 'GET', url: `${API}/dev/mailbox` }), 404, 'NOT_FOUND')
    expectError(
      await production.call({ method: 'GET', url: `${API}/dev/mailbox`, headers: mailboxHeaders() }),
      404,
      'NOT_FOUND',
    )
    // Staging (the e2e suite): production serving with the test integrations, and the mailbox key.
    const staging = await build({ NODE_ENV: 'production', TEST_INTEGRATIONS: 'true' })
    expectOk(await staging.call({ method: 'GET', url: `${API}/dev/mailbox`, headers: mailboxHeaders() }))
    expectError(await staging.call({ method: 'GET', url: `${API}/dev/mailbox` }), 404, 'NOT_FOUND')
  })
})

describe('mail configuration', () => {
  it('refuses the outbox in production unless the test integrations are on, and smtp without SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/MAIL_TRANSPORT/)
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/)
    expect(loadConfig({ NODE_ENV: 'production', TEST_INTEGRATIONS: 'true' }).MAIL_TRANSPORT).toBe('outbox')
    expect(createMailTransport(loadConfig({}))).toBeNull()
    expect(
      createMailTransport(loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' })),
    ).not.toBeNull()
  })
})

describe('deliverPendingMail', () => {
  it('sends unsent mail over SMTP and marks it sent', async () => {
    await t.db.$client.query('update mail_outbox set sent_at = now()')
    const smtp = await startSmtpServer()
    afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())))
    const to = uniqueEmail('smtp')
    await queueMail(t.db, mail(to, 'Your Red Door Deli receipt'))
    const transport = createSmtpTransport(
      `smtp://127.0.0.1:${smtp.port}`,
      'Red Door Deli <no-reply@reddoordeli.example>',
    )
    expect(await deliverPendingMail(t.db, transport)).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]).toContain(`To: ${to}`)
    expect(smtp.received[0]).toContain('Subject: Your Red Door Deli receipt')
    expect(await unsent()).toEqual([])
    expect(await deliverPendingMail(t.db, transport)).toEqual({ sent: 0, failed: 0 })
  })

  it('keeps a failure with its error, retries after a pause, and gives up after 5 attempts', async () => {
    await t.db.$client.query('update mail_outbox set sent_at = now()')
    const bad = uniqueEmail('bounce')
    const good = uniqueEmail('fine')
    await queueMail(t.db, mail(bad))
    await queueMail(t.db, mail(good))
    const delivered: string[] = []
    const transport: TMailTransport = {
      send: async (message) => {
        if (message.to === bad) throw new Error('550 mailbox unavailable')
        delivered.push(message.to)
      },
    }
    expect(await deliverPendingMail(t.db, transport)).toEqual({ sent: 1, failed: 1 })
    expect(delivered).toEqual([good])
    const [failed] = await unsent()
    expect(failed).toMatchObject({ to: bad, attempts: 1, last_error: '550 mailbox unavailable' })
    // Not again right away: the next attempt waits `attempts` minutes.
    expect(await deliverPendingMail(t.db, transport)).toEqual({ sent: 0, failed: 0 })
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await t.db.$client.query(
        `update mail_outbox set last_attempt_at = now() - interval '1 hour' where "to" = $1`,
        [bad],
      )
      expect(await deliverPendingMail(t.db, transport)).toEqual({ sent: 0, failed: 1 })
    }
    await t.db.$client.query(
      `update mail_outbox set last_attempt_at = now() - interval '1 hour' where "to" = $1`,
      [bad],
    )
    expect(await deliverPendingMail(t.db, transport)).toEqual({ sent: 0, failed: 0 })
    expect((await unsent())[0].attempts).toBe(MAIL_MAX_ATTEMPTS)
  })

  it('never hands one message to two workers at once', async () => {
    await t.db.$client.query('update mail_outbox set sent_at = now()')
    for (let index = 0; index < 6; index++) await queueMail(t.db, mail(uniqueEmail('parallel')))
    const delivered: string[] = []
    const transport: TMailTransport = {
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        delivered.push(message.to)
      },
    }
    const results = await Promise.all([
      deliverPendingMail(t.db, transport, { batch: 4 }),
      deliverPendingMail(t.db, transport, { batch: 4 }),
      deliverPendingMail(t.db, transport, { batch: 4 }),
    ])
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6)
    expect(new Set(delivered).size).toBe(6)
    expect(delivered).toHaveLength(6)
  })
})
