import { getTableColumns, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { placeholdersFor, preparedStatement } from '../../platform/prepared.ts'
import { insertGuestSession } from '../sessions/index.ts'
import { basketResetAt } from './basket-reset.ts'
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

/** The values of a basket insert built once, each through its column's encoder. */
const newCartValues = () => ({
  ...placeholdersFor(NEW_CART_COLUMNS),
  // Cast, not the column's encoder: the encoder cannot take the null of a basket with no time yet.
  wantedAt: sql`${sql.placeholder('wantedAt')}::timestamptz`,
  resetAt: basketResetAt(sql.placeholder('resetMinutes')),
})

// Every new basket of a known session is written with this (ADR 012: createCart's, and a split group's
// basket): built once (ADR 036).
const insertCartStatement = preparedStatement<TNewCart, TCartRow[]>((db) =>
  db
    .insert(carts)
    .values(newCartValues() as never)
    .returning()
    .prepare('insert_cart'),
)

/** Writes a new basket and answers its row. */
export async function insertCart(db: TQueryable, cart: TNewCart): Promise<TCartRow> {
  const [row] = await insertCartStatement(db, cart)
  if (!row) throw new Error('cart insert returned nothing')
  return row
}

type TNewGuestCart = Omit<TNewCart, 'sessionId'> & { tokenHash: string }
type TNewGuestCartRow = TCartRow & { sessionExpiresAt: Date }

// A new guest's first basket and their session in one statement (ADR 013, amended): the session is
// the sessions module's own insert, its row the basket's owner. Built once (ADR 036).
const insertGuestCartStatement = preparedStatement<TNewGuestCart, TNewGuestCartRow[]>((db) => {
  const session = db.$with('new_session').as(insertGuestSession(db, sql.placeholder('tokenHash')))
  return db
    .with(session)
    .insert(carts)
    .values({ ...newCartValues(), sessionId: sql`(select ${session.id} from ${session})` } as never)
    .returning({
      ...getTableColumns(carts),
      sessionExpiresAt: sql<Date>`(select ${session.expiresAt} from ${session})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .prepare('insert_guest_cart')
})

/**
 * Writes a new guest's session and their basket together; answers the basket's row and the session
 * (its id is the basket's `sessionId`).
 */
export async function insertGuestCart(
  db: TQueryable,
  cart: TNewGuestCart,
): Promise<{ row: TCartRow; session: { id: string; expiresAt: Date } }> {
  const [found] = await insertGuestCartStatement(db, cart)
  if (!found) throw new Error('cart insert returned nothing')
  const { sessionExpiresAt, ...row } = found
  return { row, session: { id: row.sessionId, expiresAt: sessionExpiresAt } }
}
