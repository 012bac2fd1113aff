import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { menuPriceJson, type TMenuPrice } from './repository.ts'
import type { TCartLineRow } from './tables.ts'

/** A basket line as the statements that read lines answer it. */
type TLineJson = Omit<TCartLineRow, 'createdAt'> & { createdAt: string }

/**
 * A basket's lines as one JSON value: the lines, and the price of each product they hold on the
 * basket's menu, keyed by product id (null: the menu no longer lists it).
 */
export type TLinesJson = { lines: TLineJson[]; prices: Record<string, TMenuPrice | null> }

/** The columns of a line, in one order for both sides of the union below. */
const LINE_COLUMNS = sql.raw(
  'id, cart_id, product_id, name, quantity, unit_cost, choices, instructions, recipient, participant_id, is_catering, created_at',
)

/**
 * The basket's lines oldest first, and the price, availability, image, category and option groups of
 * each product among them on the basket's (new) menu (`menuId`; in RETURNING, "carts" is the updated
 * row) — once per product, however many lines hold it (ten of the same sandwich for an office read
 * its option groups once). A line added by the same statement is in its `added` CTE, not yet in the
 * table the statement reads. Written out, not built from Drizzle's columns: in a single-table
 * RETURNING Drizzle leaves column names unqualified, which the subqueries' own tables would capture.
 */
export const linesJson = (
  cartId: string | Placeholder,
  withAdded: boolean,
  menuId: SQL = sql`"carts"."menu_id"`,
): SQL<TLinesJson> => sql`(
  with l as (
    select ${LINE_COLUMNS} from cart_lines where cart_id = ${cartId}::uuid
    ${withAdded ? sql`union all select ${LINE_COLUMNS} from added` : sql``}
  )
  select json_build_object(
    'lines', coalesce((select json_agg(json_build_object(
      'id', l.id, 'cartId', l.cart_id, 'productId', l.product_id, 'name', l.name, 'quantity', l.quantity,
      'unitCost', l.unit_cost, 'choices', l.choices, 'instructions', l.instructions,
      'recipient', l.recipient, 'participantId', l.participant_id, 'isCatering', l.is_catering,
      'createdAt', l.created_at) order by l.id) from l), '[]'::json),
    'prices', coalesce((select json_object_agg(wanted.product_id, ${menuPriceJson(menuId, sql`wanted.product_id`)})
      from (select distinct product_id from l) wanted), '{}'::json)
  )
)`

/** The rows and prices of a `linesJson` answer (none: a basket that is gone). */
export function linesOf(json: TLinesJson | undefined): {
  lines: TCartLineRow[]
  prices: Map<number, TMenuPrice>
} {
  const prices = new Map<number, TMenuPrice>()
  for (const [productId, price] of Object.entries(json?.prices ?? {}))
    if (price) prices.set(Number(productId), price)
  const lines = (json?.lines ?? []).map(({ createdAt, ...line }) => ({
    ...line,
    createdAt: new Date(createdAt),
  }))
  return { lines, prices }
}
