import { API_KEY_HEADER, APP_NAME_HEADER } from '@deli/contracts'
import { startCluster } from '../../../scripts/cluster/cluster.ts'
import { freePort } from './free-port.ts'
import { KIOSK_CLIENT, type TTestApp, WEB_CLIENT } from './helper.ts'
import {
  APPROVE_CARD,
  cardToken,
  readyCart,
  SUBMIT_URL,
  signInMember,
  submitBody,
  type TMember,
} from './order-helpers.ts'

/**
 * The cluster test's parts (ADR 054): 3 real nodes + HAProxy on the test database, baskets made
 * ready in-process, and a bounded steady load through the balancer that records every answer.
 */
export async function startTestCluster(t: TTestApp, nodes: number) {
  if (!t.config.DATABASE_URL) throw new Error('the test app has no DATABASE_URL')
  const ports = await Promise.all(Array.from({ length: nodes + 1 }, () => freePort()))
  const [port = 0, ...nodePorts] = ports
  const keys = [WEB_CLIENT, KIOSK_CLIENT].map((client) => `${client.appName}:${client.key}`).join(',')
  return startCluster({
    nodes,
    port,
    nodePorts,
    databaseUrl: t.config.DATABASE_URL,
    env: {
      LOG_LEVEL: 'warn',
      API_KEYS: keys,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      SLOT_CAPACITY: '1000',
      KITCHEN_STATIONS: '1000',
      // Every request comes from 127.0.0.1: the per-IP limits are not what this test is about.
      GUEST_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  })
}

export const clientHeaders = (member?: TMember) => ({
  [APP_NAME_HEADER]: WEB_CLIENT.appName,
  [API_KEY_HEADER]: WEB_CLIENT.key,
  'content-type': 'application/json',
  ...(member?.headers ?? {}),
})

export type TBasket = { member: TMember; cartId: string; body: object }

/** `count` members' baskets, each ready to submit with an approved card. */
export async function readyBaskets(t: TTestApp, count: number): Promise<TBasket[]> {
  const token = await cardToken(t, APPROVE_CARD)
  const baskets: TBasket[] = []
  for (let index = 0; index < count; index++) {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    baskets.push({ member, cartId: cart.id, body: submitBody(cart.id, token) })
  }
  return baskets
}

/** One answer through the balancer: what was asked and what came back (0: no HTTP answer at all). */
export type TAnswer = { what: string; status: number; body: { status?: string; data?: { id?: string } } }

export async function ask(origin: string, what: string, path: string, init: RequestInit = {}) {
  try {
    const response = await fetch(`${origin}${path}`, init)
    const text = await response.text()
    let body: TAnswer['body'] = {}
    try {
      body = JSON.parse(text)
    } catch {
      body = {}
    }
    return { what, status: response.status, body }
  } catch {
    return { what, status: 0, body: {} }
  }
}

export const submitThrough = (origin: string, basket: TBasket) =>
  ask(origin, 'checkout', SUBMIT_URL, {
    method: 'POST',
    headers: clientHeaders(basket.member),
    body: JSON.stringify(basket.body),
  })

export const trackThrough = (origin: string, basket: TBasket) =>
  ask(origin, 'track', `/api/v1/carts/${basket.cartId}/submit/track`, {
    headers: clientHeaders(basket.member),
  })

/** Adds to one guest basket before the load opens a new one (a basket holds 40 lines, ADR 042). */
const ADDS_PER_BASKET = 20

/**
 * A steady, bounded load of `workers` clients through the balancer, each a round of: the store
 * list, a menu, an add to its guest basket (a new guest basket every ADDS_PER_BASKET adds), then a
 * checkout while one is left to submit. Every answer is kept; `stop()` waits for the rounds in flight.
 */
export function steadyLoad(
  origin: string,
  options: { workers: number; menuId: number; line: object; checkouts: TBasket[] },
) {
  const answers: TAnswer[] = []
  const submitted = new Map<string, TAnswer>()
  const queue = [...options.checkouts]
  let running = true
  const guestBasket = async () => {
    const response = await fetch(`${origin}/api/v1/carts`, {
      method: 'POST',
      headers: clientHeaders(),
      body: JSON.stringify({ menu_id: options.menuId }),
    }).catch(() => undefined)
    const body = response ? await response.json().catch(() => ({})) : {}
    answers.push({ what: 'new basket', status: response?.status ?? 0, body })
    const cookie = (response?.headers.getSetCookie() ?? []).map((line) => line.split(';')[0]).join('; ')
    return body.status === 'ok' ? { id: String(body.data.id), cookie, adds: 0 } : undefined
  }
  const worker = async () => {
    let basket: { id: string; cookie: string; adds: number } | undefined
    while (running) {
      answers.push(await ask(origin, 'stores', '/api/v1/stores', { headers: clientHeaders() }))
      answers.push(await ask(origin, 'menu', `/api/v1/menus/${options.menuId}`, { headers: clientHeaders() }))
      if (!basket || basket.adds >= ADDS_PER_BASKET) basket = await guestBasket()
      if (basket) {
        basket.adds++
        answers.push(
          await ask(origin, 'add', `/api/v1/carts/${basket.id}/products`, {
            method: 'POST',
            headers: { ...clientHeaders(), cookie: basket.cookie },
            body: JSON.stringify(options.line),
          }),
        )
      }
      const checkout = queue.shift()
      if (checkout) {
        const answer = await submitThrough(origin, checkout)
        answers.push(answer)
        submitted.set(checkout.cartId, answer)
      }
      await new Promise((done) => setTimeout(done, 50))
    }
  }
  const done = Promise.all(Array.from({ length: options.workers }, () => worker()))
  return {
    answers,
    submitted,
    /** Checkouts not yet sent. */
    left: () => queue.length,
    stop: async () => {
      running = false
      await done
      return answers
    },
  }
}

/** Answers that are failures at the balancer: no answer, a 5xx, or an error envelope. */
export const failuresOf = (answers: TAnswer[]) =>
  answers.filter((answer) => answer.status === 0 || answer.status >= 500 || answer.body.status !== 'ok')
