/**
 * The cookies a signed-in member's browser sends with a menu or product page (ADR 068): their
 * session (a real member's, made as the checkout scenario makes them), the member-id hint the
 * storefront keeps in `_<prefix>_user` and the basket id in `deli_basket`. The bench's "signed-in
 * member" SSR rows send them, so "members as fast as guests" is measured with what members carry.
 */
import pg from 'pg'
import { call, memberSession, type TCheckoutOptions } from './bench-checkout.ts'

export async function memberPageCookie(
  options: Pick<TCheckoutOptions, 'origin' | 'headers' | 'databaseUrl' | 'menuId'>,
): Promise<string> {
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    const member = await memberSession({ ...options, orders: 0, guests: 1 }, client, 7068)
    const { data: cart } = await call<{ id: string }>(options.origin, '/api/v1/carts', {
      method: 'POST',
      headers: member,
      body: JSON.stringify({ menu_id: options.menuId }),
    })
    const user = await client.query<{ user_id: string }>(
      'select s.user_id from sessions s join carts c on c.session_id = s.id where c.id = $1',
      [cart.id],
    )
    return `deli_session=${member.token}; _rd_user=${user.rows[0]?.user_id ?? ''}; deli_basket=${cart.id}`
  } finally {
    await client.end()
  }
}
