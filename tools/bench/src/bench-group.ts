/**
 * The group-order poll of `npm run bench` (ADR 040): a host-pays group with a few participants, polled
 * by its host with GET carts/group/{id} — once answered in full (200), once revalidated with its
 * ETag and unchanged (304, no body: one indexed read of the group's version).
 */
import pg from 'pg'
import { call, memberSession, productWithoutChoices, type TCheckoutOptions } from './bench-checkout.ts'

export type TGroupPoll = { path: string; headers: Record<string, string>; etag: string }

export async function prepareGroupPoll(
  options: Pick<TCheckoutOptions, 'origin' | 'headers' | 'databaseUrl' | 'menuId'>,
  participants = 5,
): Promise<TGroupPoll> {
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    const full = { ...options, orders: 0, guests: 1 }
    const host = await memberSession(full, client, 0)
    const productId = await productWithoutChoices(full)
    const { data: cart } = await call<{ id: string }>(options.origin, '/api/v1/carts', {
      method: 'POST',
      headers: host,
      body: JSON.stringify({ menu_id: options.menuId }),
    })
    const line = JSON.stringify({ product_id: productId, quantity: 1, choices: [] })
    await call(options.origin, `/api/v1/carts/${cart.id}/products`, {
      method: 'POST',
      headers: host,
      body: line,
    })
    const { data: group } = await call<{ id: string }>(options.origin, '/api/v1/carts/group', {
      method: 'POST',
      headers: host,
      body: JSON.stringify({
        cart_id: cart.id,
        menu_id: options.menuId,
        payment_type: 'host',
        handoff: 'pickup',
      }),
    })
    const names = ['Ava', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal']
    for (const name of names.slice(0, participants)) {
      const { response } = await call(options.origin, `/api/v1/carts/group/${group.id}/join`, {
        method: 'POST',
        headers: options.headers,
        body: JSON.stringify({ name }),
      })
      // The web channel gets its new session as the deli_session cookie only (no token header for browsers).
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('deli_session='))
      const token = cookie?.split(';')[0]?.slice('deli_session='.length) ?? ''
      const guest = { ...options.headers, token }
      await call(options.origin, `/api/v1/carts/${cart.id}/products`, {
        method: 'POST',
        headers: guest,
        body: line,
      })
    }
    const path = `/api/v1/carts/group/${group.id}`
    const response = await fetch(`${options.origin}${path}`, { headers: host })
    const etag = response.headers.get('etag')
    if (!response.ok || !etag) throw new Error(`group poll: ${response.status} without an ETag`)
    return { path, headers: host, etag }
  } finally {
    await client.end()
  }
}
