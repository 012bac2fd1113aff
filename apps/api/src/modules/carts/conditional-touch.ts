import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { commitWithoutFlush } from '../../platform/commit-without-flush.ts'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { linesJson, linesOf } from './cart-lines-json.ts'
import {
  ADDED_LINE_COLUMNS,
  type TNewCartLine,
  type TTouchedCart,
  type TTouchedRow,
  touchSet,
} from './change-repository.ts'
import { cartLines, carts } from './tables.ts'

/**
 * The optimistic add's write (ADR 033 amendment): one statement, run outside a transaction, that
 * touches the basket only if its row is still the version the change read (`xmin`), inserts the line
 * only if it did (the insert reads the update's row), and answers the new row with its lines priced
 * on its menu — `touchCartWithLines`'s answer. A concurrent change commits a new row version, so the
 * update finds no row, nothing is written, and the caller takes the lock path. A change that waits
 * for the row's lock (a submission) sees the row again after it and compares the new version. It
 * commits without waiting for the disk (ADR 070): the statement writes nothing but the basket.
 */

type TValues = { cartId: string; version: string; resetMinutes: number } & Omit<
  TNewCartLine,
  'cartId' | 'choices'
> & { choices: string }

const ph = sql.placeholder

const touchIfUnchangedStatement = preparedStatement<TValues, TTouchedRow[]>((db) => {
  const touched = db.$with('touched').as(
    db
      .update(carts)
      .set(touchSet({}, ph('resetMinutes')))
      .where(
        and(eq(carts.id, ph('cartId')), sql`${carts}.xmin = ${ph('version')}::text::xid`, commitWithoutFlush),
      )
      .returning(),
  )
  // An INSERT … SELECT from the update's row (the basket's id from it), each of the added line's
  // columns (the touch's own list) a placeholder cast to its column's type.
  const values = ADDED_LINE_COLUMNS.filter((column) => column !== 'cartId')
  const added = db.$with('added', { id: cartLines.id }).as(
    sql`insert into ${cartLines} (${sql.raw(cartLines.cartId.name)}, ${sql.join(
      values.map((column) => sql.raw(cartLines[column].name)),
      sql`, `,
    )})
    select touched.id, ${sql.join(
      values.map((column) => sql`${ph(column)}::${sql.raw(cartLines[column].getSQLType())}`),
      sql`, `,
    )}
    from touched returning *`,
  )
  // The basket's columns as the update answered them, each with its column's decoding.
  const row = Object.fromEntries(
    Object.keys(getTableColumns(carts)).map((key) => [key, touched[key as keyof typeof touched]]),
  ) as unknown as ReturnType<typeof getTableColumns<typeof carts>>
  return db
    .with(touched, added)
    .select({ ...row, lines: linesJson(ph('cartId'), true, sql`${touched.menuId}`) })
    .from(touched)
    .prepare('touch_cart_if_unchanged')
})

/**
 * Adds `added` to the basket and touches it, if the basket row is still at `version`; undefined when
 * it is not (another change committed since it was read, or the basket is gone): nothing written.
 */
export async function touchCartIfUnchanged(
  db: TQueryable,
  cartId: string,
  version: string,
  resetMinutes: number,
  added: TNewCartLine,
): Promise<TTouchedCart | undefined> {
  const { cartId: _, choices, ...line } = added
  const [row] = await touchIfUnchangedStatement(db, {
    ...line,
    choices: JSON.stringify(choices),
    cartId,
    version,
    resetMinutes,
  })
  if (!row) return undefined
  const { lines: json, ...cart } = row
  return { cart, ...linesOf(json) }
}
