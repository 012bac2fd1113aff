import type { FastifyInstance, InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { fastifyTrustProxy, parseTrustProxy, rateLimitAddress } from '../src/platform/client-address.ts'
import { loadConfig } from '../src/platform/config.ts'
import { createDatabase } from '../src/platform/database.ts'
import { API, pickStore } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import { apiHeaders, build, type TTestApp } from './helper.ts'
import { logIn, uniqueEmail } from './member-helpers.ts'

/**
 * ADR 043: behind a proxy, the client cannot walk around a rate limit by writing X-Forwarded-For —
 * only the entries the trusted proxies appended count — and an IPv6 client is counted by its /64.
 */

describe('TRUST_PROXY and the address a limit counts', () => {
  it('reads false, a number of proxies (true is one) or their addresses, and refuses anything else', () => {
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('true')).toBe(1)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.0/8, 2001:db8::/32,loopback')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'loopback',
    ])
    expect(parseTrustProxy('10.0.0.0/33')).toHaveProperty('error')
    expect(parseTrustProxy('proxy.internal')).toHaveProperty('error')
    expect(() => loadConfig({ TRUST_PROXY: 'my-balancer' })).toThrow(
      /TRUST_PROXY: "my-balancer" is not an address/,
    )
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    // An address list also trusts loopback: the storefront's server-side render forwards its visitor.
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8', 'loopback'])
  })

  it('counts an IPv4 address whole and an IPv6 one by its /64', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(rateLimitAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })
})

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TTestApp
  let second: FastifyInstance
  beforeAll(async () => {
    t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '2', GUEST_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' })
    // A second node on the same database: the limits are shared (ADR 013).
    const db = createDatabase(String(t.config.DATABASE_URL), { max: 2 })
    second = await buildApp({ config: t.config, db, web: false, logger: false })
    await second.ready()
    return async () => {
      await second.close()
      await db.$client.end()
    }
  })
  /** What the proxy forwards: whatever the client wrote, then the address it saw. */
  const through = (clientWrote: string, seen: string) => ({ 'x-forwarded-for': `${clientWrote}, ${seen}` })
  const keysLike = async (pattern: string) =>
    (
      await t.db.$client.query<{ key: string }>('select key from rate_limits where key like $1', [pattern])
    ).rows.map((row) => row.key)

  it('a client writing a new X-Forwarded-For on each sign-in is still one client: 429', async () => {
    const email = uniqueEmail('spoofer')
    const answers: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await logIn(t, email, 'a guess', through(`198.51.100.${attempt}`, '203.0.113.9'))
      answers.push(response.statusCode)
    }
    // AUTH_RATE_LIMIT_PER_MINUTE=2 per client and email: two answers, then refusals.
    expect(answers).toEqual([401, 401, 429, 429, 429, 429])
    // The address counted is the one the proxy saw, never one the client wrote.
    expect(await keysLike('login-ip-email:%')).toEqual([`login-ip-email:203.0.113.9|${email}`])
  })

  it('new baskets with a different spoofed address each, on two nodes, still hit the limit', async () => {
    const store = pickStore()
    const open = (node: number) => {
      const options: InjectOptions = {
        method: 'POST',
        url: `${API}/carts`,
        payload: { menu_id: store.menu_id },
        headers: { ...apiHeaders(), ...through(`192.0.2.${node}`, '203.0.113.50') },
      }
      return (node % 2 === 0 ? t.app : second).inject(options)
    }
    const answers: number[] = []
    for (let node = 0; node < 4; node++) answers.push((await open(node)).statusCode)
    // GUEST_RATE_LIMIT_PER_MINUTE=2 new guest sessions per client.
    expect(answers).toEqual([201, 201, 429, 429])
    expect(await keysLike('guest-session-ip:%')).toEqual(['guest-session-ip:203.0.113.50'])
  })

  it('counts an IPv6 client by its /64: every address of it shares one allowance', async () => {
    const email = uniqueEmail('six')
    const answers: number[] = []
    for (let host = 1; host <= 3; host++) {
      answers.push((await logIn(t, email, 'a guess', through('::1', `2001:db8:aa:bb::${host}`))).statusCode)
    }
    expect(answers).toEqual([401, 401, 429])
    // Another /64 is another client.
    expectError(
      await logIn(t, email, 'a guess', through('::1', '2001:db8:aa:cc::1')),
      401,
      'CREDENTIALS_INVALID',
    )
  })
})

describe('behind proxies named by address (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TTestApp
  beforeAll(async () => {
    t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' })
  })
  const call = (remoteAddress: string, forwarded: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/login`,
      remoteAddress,
      payload: { email, password: 'a guess' },
      headers: { ...apiHeaders(), 'x-forwarded-for': forwarded },
    })

  it('believes the proxies, the client after them, and no one a client sent', async () => {
    const email = uniqueEmail('listed')
    const answers: number[] = []
    // Two proxies in 10/8, the client 198.51.100.7 before them and its own inventions before that.
    for (let attempt = 0; attempt < 3; attempt++)
      answers.push((await call('10.0.0.5', `192.0.2.${attempt}, 198.51.100.7, 10.1.1.1`, email)).statusCode)
    expect(answers).toEqual([401, 401, 429])
    // A caller outside 10/8 reaching the node directly is its own address, whatever it writes.
    const direct = uniqueEmail('direct')
    expect((await call('192.0.2.77', '198.51.100.1', direct)).statusCode).toBe(401)
    expect((await call('192.0.2.77', '198.51.100.2', direct)).statusCode).toBe(401)
    expect((await call('192.0.2.77', '198.51.100.3', direct)).statusCode).toBe(429)
  })
})
