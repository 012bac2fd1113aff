import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { preparedPerDatabase, preparedStatement } from '../../platform/prepared.ts'
import { closedTodayMessage } from '../availability/index.ts'
import { stores, type TStoreRow } from './tables.ts'

/** Great-circle distance in miles from (lat, lng) to each store, computed in SQL. */
const milesFrom = (lat: unknown, lng: unknown) => sql<number>`(3958.8 * 2 * asin(sqrt(
  power(sin(radians(${stores.latitude} - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${lng}) / 2), 2)
)))`

export type TStoreFilter = { state?: string; citySlug?: string }

export async function findStores(
  db: TDatabase,
  filter: TStoreFilter = {},
  page?: { limit: number; offset: number },
): Promise<TStoreRow[]> {
  // Only published stores reach the storefront's lists (ADR 060).
  const conditions = [eq(stores.isPublished, true)]
  if (filter.state) conditions.push(eq(stores.state, filter.state.toUpperCase()))
  if (filter.citySlug) conditions.push(sql`split_part(${stores.path}, '/', 2) = ${filter.citySlug}`)
  const query = db
    .select()
    .from(stores)
    .where(and(...conditions))
    // One city's stores by name, as stores_region_page_idx holds them (ADR 038); else by place.
    .orderBy(
      ...(filter.citySlug
        ? [asc(stores.name), asc(stores.id)]
        : [asc(stores.state), asc(stores.city), asc(stores.name), asc(stores.id)]),
    )
  return page ? query.limit(page.limit).offset(page.offset) : query
}

export async function findStoreById(db: TDatabase, id: number): Promise<TStoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id))
  return row
}

/** A store's row locked for a change in `tx` (a revert compares it, then writes it). */
export async function lockStoreById(tx: TQueryable, id: number): Promise<TStoreRow | undefined> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for('update')
  return row
}

const storeByMenuIdStatement = preparedStatement<{ menuId: number }, TStoreRow[]>((db) =>
  db
    .select()
    .from(stores)
    .where(eq(stores.menuId, sql.placeholder('menuId')))
    .prepare('find_store_by_menu_id'),
)

/** A menu's store (built once, on the pool or in a transaction: ADR 036). */
export async function findStoreByMenuId(db: TQueryable, menuId: number): Promise<TStoreRow | undefined> {
  const [row] = await storeByMenuIdStatement(db, { menuId })
  return row
}

/** A published store by its region path (the location page, ADR 060). */
export async function findStoreByPath(db: TDatabase, path: string): Promise<TStoreRow | undefined> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.path, path), eq(stores.isPublished, true)))
  return row
}

/**
 * Nearest first to the origin's `earthPoint`, by the GiST index on ll_to_earth (migration 0018, ADR
 * 027): the chord between two points on the sphere grows with their great-circle distance, so the
 * index's k-nearest order is the order in miles; ties go by id, and the miles come from the same
 * great-circle formula as before.
 */
const nearestFirst = (origin: unknown) => [
  sql`ll_to_earth(${stores.latitude}, ${stores.longitude}) <-> ${origin}::cube`,
  asc(stores.id),
]

/** earthdistance's `earth()`: the radius, in metres, its points are on. */
const EARTH_RADIUS_M = 6_378_168

/**
 * The origin as earthdistance's `ll_to_earth(lat, lng)` makes it (a cube literal of x, y, z on a sphere
 * of `earth()` metres), computed here once: in a prepared statement's generic plan PostgreSQL would
 * compute `ll_to_earth($lat, $lng)` again for every row it orders (ADR 027: half the search's
 * database time). A test compares it with PostgreSQL's own.
 */
export function earthPoint(lat: number, lng: number): string {
  const [phi, lambda] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180]
  const x = EARTH_RADIUS_M * Math.cos(phi) * Math.cos(lambda)
  const y = EARTH_RADIUS_M * Math.cos(phi) * Math.sin(lambda)
  return `(${x}, ${y}, ${EARTH_RADIUS_M * Math.sin(phi)})`
}

/** A row's version: PostgreSQL's `xmin`, the transaction that wrote this version of the row (ADR 032). */
const rowVersion = sql<string>`${stores}.xmin::text`.mapWith(String)

/**
 * The `limit` stores nearest to (lat, lng) as ids, row versions, miles and the manager's message if
 * the store is closed on its local today at `now` (availability's read): the location search reads whole
 * rows just for the stores its cache does not hold at that version (ADR 032).
 */
const preparedStoreVersionsNear = preparedPerDatabase((db) => {
  const lat = sql`${sql.placeholder('lat')}::float8`
  const lng = sql`${sql.placeholder('lng')}::float8`
  return db
    .select({
      id: stores.id,
      version: rowVersion,
      distance: milesFrom(lat, lng),
      closure: closedTodayMessage(stores.id, stores.timezone, sql`${sql.placeholder('now')}::timestamptz`),
    })
    .from(stores)
    .where(eq(stores.isPublished, true))
    .orderBy(...nearestFirst(sql.placeholder('origin')))
    .limit(sql.placeholder('limit') as unknown as number)
    .prepare('find_store_versions_near')
})

export async function findStoreVersionsNear(
  db: TDatabase,
  origin: { lat: number; lng: number },
  limit: number,
  now: Date,
): Promise<{ id: number; version: string; distance: number; closure: string | null }[]> {
  const { lat, lng } = origin
  const rows = await preparedStoreVersionsNear(db).execute({
    lat,
    lng,
    origin: earthPoint(lat, lng),
    limit,
    now: now.toISOString(),
  })
  return rows.map((row) => ({ ...row, distance: Math.round(Number(row.distance) * 10) / 10 }))
}

/** Whole store rows by id, each with its row version. */
export async function findStoresWithVersion(
  db: TDatabase,
  ids: readonly number[],
): Promise<{ store: TStoreRow; version: string }[]> {
  if (ids.length === 0) return []
  return db
    .select({ store: stores, version: rowVersion })
    .from(stores)
    .where(inArray(stores.id, [...ids]))
}
