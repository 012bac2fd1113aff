import { eq, getTableColumns, ne, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { placeholdersFor, preparedStatement } from '../../platform/prepared.ts'
import {
  heldItemsJson,
  storeTimingJson,
  type THeldItemsAt,
  type THeldItemsJson,
  type TStoreTiming,
  type TStoreTimingJson,
  toHeldItems,
  toStoreTiming,
} from '../availability/index.ts'
import { storeDaypartsJson, type TDaypartWithSlug } from '../menus/index.ts'
import { orders } from '../orders/tables.ts'
import {
  liveSessionJson,
  presentedValues,
  type TLiveSessionJson,
  type TPresentedSession,
} from '../sessions/index.ts'
import { stores, type TStoreRow } from '../stores/tables.ts'
import { basketResetAt } from './basket-reset.ts'
import { linesJson, linesOf, type TLinesJson } from './cart-lines-json.ts'
import { kitchenWorkJson, type TKitchenWork } from './kitchen-repository.ts'
import { menuProductJson, type TMenuPrice, type TMenuProduct } from './repository.ts'
import { cartLines, carts, type TCartLineRow, type TCartRow } from './tables.ts'

/**
 * The id of a basket's order that has not failed (at most one: unique partial index), as an SQL
 * expression over a basket id (null: none): the submission's lock statement reads it
 * (`lockCartForSubmission`), so every repeated submit answers the order already made. A read-only
 * join on orders' table (ADR 012).
 */
const liveOrderIdOf = (cartId: SQLWrapper) =>
  sql<string | null>`(select ${orders.id} from ${orders}
    where ${orders.cartId} = ${cartId} and ${ne(orders.status, 'failed')})`

/**
 * The two statements every basket change runs in its transaction (ADR 033: a change was a dozen
 * round trips, each a few hundred µs of driver work). `lockCartForChange` opens it: the basket's row
 * lock with everything the change and its answer read of other modules — the store, its timing and
 * its held items (availability's SQL expressions, the one text of each rule). `touchCartWithLines`
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
  /** The store's kitchen work (ADR 065), read with the lock for the basket's quote. */
  kitchen: TKitchenWork
  held: THeldItemsAt
  /** The store's dayparts (ADR 060), read with the lock. */
  dayparts: TDaypartWithSlug[]
  product: TMenuProduct | null
  /** With a product: the lines the basket holds before the change (0 otherwise). */
  lineCount: number
  /** The live session of the token the caller presented, read beside the lock (null: none, or not asked). */
  session: TLiveSessionJson | null
}

type TLockedCartRow = {
  cart: TCartRow
  store: TStoreRow | null
  timing: TStoreTimingJson
  kitchen: TKitchenWork
  held: THeldItemsJson
  dayparts: TDaypartWithSlug[]
  product: TMenuProduct | null
  lineCount: number
  session?: TLiveSessionJson | null
}

/**
 * The lock statement's columns; a submission's adds the basket's lines and its live order. Without
 * `forUpdate` it is the optimistic add's read (ADR 033 amendment): the same columns, no row lock.
 */
function lockQuery<TExtra extends Record<string, SQL>>(db: TQueryable, extra: TExtra, forUpdate = true) {
  const at = sql`${sql.placeholder('now')}::timestamptz`
  const query = db
    .select({
      cart: carts,
      store: stores,
      timing: storeTimingJson(stores.id, stores.timezone, at),
      kitchen: kitchenWorkJson(stores.id, at),
      held: heldItemsJson(stores.id, at),
      dayparts: storeDaypartsJson(stores.id),
      product: menuProductJson(carts.menuId, sql`${sql.placeholder('productId')}::int`),
      // Only a change that adds a line needs the count (the lines cap, ADR 042).
      lineCount: sql<number>`case when ${sql.placeholder('productId')}::int is null then 0
        else (select count(*)::int from ${cartLines} where ${cartLines.cartId} = ${carts.id}) end`,
      ...extra,
    })
    .from(carts)
    .leftJoin(stores, eq(stores.menuId, carts.menuId))
    .where(eq(carts.id, sql.placeholder('cartId')))
  return forUpdate ? query.for('update', { of: carts }) : query
}

type TLockValues = { cartId: string; now: string; productId: number | null }

