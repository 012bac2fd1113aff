import { beforeAll, describe, expect, it, vi } from 'vitest'
import { externalLoyalty } from '../src/modules/rewards/loyalty-engine.ts'
import { createLoyaltyService, MISSING_LOYALTY_KEY } from '../src/modules/rewards/loyalty-service.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { memberWithPoints } from './rewards-helpers.ts'

const URL_BASE = 'https://loyalty.example.test/v2'
const member = { id: '11111111-2222-4333-8444-555555555555' } as Parameters<
  ReturnType<typeof externalLoyalty>['getRewards']
>[1]

/** A fetch that records its calls and answers `reply`. */
function stubFetch(reply: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => reply())
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the loyalty service helper', () => {
  it('sends the method, url and body with the bearer key and answers the data', async () => {
    const fetch = stubFetch(() => json({ data: { points: 40 } }))
    const log = vi.fn()
    const service = createLoyaltyService({ key: 'secret-key', log, fetch })
    const answer = await service({
      method: 'POST',
      url: `${URL_BASE}/redeem`,
      body: { reward: 'free-cookie' },
    })
    expect(answer).toEqual({ points: 40 })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(`${URL_BASE}/redeem`)
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"reward":"free-cookie"}')
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer secret-key',
      'Content-Type': 'application/json',
    })
    expect(log).not.toHaveBeenCalled()
  })

  it('answers an empty list when the reply has no data', async () => {
    const service = createLoyaltyService({
      key: 'k',
      log: vi.fn(),
      fetch: stubFetch(() => json({ ok: true })),
    })
    expect(await service({ method: 'GET', url: URL_BASE })).toEqual([])
    const empty = createLoyaltyService({
      key: 'k',
      log: vi.fn(),
      fetch: stubFetch(() => new Response(null, { status: 204 })),
    })
    expect(await empty({ method: 'DELETE', url: URL_BASE })).toEqual([])
  })

  it('without a key logs the missing-key diagnostic once and answers an empty list, calling nobody', async () => {
    const fetch = stubFetch(() => json({ data: 1 }))
    const log = vi.fn()
    const service = createLoyaltyService({ key: undefined, log, fetch })
    expect(await service({ method: 'GET', url: URL_BASE })).toEqual([])
    expect(await service({ method: 'GET', url: URL_BASE })).toEqual([])
    expect(log.mock.calls).toEqual([[MISSING_LOYALTY_KEY]])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('logs and rethrows a failed call', async () => {
    const log = vi.fn()
    const refused = createLoyaltyService({ key: 'k', log, fetch: stubFetch(() => json({}, 502)) })
    await expect(refused({ method: 'GET', url: URL_BASE })).rejects.toThrow('answered 502')
    const down = createLoyaltyService({
      key: 'k',
      log,
      fetch: stubFetch(() => Promise.reject(new TypeError('fetch failed'))),
    })
    await expect(down({ method: 'GET', url: URL_BASE })).rejects.toThrow('fetch failed')
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      `Loyalty service GET ${URL_BASE} answered 502`,
      `Loyalty service GET ${URL_BASE} failed: fetch failed`,
    ])
  })
})

describe('an external loyalty provider', () => {
  const rewards = {
    points: 900,
    available: 900,
    next: { id: 'gold', name: 'Gold tier', points_to_next: 100, percent: 90 },
    catalogue: [],
    offers: [],
    history: [],
  }

  it("reads the member's rewards and offers from the provider, checked against the contract", async () => {
    const fetch = stubFetch(() => json({ data: rewards }))
    const engine = externalLoyalty(createLoyaltyService({ key: 'k', log: vi.fn(), fetch }), `${URL_BASE}/`)
    expect(await engine.getRewards({} as never, member)).toEqual(rewards)
    expect(fetch.mock.calls[0]?.[0]).toBe(`${URL_BASE}/members/${member.id}/rewards`)
    const offers = externalLoyalty(
      createLoyaltyService({
        key: 'k',
        log: vi.fn(),
        fetch: stubFetch(() => json({ data: { offers: [] } })),
      }),
      URL_BASE,
    )
    expect(await offers.listOffers({} as never, member)).toEqual([])
  })

  it('answers 503 SERVICE_UNAVAILABLE for a failed or malformed answer, never a 500', async () => {
    const down = externalLoyalty(
      createLoyaltyService({ key: 'k', log: vi.fn(), fetch: stubFetch(() => json({}, 500)) }),
      URL_BASE,
    )
    await expect(down.getRewards({} as never, member)).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    })
    const odd = externalLoyalty(
      createLoyaltyService({
        key: 'k',
        log: vi.fn(),
        fetch: stubFetch(() => json({ data: { points: 'lots' } })),
      }),
      URL_BASE,
    )
    await expect(odd.getRewards({} as never, member)).rejects.toMatchObject({ statusCode: 503 })
  })
})

describe('GET rewards with LOYALTY_PROVIDER=external and no key', () => {
  let t: TTestApp
  beforeAll(async () => {
    t = await build({ LOYALTY_PROVIDER: 'external', LOYALTY_API_URL: URL_BASE })
  })

  it('answers empty rewards without a key (the helper calls nobody) and still refuses guests', async () => {
    const signedIn = await memberWithPoints(t, 500)
    expect(t.app.loyalty.name).toBe('external')
    const data = expectOk(await t.call({ method: 'GET', url: `${API}/rewards`, headers: signedIn.headers }))
    expect(data).toEqual({ points: 0, available: 0, next: null, catalogue: [], offers: [], history: [] })
    const offers = expectOk(
      await t.call({ method: 'GET', url: `${API}/rewards/offers`, headers: signedIn.headers }),
    )
    expect(offers).toEqual({ offers: [] })
    expectError(await t.call({ method: 'GET', url: `${API}/rewards` }), 401, 'SIGN_IN_REQUIRED')
    // Redeeming and check-in spend the built-in engine's points: refused with a sentence, never a 500.
    const post = (url: string, payload?: object) =>
      t.call({ method: 'POST', url: `${API}${url}`, payload, headers: signedIn.headers })
    expectError(await post('/rewards/check-in/code'), 409, 'CONFLICT')
    const cart = '00000000-0000-4000-8000-000000000000'
    expectError(await post('/rewards/redeem', { cart_id: cart, reward_id: 'free-cookie' }), 409, 'CONFLICT')
    const site = expectOk(await t.call({ method: 'GET', url: `${API}/site` }))
    expect(site.rewards).toMatchObject({ redeem: false, check_in: false, provider: 'external' })
  })
})
