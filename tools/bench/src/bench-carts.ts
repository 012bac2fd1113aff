/**
 * The cart scenarios of `npm run bench` and their set-up: baskets the size of real ones (ADR 040),
 * each a guest with their own session (a lunch rush), opened before the other scenarios' set-up.
 */
import { ORDER_LIMITS } from '@deli/domain'
import { createBaskets, HEADERS, harnessPool, type TScenario } from './bench-load.ts'

/**
 * Adds spread over 2,000 baskets (a few lines each by the end of a run), and the shared-basket
 * scenario sends SHARED_ADDS adds in a row to each of 800 more (enough for four runs of 5 s at
 * 1,600 adds a second), so every connection adds to the
 * same basket at once, a basket ending full (ORDER_LIMITS.basketLines, 40 lines: an add past it is
 * refused, ADR 042). The harness-shaped scenario replays the shared harness's pool (200 baskets at
 * a time, each to 40 lines) so the two agree on shape. Then a new guest's basket and the times of
 * the spread baskets.
 */
export async function prepareCartScenarios(origin: string, menuId: number | undefined): Promise<TScenario[]> {
  const baskets = await createBaskets(origin, menuId ?? 1001, 3800)
  const sharedBaskets = baskets.baskets.splice(-800)
  const harnessBaskets = baskets.baskets.splice(-1000)
  const SHARED_ADDS = ORDER_LIMITS.basketLines
  const addTo = (basket: { id: string; cookie: string }) => ({
    path: `/api/v1/carts/${basket.id}/products`,
    cookie: basket.cookie,
  })
  const addLine = {
    method: 'POST' as const,
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify(baskets.line),
  }
  return [
    {
      name: 'POST carts/{id}/products (add to cart)',
      path: '/api/v1/carts',
      targets: baskets.baskets.map(addTo),
      ...addLine,
    },
    {
      name: 'POST carts/{id}/products (add to cart, one shared basket)',
      path: '/api/v1/carts',
      targets: sharedBaskets.flatMap((basket) => Array(SHARED_ADDS).fill(addTo(basket))),
      ...addLine,
    },
    {
      name: 'POST carts/{id}/products (add to cart, harness pool: 200 baskets to 40 lines)',
      path: '/api/v1/carts',
      targets: harnessPool(harnessBaskets, 200, ORDER_LIMITS.basketLines),
      ...addLine,
    },
    {
      // A new guest: no session cookie, so each request starts a session and opens a basket.
      name: 'POST carts (new guest basket)',
      path: '/api/v1/carts',
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ menu_id: menuId }),
    },
    {
      name: 'GET carts/{id}/times?day (available times)',
      path: '/api/v1/carts',
      targets: baskets.baskets.map((basket) => ({
        path: `/api/v1/carts/${basket.id}/times?day=${baskets.day}`,
        cookie: basket.cookie,
      })),
    },
  ]
}
