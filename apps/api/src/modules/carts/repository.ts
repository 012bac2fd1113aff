import { and, asc, eq, getTableColumns, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { isPool, preparedPerDatabase } from '../../platform/prepared.ts'
import { categories, menuProducts, products } from '../menus/tables.ts'
import { heldItemsJson, type THeldItemsAt, toHeldItems } from '../operations/find-held-items.ts'
import { storeTimingJson, type TStoreTiming, toStoreTiming } from '../operations/find-store-timing.ts'
import { slotBookings } from '../orders/tables.ts'
import { stores, type TStoreRow } from '../stores/tables.ts'
import { cartLines, carts, type TCartLineRow, type TCartRow } from './tables.ts'

export async function findCartRow(db: TQueryable, cartId: string): Promise<TCartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId))
  return row
}

/** The cart row locked for the rest of the transaction: mutations of one basket run one at a time. */
export async function lockCartRow(db: TQueryable, cartId: string): Promise<TCartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).for('update')
  return row
}

export async function findCartLines(db: TQueryable, cartId: string): Promise<TCartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.id))
}

/** A product as one menu sells it: this menu's price and availability, and its category's channel. */
export type TMenuProduct = {
  product: typeof products.$inferSelect
  cost: number
  isAvailable: boolean
  superCategory: 'mealtime' | 'catering'
}

/**
 * `TMenuProduct` as one SQL json expression (null: the menu does not list it): the one text of the
 * read. `findMenuProduct` runs it alone; a basket change that adds a line selects it beside the
 * basket's lock (`lockCartForChange`, issue 13). Written out with aliases: where Drizzle renders a
 * single-table query it leaves column names unqualified, and three tables here share `id` and `cost`.
 */
export const menuProductJson = (menuId: SQLWrapper, productId: SQLWrapper) => sql<TMenuProduct | null>`(
  select json_build_object(
    'product', json_build_object(
      'id', p.id, 'categoryId', p.category_id, 'name', p.name, 'description', p.description,
      'cost', p.cost, 'calories', p.calories, 'dietary', p.dietary, 'image', p.image,
      'quantities', p.quantities, 'optionGroups', p.option_groups, 'sortOrder', p.sort_order),
    'cost', mp.cost, 'isAvailable', mp.is_available, 'superCategory', c.super_category)
  from menu_products mp
  join products p on p.id = mp.product_id
  join categories c on c.id = p.category_id
  where mp.menu_id = ${menuId} and mp.product_id = ${productId}
)`

export async function findMenuProduct(
  db: TQueryable,
  menuId: number,
  productId: number,
): Promise<TMenuProduct | undefined> {
  const [row] = await db
    .select({ found: menuProductJson(sql`${menuId}::int`, sql`${productId}::int`) })
    .from(sql`(select 1) as one`)
  return row?.found ?? undefined
}

/** A product's price, availability, image and category (which rewards read) on one menu. */
export type TMenuPrice = { cost: number; isAvailable: boolean; image: string; categorySlug: string }

/** Price, availability, image and category of many products on one menu, keyed by product id. */
export async function findMenuPrices(db: TQueryable, menuId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, TMenuPrice>()
  const rows = await db
    .select({
      productId: menuProducts.productId,
      cost: menuProducts.cost,
      isAvailable: menuProducts.isAvailable,
      image: products.image,
      categorySlug: categories.slug,
    })
    .from(menuProducts)
    .innerJoin(products, eq(products.id, menuProducts.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(eq(menuProducts.menuId, menuId), sql`${menuProducts.productId} = any(${sql.param(productIds)})`),
    )
  return new Map(rows.map(({ productId, ...price }) => [productId, price satisfies TMenuPrice]))
}

/** Marks the basket touched: applies `changes`, pushes its reset time out, answers the new row. */
export async function touchCart(
  db: TQueryable,
  cartId: string,
  resetMinutes: number,
  changes: Partial<TCartRow> = {},
): Promise<TCartRow | undefined> {
  const [row] = await db
    .update(carts)
    .set({
      ...changes,
      updatedAt: sql`now()`,
      resetAt: sql`now() + make_interval(mins => ${resetMinutes})`,
    })
    .where(eq(carts.id, cartId))
    .returning()
  return row
}

/** Freezes a basket whose order was submitted (in the submission's transaction): every basket call now answers 409. */
export async function markCartSubmitted(db: TQueryable, cartId: string): Promise<void> {
  await db.update(carts).set({ status: 'submitted', updatedAt: sql`now()` }).where(eq(carts.id, cartId))
}

function slotBookingsQuery(db: TQueryable, storeId: unknown, from: unknown, to: unknown) {
  return db
    .select({ slotAt: slotBookings.slotAt, count: sql<number>`count(*)::int`.as('count') })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.storeId, storeId as number),
        gte(slotBookings.slotAt, from as Date),
        lt(slotBookings.slotAt, to as Date),
      ),
    )
    .groupBy(slotBookings.slotAt)
}

