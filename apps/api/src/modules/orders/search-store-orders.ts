import { STORE_ORDERS_PAGE_SIZE } from '@deli/contracts'
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { escapeLike } from '../../platform/like.ts'
import { orders, type TOrderRow } from './tables.ts'

/**
 * What `q` may match: the order's number (all digits, or '#1001' as every screen and email writes it),
 * the guest's name or email, or their phone's digits.
 */
function matchesOf(q: string): SQL | undefined {
  const contains = `%${escapeLike(q)}%`
  const name = sql`(${orders.contact}->>'first_name') || ' ' || (${orders.contact}->>'last_name')`
  const matches: (SQL | undefined)[] = [
    sql`${name} ilike ${contains}`,
    sql`(${orders.contact}->>'email') ilike ${contains}`,
  ]
  const digits = q.replace(/\D/g, '')
  const number = q.replace(/^#\s*/, '')
  if (/^\d{1,9}$/.test(number)) matches.push(eq(orders.number, Number(number)))
  // A phone typed any way ('214-555-0100', '(214) 555 0100') by its digits, four or more.
  if (digits.length >= 4 && /^[\d\s()+.-]+$/.test(q))
    matches.push(sql`regexp_replace(${orders.contact}->>'phone', '\\D', '', 'g') like ${`%${digits}%`}`)
  return or(...matches)
}

/**
 * A store's orders for its order lookup, newest placed first, a page at a time (one row more is read
 * to tell whether another follows): all of them, or those `q` matches. Orders still being paid for
 * (pending) or whose payment failed are left out: the store never had them. `before` is the previous
 * page's last order: the page continues below it by time, then id. Read along `orders_store_created_idx`.
 */
export async function searchStoreOrders(
  db: TQueryable,
  storeId: number,
  options: { q?: string; before?: string },
): Promise<{ rows: TOrderRow[]; next: string | null }> {
  const q = options.q?.trim()
  const cursor = options.before
    ? sql`(${orders.createdAt}, ${orders.id}) < (select created_at, id from orders where id = ${options.before})`
    : undefined
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        sql`${orders.status} not in ('pending', 'failed')`,
        q ? matchesOf(q) : undefined,
        cursor,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STORE_ORDERS_PAGE_SIZE + 1)
  const page = rows.slice(0, STORE_ORDERS_PAGE_SIZE)
  return { rows: page, next: rows.length > STORE_ORDERS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null }
}
