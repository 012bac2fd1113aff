import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { menuPriceJson, type TMenuPrice } from './repository.ts'
import type { TCartLineRow } from './tables.ts'

/** A basket line as the touch statement answers it, with its product's price on the basket's menu. */
export type TLineJson = Omit<TCartLineRow, 'createdAt'> & { createdAt: string; price: TMenuPrice | null }

/** The columns of a line, in one order for both sides of the union below. */
export const LINE_COLUMNS = sql.raw(
  'id, cart_id, product_id, name, quantity, unit_cost, choices, instructions, recipient, participant_id, is_catering, created_at',
)

/**
 * The basket's lines oldest first, each with its product's price, availability, image and category
 * on the basket's (new) menu (`menuId`): in RETURNING, "carts" is the updated row. A line added by the same
 * statement is in its `added` CTE, not yet in the table the statement reads. Written out, not built
 * from Drizzle's columns: in a single-table RETURNING Drizzle leaves column names unqualified, which
 * the subqueries' own tables would capture.
 */
export const linesJson = (
  cartId: string | Placeholder,
  withAdded: boolean,
  menuId: SQL = sql`"carts"."menu_id"`,
): SQL<TLineJson[]> => sql`coalesce((
  select json_agg(json_build_object(
    'id', l.id, 'cartId', l.cart_id, 'productId', l.product_id, 'name', l.name, 'quantity', l.quantity,
    'unitCost', l.unit_cost, 'choices', l.choices, 'instructions', l.instructions,
    'recipient', l.recipient, 'participantId', l.participant_id, 'isCatering', l.is_catering,
    'createdAt', l.created_at,
    'price', ${menuPriceJson(menuId, sql`l.product_id`)}
    ) order by l.id)
  from (
    select ${LINE_COLUMNS} from cart_lines where cart_id = ${cartId}::uuid
    ${withAdded ? sql`union all select ${LINE_COLUMNS} from added` : sql``}
  ) l
), '[]'::json)`

/** The rows and prices of a `linesJson` answer. */
export function linesOf(json: TLineJson[]): { lines: TCartLineRow[]; prices: Map<number, TMenuPrice> } {
  const prices = new Map<number, TMenuPrice>()
  const lines = json.map(({ price, createdAt, ...line }) => {
    if (price) prices.set(line.productId, price)
    return { ...line, createdAt: new Date(createdAt) }
  })
  return { lines, prices }
}
