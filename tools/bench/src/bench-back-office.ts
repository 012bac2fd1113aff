/**
 * The back office at the grown chain (BENCH_SCALE=1; ADR 057–063): what a chain admin opens on a
 * Monday morning, measured at 40,000 stores and, once `growCatalogue` has run, 500 products. The
 * admin is the demo's (README; two-step sign-in with the demo authenticator secret, ADR 044).
 */
import { Secret, TOTP } from 'otpauth'
import type pg from 'pg'

/** The demo's chain admin and manager (of stores 1–3), with the demo staff password. */
export const DEMO_ADMIN = 'admin@reddoordeli.example'
export const DEMO_MANAGER = 'manager@reddoordeli.example'
const DEMO_STAFF_PASSWORD = 'red-door-kitchen-2026'
/** The demo staff's authenticator secret (apps/api operations' DEMO_STAFF_TOTP_SECRET, public). */
const DEMO_TOTP_SECRET = 'REDDOORDELIDEMOKITCHENSTAFFTOTPQ'
/** What the issue measures the back office at. */
export const BACK_OFFICE_PRODUCTS = 500

type TRequest = { name: string; path: string; headers: Record<string, string> }

/** A demo staff member's token (the web channel's cookie value, presented as an app would). */
export async function staffToken(
  origin: string,
  headers: Record<string, string>,
  email = DEMO_ADMIN,
): Promise<string> {
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate()
  const response = await fetch(`${origin}/api/v1/staff/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_STAFF_PASSWORD, code }),
  })
  const token = /^deli_staff=([^;]+)/.exec(
    response.headers.getSetCookie().find((line) => line.startsWith('deli_staff=')) ?? '',
  )?.[1]
  if (!response.ok || !token) throw new Error(`${email}'s sign-in for the bench: ${response.status}`)
  return token
}

/**
 * Copies of the catalogue's products (names numbered, same category, options and price) until it
 * holds `total`, on every demo store's menu: the prices page and the catalogue list then carry 500
 * products, as a chain's would. A bulk load like the grown chain's.
 */
export async function growCatalogue(client: pg.Client, total = BACK_OFFICE_PRODUCTS): Promise<number> {
  await client.query(
    `with source as (select array_agg(id order by id) as ids, max(id) as top, count(*)::int as n from products)
     insert into products (id, category_id, name, description, cost, calories, dietary, allergens, image,
       quantities, option_groups, sort_order)
     select source.top + g, p.category_id, p.name || ' No. ' || g, p.description, p.cost, p.calories,
       p.dietary, p.allergens, p.image, p.quantities, p.option_groups, p.sort_order + 1000 + g
     from source cross join generate_series(1, greatest(0, $1::int - source.n)) g
     join products p on p.id = source.ids[1 + g % array_length(source.ids, 1)]`,
    [total],
  )
  await client.query(
    `insert into menu_products (menu_id, product_id, cost)
     select s.menu_id, p.id, p.cost from stores s cross join products p
     where s.id < 1000000 on conflict do nothing`,
  )
  await client.query('vacuum (analyze) products, menu_products')
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from products')
  return rows[0]?.n ?? 0
}

/** The admin's reads: store search by name and by city over the chain, the catalogue, a store's prices, the audit trail. */
export function backOfficeRequests(admin: Record<string, string>, storeId: number): TRequest[] {
  return [
    { name: 'back office: stores, first page', path: '/api/v1/staff/stores', headers: admin },
    { name: 'back office: stores, search "dallas"', path: '/api/v1/staff/stores?q=dallas', headers: admin },
    { name: 'back office: catalogue', path: '/api/v1/staff/catalogue', headers: admin },
    {
      name: "back office: a store's prices",
      path: `/api/v1/staff/back-office/prices?store_id=${storeId}`,
      headers: admin,
    },
    { name: 'back office: audit trail, first page', path: '/api/v1/staff/audit', headers: admin },
  ]
}
