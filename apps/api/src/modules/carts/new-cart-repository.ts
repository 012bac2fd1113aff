import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { commitWithoutFlush } from '../../platform/commit-without-flush.ts'
import type { TQueryable } from '../../platform/database.ts'
import { placeholdersFor, preparedStatement } from '../../platform/prepared.ts'
import {
  storeTimingJson,
  type TStoreTiming,
  type TStoreTimingJson,
  toStoreTiming,
} from '../availability/index.ts'
import { insertGuestSessionSql } from '../sessions/index.ts'
import { stores } from '../stores/tables.ts'
import { basketResetAt } from './basket-reset.ts'
import { kitchenWorkJson, type TKitchenWork } from './kitchen-repository.ts'
import { carts, type TCartRow } from './tables.ts'

/** A new basket's own columns (a split group's basket also its group and the host's time); the rest take their defaults. */
const NEW_CART_COLUMNS = [
  'sessionId',
  'menuId',
  'baseChannel',
  'channel',
  'handoff',
  'address',
  'timeMode',
  'groupOrderId',
  'salesChannel',
] as const

/** A new basket: its own columns, and its reset time as minutes from now. */
export type TNewCart = Pick<TCartRow, (typeof NEW_CART_COLUMNS)[number] | 'wantedAt'> & {
  resetMinutes: number
}

const ph = sql.placeholder

// A split group's basket is written with this (ADR 012): built once (ADR 036), each value through
// its column's encoder.
const insertCartStatement = preparedStatement<TNewCart, TCartRow[]>((db) =>
  db
    .insert(carts)
    .values({
      ...placeholdersFor(NEW_CART_COLUMNS),
      // Cast, not the column's encoder: the encoder cannot take the null of a basket with no time yet.
      wantedAt: sql`${ph('wantedAt')}::timestamptz`,
      resetAt: basketResetAt(ph('resetMinutes')),
    } as never)
    .returning()
    .prepare('insert_cart'),
)

/** Writes a new basket and answers its row. */
export async function insertCart(db: TQueryable, cart: TNewCart): Promise<TCartRow> {
  const [row] = await insertCartStatement(db, cart)
  if (!row) throw new Error('cart insert returned nothing')
  return row
}

/** The basket's owner: a session, or a new guest's, written with the basket (its token's hash). */
type TNewCartOwner = { sessionId: string } | { tokenHash: string }

type TGuardedValues = Record<string, unknown> & { menuId: number; storeVersion: string; now: string }
type TGuardedRow = TCartRow & {
  sessionExpiresAt: Date | null
  timing: TStoreTimingJson
  kitchen: TKitchenWork
}

// Every basket of `POST carts` and re-order (ADR 013, amended): one statement writes it — with a new
// guest's session, the sessions module's own insert — only if its store's row is still the version
// the caller validated it against, and answers the store's timing and kitchen work for its quote.
// It commits without waiting for the disk (ADR 070: a basket and its guest's session only). Built
// once (ADR 036).
const insertAtStoreStatement = preparedStatement<TGuardedValues, TGuardedRow[]>((db) => {
  const store = db.$with('store').as(
    db
      .select({ id: stores.id, timezone: stores.timezone })
      .from(stores)
      .where(
        and(
          eq(stores.menuId, sql`${ph('menuId')}::int`),
          sql`${stores}.xmin = ${ph('storeVersion')}::text::xid`,
          commitWithoutFlush,
        ),
      ),
  )
  const session = db
    .$with('new_session', { id: sql<string>`id`.as('id') })
    .as(
      insertGuestSessionSql(
        sql`${ph('tokenHash')}::text`,
        sql`${ph('tokenHash')}::text is not null and exists (select 1 from store)`,
      ),
    )
  const columns = NEW_CART_COLUMNS.filter((column) => column !== 'sessionId')
  const newCart = db.$with('new_cart', getTableColumns(carts)).as(
    sql`insert into ${carts} (${sql.join(
      [...NEW_CART_COLUMNS, 'wantedAt', 'resetAt'].map((column) =>
        sql.raw(carts[column as keyof typeof carts.$inferSelect].name),
      ),
      sql`, `,
    )})
    select coalesce(${ph('sessionId')}::uuid, (select new_session.id from new_session)), ${sql.join(
      columns.map((column) => sql`${ph(column)}::${sql.raw(carts[column].getSQLType())}`),
      sql`, `,
    )}, ${ph('wantedAt')}::timestamptz, ${basketResetAt(ph('resetMinutes'))}
    from store returning *`,
  )
  const row = Object.fromEntries(
    Object.keys(getTableColumns(carts)).map((key) => [key, newCart[key as keyof typeof newCart]]),
  ) as unknown as ReturnType<typeof getTableColumns<typeof carts>>
  const now = sql`${ph('now')}::timestamptz`
  return db
    .with(store, session, newCart)
    .select({
      ...row,
      sessionExpiresAt: sql<Date | null>`(select new_session.expires_at from ${session})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
      timing: storeTimingJson(sql`store.id`, sql`store.timezone`, now),
      kitchen: kitchenWorkJson(sql`store.id`, now),
    })
    .from(newCart)
    .crossJoin(store)
    .prepare('insert_cart_at_store')
})

/** A written basket, its new guest's session (null for a known session), its store's timing and work. */
export type TWrittenCart = {
  row: TCartRow
  newSession: { id: string; expiresAt: Date } | null
  timing: TStoreTiming
  kitchen: TKitchenWork
}

/**
 * Writes a new basket — and a new guest's session with it — if the store's row is still at
 * `storeVersion`; undefined when it is not (changed since the caller read it, or gone): nothing
 * written. Answers the basket, its owner's session when it is new, and the store's timing and kitchen
 * work at `now`.
 */
export async function insertCartAtStore(
  db: TQueryable,
  cart: Omit<TNewCart, 'sessionId'>,
  owner: TNewCartOwner,
  storeVersion: string,
  now: Date,
): Promise<TWrittenCart | undefined> {
  // Each value through its column's encoder (the address is JSON), as an insert's `values` does.
  const encoded = Object.fromEntries(
    NEW_CART_COLUMNS.filter((column) => column !== 'sessionId').map((column) => {
      const value = cart[column]
      return [column, value === null ? null : carts[column].mapToDriverValue(value as never)]
    }),
  )
  const [found] = await insertAtStoreStatement(db, {
    ...encoded,
    sessionId: 'sessionId' in owner ? owner.sessionId : null,
    tokenHash: 'tokenHash' in owner ? owner.tokenHash : null,
    wantedAt: cart.wantedAt?.toISOString() ?? null,
    resetMinutes: cart.resetMinutes,
    menuId: cart.menuId,
    storeVersion,
    now: now.toISOString(),
  })
  if (!found) return undefined
  const { sessionExpiresAt, timing, kitchen, ...row } = found
  return {
    row,
    newSession: sessionExpiresAt ? { id: row.sessionId, expiresAt: sessionExpiresAt } : null,
    timing: toStoreTiming(timing),
    kitchen,
  }
}