const preparedSlotBookings = preparedPerDatabase((db) =>
  slotBookingsQuery(db, sql.placeholder('storeId'), sql.placeholder('from'), sql.placeholder('to')).prepare(
    'count_slot_bookings',
  ),
)

/** Orders holding each slot of a store between two instants, keyed by slot instant (ms). */
export async function countSlotBookings(db: TQueryable, storeId: number, from: Date, to: Date) {
  const rows = isPool(db)
    ? await preparedSlotBookings(db).execute({ storeId, from, to })
    : await slotBookingsQuery(db, storeId, from, to)
  return new Map(rows.map((row) => [row.slotAt.getTime(), row.count]))
}

const preparedCartWithStore = preparedPerDatabase((db) =>
  db
    .select({ cart: carts, store: stores })
    .from(carts)
    .leftJoin(stores, eq(stores.menuId, carts.menuId))
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('find_cart_with_store'),
)

const storeForNewCartQuery = (db: TQueryable, menuId: SQLWrapper, now: SQLWrapper) =>
  db
    // Qualified by hand: Drizzle leaves a single-table select's columns unqualified.
    .select({ store: stores, timing: storeTimingJson(sql`"stores"."id"`, sql`"stores"."timezone"`, now) })
    .from(stores)
    .where(eq(stores.menuId, menuId))

const preparedStoreForNewCart = preparedPerDatabase((db) =>
  storeForNewCartQuery(
    db,
    sql`${sql.placeholder('menuId')}::int`,
    sql`${sql.placeholder('now')}::timestamptz`,
  ).prepare('find_store_for_new_cart'),
)

/**
 * The store a new basket opens on (by its menu) with its timing (operations' `storeTimingJson`),
 * in one statement: a read-only read of stores' table where one query is the point (ADR 012, 4).
 */
export async function findStoreForNewCart(
  db: TQueryable,
  menuId: number,
  now: Date,
): Promise<{ store: TStoreRow; timing: TStoreTiming } | undefined> {
  const at = now.toISOString()
  const [row] = isPool(db)
    ? await preparedStoreForNewCart(db).execute({ menuId, now: at })
    : await storeForNewCartQuery(db, sql`${menuId}::int`, sql`${at}::timestamptz`)
  return row && { store: row.store, timing: toStoreTiming(row.timing) }
}

/**
 * A basket row and its store in one prepared statement (the hot reads: upsells, validate). A
 * read-only join on stores' table where one query is the point (ADR 012, 4).
 */
export async function findCartWithStore(
  db: TDatabase,
  cartId: string,
): Promise<{ cart: TCartRow; store: TStoreRow | null } | undefined> {
  const [row] = await preparedCartWithStore(db).execute({ cartId })
  return row
}

export async function hasCateringLine(db: TQueryable, cartId: string): Promise<boolean> {
  const [row] = await db
    .select({
      found: sql<boolean>`exists(select 1 from ${cartLines} where ${cartLines.cartId} = ${cartId} and ${cartLines.isCatering})`,
    })
    .from(sql`(select 1) as one`)
  return row?.found ?? false
}

/** Lines one group participant has in a basket (the lines-per-person limit). */
export async function countParticipantLines(
  db: TQueryable,
  cartId: string,
  participantId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.participantId, participantId)))
  return row?.count ?? 0
}

