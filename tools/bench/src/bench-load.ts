/**
 * The load scenarios of `npm run bench`: one autocannon scenario against a node with its CPU per
 * request (bench-cpu.ts), and the guest baskets the cart scenarios spread their requests over.
 */
import autocannon from 'autocannon'
import { cpuOfTree } from './bench-cpu.ts'

/** The web client's public name and key, as the storefront sends them. */
export const HEADERS = { 'x-app-name': 'web', 'x-api-key': 'rd-web-public-key-2026' }

export type TScenario = {
  name: string
  path: string
  headers?: Record<string, string>
  method?: 'GET' | 'POST'
  /**
   * Spreads requests over several targets (one basket each, with its guest's session cookie), round
   * robin, continuing across runs.
   */
  targets?: TTargetRequest[]
  body?: string
  /** Every answer is 304 Not Modified (a revalidated poll), not 2xx. */
  isNotModified?: boolean
}
export type TTargetRequest = { path: string; cookie?: string }
export type TTarget = { node: 'current' | 'baseline'; origin: string; pid: number }
/** Where each scenario's round robin stands: a later run goes on to baskets the earlier ones left. */
const nextPath = new WeakMap<TScenario, number>()
export async function runScenario(
  scenario: TScenario,
  connections: number,
  target: TTarget,
  durationS: number,
) {
  const cpuBefore = cpuOfTree(target.pid)
  const result = await autocannon({
    url: `${target.origin}${scenario.path}`,
    connections,
    duration: durationS,
    headers: scenario.headers ?? HEADERS,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    requests: scenario.targets
      ? [
          {
            setupRequest: (request) => {
              const targets = scenario.targets ?? []
              const next = ((nextPath.get(scenario) ?? -1) + 1) % targets.length
              nextPath.set(scenario, next)
              const target = targets[next]
              if (!target) return request
              const headers = target.cookie ? { ...request.headers, cookie: target.cookie } : request.headers
              return { ...request, path: target.path, headers }
            },
          },
        ]
      : undefined,
  })
  const unexpected = scenario.isNotModified ? result.requests.total - result['3xx'] : result.non2xx
  if (unexpected > 0 || result.errors > 0)
    throw new Error(
      `${scenario.name}: ${unexpected} unexpected statuses (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
    )
  const cpuAfter = cpuOfTree(target.pid)
  const requests = Math.max(result.requests.total, 1)
  return {
    name: scenario.name,
    node: target.node,
    connections,
    rps: result.requests.average,
    requests,
    p99: result.latency.p99,
    // CPU µs per request of the server process and of its PostgreSQL (less noisy than req/s here).
    nodeUs: ((cpuAfter.node - cpuBefore.node) * 1000) / requests,
    dbUs: ((cpuAfter.children - cpuBefore.children) * 1000) / requests,
  }
}

/** A new guest's basket: POST carts without a cookie starts the guest's session too. */
async function guestBasket(origin: string, menuId: number) {
  const response = await fetch(`${origin}/api/v1/carts`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ menu_id: menuId }),
  })
  if (!response.ok) throw new Error(`POST carts: ${response.status}`)
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const cart = ((await response.json()) as { data: { id: string; time: { days: string[] } } }).data
  return { id: cart.id, cookie, days: cart.time.days }
}

/**
 * Baskets for the cart scenarios, each a guest of its own with their own session (as at a lunch
 * rush, and as the shared harness makes them), so an add reads the session a real one does. The
 * line is a product without required choices.
 */
export async function createBaskets(origin: string, menuId: number, count: number) {
  const baskets: { id: string; cookie: string }[] = []
  let days: string[] = []
  while (baskets.length < count) {
    const made = await Promise.all(
      Array.from({ length: Math.min(20, count - baskets.length) }, () => guestBasket(origin, menuId)),
    )
    days = made[0]?.days ?? days
    baskets.push(...made.map(({ id, cookie }) => ({ id, cookie })))
  }
  const menu = (await (await fetch(`${origin}/api/v1/menus/${menuId}`, { headers: HEADERS })).json()) as {
    data: {
      categories: {
        products: { product_id: number; available: boolean; optionGroups: { min: number }[] }[]
      }[]
    }
  }
  const product = menu.data.categories
    .flatMap((category) => category.products)
    .find((candidate) => candidate.available && candidate.optionGroups.every((group) => group.min === 0))
  const day = days[1] ?? days[0] ?? ''
  return { baskets, day, line: { product_id: product?.product_id, quantity: 1, choices: [] } }
}

/**
 * The shared harness's pool (`../shared/bench/api-load.mjs`, line_item_pool): POOL baskets take one
 * add each in turn until each holds LINES, then the next POOL; as a list of targets in that order.
 */
export function harnessPool(
  baskets: { id: string; cookie: string }[],
  pool: number,
  lines: number,
): TTargetRequest[] {
  const targets: TTargetRequest[] = []
  for (let set = 0; set * pool < baskets.length; set++)
    for (let round = 0; round < lines; round++)
      for (const basket of baskets.slice(set * pool, (set + 1) * pool))
        targets.push({ path: `/api/v1/carts/${basket.id}/products`, cookie: basket.cookie })
  return targets
}

/** Waits (up to 3 minutes) until the node at `origin` answers ping; false if it never did. */
export async function answersPing(origin: string, headers: Record<string, string> = HEADERS) {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      if ((await fetch(`${origin}/api/v1/ping`, { headers })).ok) return true
    } catch {}
    await new Promise((done) => setTimeout(done, 500))
  }
  return false
}
