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
  /** Spreads requests over several paths (one basket each), round robin, continuing across runs. */
  paths?: string[]
  body?: string
  /** Every answer is 304 Not Modified (a revalidated poll), not 2xx. */
  isNotModified?: boolean
}
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
    requests: scenario.paths
      ? [
          {
            setupRequest: (request) => {
              const paths = scenario.paths ?? []
              const next = ((nextPath.get(scenario) ?? -1) + 1) % paths.length
              nextPath.set(scenario, next)
              return { ...request, path: paths[next] ?? scenario.path }
            },
          },
        ]
      : undefined,
  })
  const unexpected = scenario.isNotModified ? result.requests.total - result['3xx'] : result.non2xx
  if (unexpected > 0 || result.errors > 0)
    throw new Error(`${scenario.name}: ${unexpected} unexpected statuses, ${result.errors} errors`)
  const cpuAfter = cpuOfTree(target.pid)
  const requests = Math.max(result.requests.total, 1)
  return {
    name: scenario.name,
    node: target.node,
    connections,
    rps: result.requests.average,
    p99: result.latency.p99,
    // CPU µs per request of the server process and of its PostgreSQL (less noisy than req/s here).
    nodeUs: ((cpuAfter.node - cpuBefore.node) * 1000) / requests,
    dbUs: ((cpuAfter.children - cpuBefore.children) * 1000) / requests,
  }
}

/**
 * Baskets for the cart scenarios, all of one guest session: requests spread over them so each stays
 * the size of a real basket. The line is a product without required choices.
 */
export async function createBaskets(origin: string, menuId: number, count: number) {
  const first = await fetch(`${origin}/api/v1/carts`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ menu_id: menuId }),
  })
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const firstCart = ((await first.json()) as { data: { id: string; time: { days: string[] } } }).data
  const ids = [firstCart.id]
  while (ids.length < count) {
    const response = await fetch(`${origin}/api/v1/carts`, {
      method: 'POST',
      headers: { ...HEADERS, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ menu_id: menuId }),
    })
    ids.push(((await response.json()) as { data: { id: string } }).data.id)
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
  const day = firstCart.time.days[1] ?? firstCart.time.days[0] ?? ''
  return { cookie, ids, day, line: { product_id: product?.product_id, quantity: 1, choices: [] } }
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