// Every basket change opens with this statement: built once (ADR 036). It also reads the session of
// the token the caller presented (sessions' own rule), so a change needs no round trip of its own
// for it (ADR 033).
const lockCartStatement = preparedStatement<
  TLockValues & ReturnType<typeof presentedValues>,
  TLockedCartRow[]
>((db) => lockQuery(db, { session: liveSessionJson() }).prepare('lock_cart_for_change'))

// Every submission opens with this one (ADR 035): the lines and the live order come with the lock,
// and the row's version twice — the locked row's, and the one the statement's snapshot saw.
const lockForSubmissionStatement = preparedStatement<
  TLockValues,
  (TLockedCartRow & {
    lines: TLinesJson
    liveOrderId: string | null
    lockedVersion: string
    snapshotVersion: string | null
  })[]
>((db) =>
  lockQuery(db, {
    lines: linesJson(sql.placeholder('cartId'), false),
    liveOrderId: liveOrderIdOf(carts.id),
    lockedVersion: sql<string>`${carts}.xmin::text`,
    snapshotVersion: sql<
      string | null
    >`(select seen.xmin::text from ${carts} as seen where seen.id = ${carts.id})`,
  }).prepare('lock_cart_for_submission'),
)

// The optimistic add's read (ADR 033 amendment): the lock statement's columns without the lock, and
// the row's version, which its conditional write compares.
const readCartStatement = preparedStatement<
  TLockValues & ReturnType<typeof presentedValues>,
  (TLockedCartRow & { version: string })[]
>((db) =>
  lockQuery(db, { session: liveSessionJson(), version: sql<string>`${carts}.xmin::text` }, false).prepare(
    'read_cart_for_change',
  ),
)

const toLockedCart = (row: TLockedCartRow, now: Date): TLockedCart => ({
  cart: row.cart,
  store: row.store,
  timing: toStoreTiming(row.timing),
  kitchen: row.kitchen,
  held: toHeldItems(row.held, now),
  dayparts: row.dayparts,
  product: row.product,
  lineCount: row.lineCount,
  session: row.session ?? null,
})

/**
 * A submission's lock: the basket as `lockCartForChange` reads it, with its lines priced on its menu
 * and the id of its live order (orders' rule, a read-only join, ADR 012) — one round trip for what
 * were three, two when another change of the basket committed while this one waited for the lock.
 */
export async function lockCartForSubmission(db: TQueryable, cartId: string, now: Date) {
  const values = { cartId, now: now.toISOString(), productId: null }
  let [row] = await lockForSubmissionStatement(db, values)
  // A change committed while the statement waited for the row's lock (an add, another submission)
  // is newer than the statement's snapshot: PostgreSQL answers the locked row as it is now, but the
  // lines and the live order as the snapshot saw them. The versions tell; read again under the lock.
  if (row && row.lockedVersion !== row.snapshotVersion) [row] = await lockForSubmissionStatement(db, values)
  if (!row) return undefined
  return { ...toLockedCart(row, now), ...linesOf(row.lines), liveOrderId: row.liveOrderId }
}

/**
 * A change's lock: the basket with its store, timing, holds and the product it adds, and the live
 * session of `presented` (a caller whose session is already known passes null).
 */
export async function lockCartForChange(
  db: TQueryable,
  cartId: string,
  now: Date,
  productId: number | null,
  presented: TPresentedSession | null,
): Promise<TLockedCart | undefined> {
  const values = { cartId, now: now.toISOString(), productId, ...presentedValues(presented) }
  const [row] = await lockCartStatement(db, values)
  return row && toLockedCart(row, now)
}

/**
 * A change's read without the lock (the optimistic add, ADR 033 amendment): what `lockCartForChange`
 * answers, and the basket row's version for `touchCartIfUnchanged`.
 */
export async function readCartForChange(
  db: TQueryable,
  cartId: string,
  now: Date,
  productId: number,
  presented: TPresentedSession | null,
): Promise<(TLockedCart & { version: string }) | undefined> {
  const values = { cartId, now: now.toISOString(), productId, ...presentedValues(presented) }
  const [row] = await readCartStatement(db, values)
  return row && { ...toLockedCart(row, now), version: row.version }
}