/** The store-local day `$day` ('YYYYMMDD') plus `days`, at 00:00 in the store's zone. */
const localMidnight = (days: number) =>
  sql`((to_date(${sql.placeholder('day')}::text, 'YYYYMMDD') + ${sql.raw(String(days))})::timestamp at time zone ${stores.timezone})`

/**
 * Orders holding each slot of the basket's store from the local day `$day` on for two days (a period
 * past midnight books the next date), as [ms, count] pairs: `countSlotBookings`' query as a subquery.
 */
function dayBookings(db: TDatabase) {
  const held = slotBookingsQuery(db, stores.id, localMidnight(0), localMidnight(2)).as('held')
  return sql<[number, number][]>`coalesce((
    select json_agg(json_build_array(extract(epoch from ${held.slotAt}) * 1000, ${held.count}))
    from ${held}
  ), '[]'::json)`
}

const preparedCartForTimes = preparedPerDatabase((db) =>
  db
    .select({
      cart: {
        sessionId: carts.sessionId,
        status: carts.status,
        resetAt: carts.resetAt,
        handoff: carts.handoff,
        channel: carts.channel,
      },
      store: {
        id: stores.id,
        timezone: stores.timezone,
        hours: stores.hours,
        leadTimeMinutes: stores.leadTimeMinutes,
        services: stores.services,
        slotCapacity: stores.slotCapacity,
      },
      timing: storeTimingJson(stores.id, stores.timezone, sql`${sql.placeholder('now')}::timestamptz`),
      bookings: dayBookings(db),
    })
    .from(carts)
    .leftJoin(stores, eq(stores.menuId, carts.menuId))
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('find_cart_for_times'),
)

/**
 * Everything GET carts/{id}/times needs after the session, in one prepared statement (issue 13, was
 * three): the basket's and its store's columns the rules read (not whole rows), the store's timing
 * (operations' `storeTimingJson`) and the day's slot bookings. An invalid calendar day reads none.
 */
export async function findCartForTimes(db: TDatabase, cartId: string, day: string | null, now: Date) {
  const [row] = await preparedCartForTimes(db).execute({ cartId, day, now: now.toISOString() })
  if (!row) return undefined
  return {
    cart: row.cart,
    store: row.store,
    timing: toStoreTiming(row.timing),
    bookings: new Map(row.bookings),
  }
}

/**
 * The two statements every basket change runs in its transaction (issue 13: a change was a dozen
 * round trips, each a few hundred µs of driver work). `lockCartForChange` opens it: the basket's row
 * lock with everything the change and its answer read of other modules — the store, its timing and
 * its held items (operations' SQL expressions, the one text of each rule). `touchCartWithLines`
 * closes it: the basket's new row with its lines priced on its menu, ready for `presentCart`.
 */

/**
 * The basket locked with its store (not locked), the store's timing and its holds at `now`, and —
 * for a change that adds a line — that product on the basket's menu (null: the menu does not list it).
 */
export type TLockedCart = {
  cart: TCartRow
  store: TStoreRow | null
  timing: TStoreTiming
  held: THeldItemsAt
  product: TMenuProduct | null
}

