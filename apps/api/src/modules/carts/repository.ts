import type { TOptionGroup } from '@deli/contracts'
import type { TPriceOverride, TProductMakeFacts } from '@deli/domain'
import { and, asc, eq, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { preparedPerDatabase, preparedStatement } from '../../platform/prepared.ts'
import { storeTimingJson, toStoreTiming } from '../availability/index.ts'
import { productOverridesJson } from '../menus/index.ts'
import type { products } from '../menus/tables.ts'
import { slotBookings } from '../orders/tables.ts'
import { liveSessionJson, presentedValues, type TPresentedSession } from '../sessions/index.ts'
import { stores, type TStoreRow } from '../stores/tables.ts'
import { basketResetAt } from './basket-reset.ts'
import { basketMakeLinesJson, kitchenWorkJson } from './kitchen-repository.ts'
import { cartLines, carts, type TCartLineRow, type TCartRow } from './tables.ts'

// Every basket read by id (basket reads, group reads and checks): built once (ADR 036).
const cartRowStatement = preparedStatement<{ cartId: string }, TCartRow[]>((db) =>
  db
    .select()
    .from(carts)
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('find_cart_row'),
)

export async function findCartRow(db: TQueryable, cartId: string): Promise<TCartRow | undefined> {
  const [row] = await cartRowStatement(db, { cartId })
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
  /** The store's and its regions' price overrides of this product (ADR 062), applied by `priceLine`. */
  overrides: TPriceOverride[]
}

/**
 * `TMenuProduct` as one SQL json expression (null: the menu does not list it): the one text of the
 * read. `findMenuProduct` runs it alone; a basket change that adds a line selects it beside the
 * basket's lock (`lockCartForChange`, ADR 033). Written out with aliases: where Drizzle renders a
 * single-table query it leaves column names unqualified, and three tables here share `id` and `cost`.
 */
export const menuProductJson = (menuId: SQLWrapper, productId: SQLWrapper) => sql<TMenuProduct | null>`(
  select json_build_object(
    'product', json_build_object(
      'id', p.id, 'categoryId', p.category_id, 'name', p.name, 'description', p.description,
      'cost', p.cost, 'calories', p.calories, 'dietary', p.dietary, 'image', p.image,
      'allergens', p.allergens, 'quantities', p.quantities, 'optionGroups', p.option_groups, 'sortOrder', p.sort_order,
      'channels', p.channels, 'isUtensils', p.is_utensils),
    'cost', mp.cost, 'isAvailable', mp.is_available, 'superCategory', c.super_category,
    'overrides', ${productOverridesJson(menuId, productId)})
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

/** A product's price, availability, image, category (which rewards read) and calories on one menu. */
export type TMenuPrice = {
  cost: number
  isAvailable: boolean
  image: string
  categorySlug: string
  /** The product's own calories and its choices, which a line's calories are counted from (ADR 049). */
  calories: number
  optionGroups: TOptionGroup[]
  /** The product's make time as set (null: the chain's default) and its super-category (ADR 065). */
  make: TProductMakeFacts
  /** The catalogue's utensils flag (ADR 069): the line is hidden and uncounted. */
  isUtensils: boolean
}

/**
 * `TMenuPrice` of one product on one menu as one SQL json expression (null: the menu does not list
 * it): the one text of the read, which `findMenuPrices` runs over a list of products and a basket
 * change's lines (`change-repository.ts`) run for each line. Written out with aliases, as
 * `menuProductJson`.
 */
export const menuPriceJson = (menuId: SQLWrapper, productId: SQLWrapper) => sql<TMenuPrice | null>`(
  select json_build_object('cost', mp.cost, 'isAvailable', mp.is_available, 'image', p.image,
    'categorySlug', c.slug, 'calories', p.calories, 'optionGroups', p.option_groups,
    'make', json_build_object('makeSeconds', p.make_seconds, 'extraSeconds', p.make_extra_seconds,
      'superCategory', c.super_category),
    'isUtensils', p.is_utensils)
  from menu_products mp
  join products p on p.id = mp.product_id
  join categories c on c.id = p.category_id
  where mp.menu_id = ${menuId} and mp.product_id = ${productId}
)`

/** Price, availability, image and category of many products on one menu, keyed by product id. */
export async function findMenuPrices(db: TQueryable, menuId: number, productIds: readonly number[]) {
  const prices = new Map<number, TMenuPrice>()
  if (productIds.length === 0) return prices
  const rows = await db
    .select({
      productId: sql<number>`wanted.product_id`,
      price: menuPriceJson(sql`${menuId}::int`, sql`wanted.product_id`),
    })
    .from(sql`unnest(${sql.param(productIds)}::int[]) as wanted(product_id)`)
  for (const { productId, price } of rows) if (price) prices.set(productId, price)
  return prices
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
      resetAt: basketResetAt(resetMinutes),
    })
    .where(eq(carts.id, cartId))
    .returning()
  return row
}

/**
 * Freezes a basket whose order was submitted, as SQL (every basket call now answers 409): the
 * carts module's one text of it, which the orders module runs as a part of the submission's order
 * insert (ADR 012 amended; ADR 035, amended 2026-11-28).
 */
export const markCartSubmittedSql = (cartId: SQL): SQL =>
  sql`update ${carts} set ${sql.raw(carts.status.name)} = 'submitted', ${sql.raw(carts.updatedAt.name)} = now()
    where ${carts.id} = ${cartId} returning ${carts.id}`

function slotBookingsQuery(db: TQueryable, storeId: unknown, from: unknown, to: unknown) {
  return db
    .select({
      slotAt: slotBookings.slotAt,
      count: sql<number>`count(*)::int`.as('count'),
      work: sql<number>`coalesce(sum(${slotBookings.makeSeconds}), 0)::int`.as('work'),
    })
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

// Times, validate and every submission's booking count slots: built once (ADR 036).
const slotBookingsStatement = preparedStatement<
  { storeId: number; from: Date; to: Date },
  { slotAt: Date; count: number; work: number }[]
>((db) =>
  slotBookingsQuery(db, sql.placeholder('storeId'), sql.placeholder('from'), sql.placeholder('to')).prepare(
    'count_slot_bookings',
  ),
)

/** What a slot holds: its orders, and the make time they plan in it in seconds (ADR 065). */
export type TSlotLoad = { count: number; work: number }

/** Orders and planned work of each slot of a store between two instants, keyed by slot instant (ms). */
export async function countSlotBookings(
  db: TQueryable,
  storeId: number,
  from: Date,
  to: Date,
): Promise<Map<number, TSlotLoad>> {
  const rows = await slotBookingsStatement(db, { storeId, from, to })
  return new Map(rows.map((row) => [row.slotAt.getTime(), { count: row.count, work: row.work }]))
}

const preparedCartWithStore = preparedPerDatabase((db) =>
  db
    .select({ cart: carts, store: stores })
    .from(carts)
    .leftJoin(stores, eq(stores.menuId, carts.menuId))
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('find_cart_with_store'),
)

const storeForNewCartStatement = preparedStatement<
  { menuId: number },
  { store: TStoreRow; version: string }[]
>((db) =>
  db
    .select({ store: stores, version: sql<string>`${stores}.xmin::text` })
    .from(stores)
    .where(eq(stores.menuId, sql`${sql.placeholder('menuId')}::int`))
    .prepare('find_store_for_new_cart'),
)

/**
 * The store a new basket opens on (by its menu) with its row's version (`xmin`), which the basket's
 * insert is guarded by (ADR 013, amended): a read-only read of stores' table (ADR 012, 4).
 */
export async function findStoreForNewCart(
  db: TQueryable,
  menuId: number,
): Promise<{ store: TStoreRow; version: string } | undefined> {
  const [row] = await storeForNewCartStatement(db, { menuId })
  return row
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
 * past midnight books the next date), as [ms, count, work] triples: `countSlotBookings`' query as a subquery.
 */
function dayBookings(db: TDatabase) {
  const held = slotBookingsQuery(db, stores.id, localMidnight(0), localMidnight(2)).as('held')
  return sql<[number, number, number][]>`coalesce((
    select json_agg(json_build_array(extract(epoch from ${held.slotAt}) * 1000, ${held.count}, ${held.work}))
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
        kitchenStations: stores.kitchenStations,
      },
      timing: storeTimingJson(stores.id, stores.timezone, sql`${sql.placeholder('now')}::timestamptz`),
      bookings: dayBookings(db),
      makeLines: basketMakeLinesJson(carts.id),
      kitchen: kitchenWorkJson(stores.id, sql`${sql.placeholder('now')}::timestamptz`),
      session: liveSessionJson(),
    })
    .from(carts)
    .leftJoin(stores, eq(stores.menuId, carts.menuId))
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('find_cart_for_times'),
)

/**
 * Everything GET carts/{id}/times needs in one prepared statement (ADR 040, was four): the caller's
 * session (sessions' `liveSessionJson`, ADR 040), the basket's and its store's columns the rules read
 * (not whole rows), the store's timing (availability's `storeTimingJson`), the day's slot bookings
 * and the kitchen's work (ADR 065: a time within its plan's horizon needs room in it). An invalid
 * calendar day reads no bookings.
 */
export async function findCartForTimes(
  db: TDatabase,
  cartId: string,
  day: string | null,
  at: { now: Date; presented: TPresentedSession | null },
) {
  const values = { cartId, day, now: at.now.toISOString(), ...presentedValues(at.presented) }
  const [row] = await preparedCartForTimes(db).execute(values)
  if (!row) return undefined
  return {
    session: row.session,
    cart: row.cart,
    store: row.store,
    timing: toStoreTiming(row.timing),
    bookings: new Map(row.bookings.map(([instant, count, work]) => [instant, { count, work }])),
    makeLines: row.makeLines,
    kitchen: row.kitchen,
  }
}
