import { randomUUID } from 'node:crypto'
import type { TAny } from './cart-helpers.ts'
import { API, expectCreated } from './cart-helpers.ts'
import type { TTestApp } from './helper.ts'

export const PROMOTIONS_URL = `${API}/staff/back-office/promotions`

/** A promotion body as the back office's form sends it: $2 off everything, every channel and handoff. */
export const promotionBody = (overrides: TAny = {}): TAny => ({
  name: '$2 off catering',
  kind: 'amount',
  amount: 200,
  percent: null,
  free_product_id: null,
  minimum_subtotal: 0,
  product_ids: [],
  category_slugs: [],
  store_ids: [],
  region: null,
  channels: ['web', 'app', 'kiosk', 'catering'],
  handoffs: ['pickup', 'curbside', 'drivethru', 'delivery', 'dispatch'],
  starts_at: '2026-01-01T00:00',
  ends_at: null,
  code: null,
  members_only: false,
  once_per_member: false,
  budget_uses: null,
  budget_cents: null,
  ...overrides,
})

/** A unique code for a test's promotion. */
export const uniqueCode = (prefix = 'SAVE') => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`

/** Creates a promotion as `admin` (staff headers); answers it. */
export async function createPromotion(
  t: TTestApp,
  admin: { headers: Record<string, string> },
  overrides: TAny = {},
): Promise<TAny> {
  const response = await t.call({
    method: 'POST',
    url: PROMOTIONS_URL,
    payload: promotionBody(overrides),
    headers: admin.headers,
  })
  return expectCreated(response) as TAny
}