export async function lockCartForChange(
  db: TQueryable,
  cartId: string,
  now: Date,
  productId: number | null = null,
): Promise<TLockedCart | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`
  const [row] = await db
    .select({
      cart: carts,
      store: stores,
      timing: storeTimingJson(stores.id, stores.timezone, at),
      held: heldItemsJson(stores.id, at),
      product: menuProductJson(carts.menuId, sql`${productId}::int`),
    })
    .from(carts)
    .leftJoin(stores, eq(stores.menuId, carts.menuId))
    .where(eq(carts.id, cartId))
    .for('update', { of: carts })
  if (!row) return undefined
  return {
    cart: row.cart,
    store: row.store,
    timing: toStoreTiming(row.timing),
    held: toHeldItems(row.held, now),
    product: row.product,
  }
}

/** A basket line as the touch statement answers it, with its product's price on the basket's menu. */
type TLineJson = Omit<TCartLineRow, 'createdAt'> & { createdAt: string; price: TMenuPrice | null }

/** The columns of a line, in one order for both sides of the union below. */
const LINE_COLUMNS = sql.raw(
  'id, cart_id, product_id, name, quantity, unit_cost, choices, instructions, recipient, participant_id, is_catering, created_at',
)

/**
 * The basket's lines oldest first, each with its product's price, availability, image and category
 * on the basket's (new) menu: in RETURNING, "carts" is the updated row. A line added by the same
 * statement is in its `added` CTE, not yet in the table the statement reads. Written out, not built
 * from Drizzle's columns: in a single-table RETURNING Drizzle leaves column names unqualified, which
 * the subqueries' own tables would capture.
 */
const linesJson = (cartId: string, withAdded: boolean): SQL<TLineJson[]> => sql`coalesce((
  select json_agg(json_build_object(
    'id', l.id, 'cartId', l.cart_id, 'productId', l.product_id, 'name', l.name, 'quantity', l.quantity,
    'unitCost', l.unit_cost, 'choices', l.choices, 'instructions', l.instructions,
    'recipient', l.recipient, 'participantId', l.participant_id, 'isCatering', l.is_catering,
    'createdAt', l.created_at,
    'price', (
      select json_build_object('cost', mp.cost, 'isAvailable', mp.is_available, 'image', p.image,
        'categorySlug', c.slug)
      from menu_products mp
      join products p on p.id = mp.product_id
      join categories c on c.id = p.category_id
      where mp.menu_id = "carts"."menu_id" and mp.product_id = l.product_id
    )) order by l.id)
  from (
    select ${LINE_COLUMNS} from cart_lines where cart_id = ${cartId}::uuid
    ${withAdded ? sql`union all select ${LINE_COLUMNS} from added` : sql``}
  ) l
), '[]'::json)`

/** The basket after a change: its row, its lines, and their prices keyed by product id. */
export type TTouchedCart = { cart: TCartRow; lines: TCartLineRow[]; prices: Map<number, TMenuPrice> }

/** A line a change adds: written by the touch statement itself. */
export type TNewCartLine = typeof cartLines.$inferInsert

/**
 * Marks the basket touched — applies `changes`, pushes its reset time out, inserts the `added` line
 * if any — and answers the new row with its lines and their prices, in one statement.
 */
export async function touchCartWithLines(
  db: TQueryable,
  cartId: string,
  resetMinutes: number,
  changes: Partial<TCartRow> = {},
  added?: TNewCartLine,
): Promise<TTouchedCart | undefined> {
  const update = added
    ? db.with(db.$with('added', { id: cartLines.id }).as(insertedLine(db, added))).update(carts)
    : db.update(carts)
  const [row] = await update
    .set({
      ...changes,
      updatedAt: sql`now()`,
      resetAt: sql`now() + make_interval(mins => ${resetMinutes})`,
    })
    .where(eq(carts.id, cartId))
    .returning({ ...getTableColumns(carts), lines: linesJson(cartId, added !== undefined) })
  if (!row) return undefined
  const { lines: json, ...cart } = row
  return { cart, ...linesOf(json) }
}

/** The rows and prices of a `linesJson` answer. */
function linesOf(json: TLineJson[]): { lines: TCartLineRow[]; prices: Map<number, TMenuPrice> } {
  const prices = new Map<number, TMenuPrice>()
  const lines = json.map(({ price, createdAt, ...line }) => {
    if (price) prices.set(line.productId, price)
    return { ...line, createdAt: new Date(createdAt) }
  })
  return { lines, prices }
}

/** A basket's lines with their prices on its menu, in one statement (`presentCart` when it has neither). */
export async function findCartLinesWithPrices(db: TQueryable, cartId: string) {
  const [row] = await db
    .select({ lines: linesJson(cartId, false) })
    .from(carts)
    .where(eq(carts.id, cartId))
  return linesOf(row?.lines ?? [])
}

/** The insert of a new line, returning every column (the `added` CTE of the touch statement). */
const insertedLine = (db: TQueryable, line: TNewCartLine) =>
  db.insert(cartLines).values(line).returning().getSQL()