/** The basket after a change: its row, its lines, and their prices keyed by product id. */
export type TTouchedCart = { cart: TCartRow; lines: TCartLineRow[]; prices: Map<number, TMenuPrice> }

/** The columns of a line a change adds, each a placeholder of the touch statements that write it. */
export const ADDED_LINE_COLUMNS = [
  'cartId',
  'productId',
  'name',
  'quantity',
  'unitCost',
  'choices',
  'instructions',
  'recipient',
  'participantId',
  'isCatering',
] as const

/** A line a change adds, every one of its columns given: written by the touch statement itself. */
export type TNewCartLine = Required<Pick<typeof cartLines.$inferInsert, (typeof ADDED_LINE_COLUMNS)[number]>>

type TTouchValues = { cartId: string; resetMinutes: number }
export type TTouchedRow = TCartRow & { lines: TLinesJson }

/** The touch's SET: the basket changed now, its reset time pushed out, and the change's own updates. */
export const touchSet = (changes: Partial<TCartRow>, resetMinutes: number | Placeholder) => ({
  ...changes,
  updatedAt: sql`now()`,
  resetAt: basketResetAt(resetMinutes),
})

const touchedColumns = (cartId: string | Placeholder, withAdded: boolean) => ({
  ...getTableColumns(carts),
  lines: linesJson(cartId, withAdded),
})

/** The insert of a new line, returning every column (the `added` CTE of the touch statement). */
const insertedLine = (db: TQueryable, line: TNewCartLine | Record<keyof TNewCartLine, Placeholder>) =>
  db
    .insert(cartLines)
    .values(line as TNewCartLine)
    .returning()
    .getSQL()

// Most changes update nothing of the row but its times (an add of an everyday line, a quantity, a
// removal): these two touches are built once (ADR 036); a change with updates is built per call.
const touchStatement = preparedStatement<TTouchValues, TTouchedRow[]>((db) =>
  db
    .update(carts)
    .set(touchSet({}, sql.placeholder('resetMinutes')))
    .where(eq(carts.id, sql.placeholder('cartId')))
    .returning(touchedColumns(sql.placeholder('cartId'), false))
    .prepare('touch_cart'),
)

const touchAddingStatement = preparedStatement<TTouchValues & TNewCartLine, TTouchedRow[]>((db) => {
  return db
    .with(db.$with('added', { id: cartLines.id }).as(insertedLine(db, placeholdersFor(ADDED_LINE_COLUMNS))))
    .update(carts)
    .set(touchSet({}, sql.placeholder('resetMinutes')))
    .where(eq(carts.id, sql.placeholder('cartId')))
    .returning(touchedColumns(sql.placeholder('cartId'), true))
    .prepare('touch_cart_adding_line')
})

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
  const [row] = await touchedRow(db, { cartId, resetMinutes }, changes, added)
  if (!row) return undefined
  const { lines: json, ...cart } = row
  return { cart, ...linesOf(json) }
}

function touchedRow(
  db: TQueryable,
  values: TTouchValues,
  changes: Partial<TCartRow>,
  added: TNewCartLine | undefined,
): Promise<TTouchedRow[]> {
  if (Object.keys(changes).length === 0)
    return added ? touchAddingStatement(db, { ...values, ...added }) : touchStatement(db, values)
  const update = added
    ? db.with(db.$with('added', { id: cartLines.id }).as(insertedLine(db, added))).update(carts)
    : db.update(carts)
  return update
    .set(touchSet(changes, values.resetMinutes))
    .where(eq(carts.id, values.cartId))
    .returning(touchedColumns(values.cartId, added !== undefined))
}

// Every basket read without a change (GET cart, validate, submission): built once (ADR 036).
const linesWithPricesStatement = preparedStatement<{ cartId: string }, { lines: TLinesJson }[]>((db) =>
  db
    .select({ lines: linesJson(sql.placeholder('cartId'), false) })
    .from(carts)
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('find_cart_lines_with_prices'),
)

/** A basket's lines with their prices on its menu, in one statement (`presentCart` when it has neither). */
export async function findCartLinesWithPrices(db: TQueryable, cartId: string) {
  const [row] = await linesWithPricesStatement(db, { cartId })
  return linesOf(row?.lines)
}
