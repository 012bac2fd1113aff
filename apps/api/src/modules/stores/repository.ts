import { and, asc, eq, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { preparedPerDatabase } from '../../platform/prepared.ts'
import { stores, type TStoreRow } from './tables.ts'

/** Great-circle distance in miles from (lat, lng) to each store, computed in SQL. */
const milesFrom = (lat: unknown, lng: unknown) => sql<number>`(3958.8 * 2 * asin(sqrt(
  power(sin(radians(${stores.latitude} - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${lng}) / 2), 2)
)))`

export type TStoreFilter = { state?: string; citySlug?: string }

export async function findStores(db: TDatabase, filter: TStoreFilter = {}): Promise<TStoreRow[]> {
  const conditions = []
  if (filter.state) conditions.push(eq(stores.state, filter.state.toUpperCase()))
  if (filter.citySlug) conditions.push(sql`split_part(${stores.path}, '/', 2) = ${filter.citySlug}`)
  return db
    .select()
    .from(stores)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(stores.state), asc(stores.city), asc(stores.name))
}

export async function findStoreById(db: TDatabase, id: number): Promise<TStoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id))
  return row
}

const preparedStoreByMenuId = preparedPerDatabase((db) =>
  db
    .select()
    .from(stores)
    .where(eq(stores.menuId, sql.placeholder('menuId')))
    .prepare('find_store_by_menu_id'),
)

/** A menu's store (prepared once per connection on a pool; as a plain query in a transaction). */
export async function findStoreByMenuId(
  db: Pick<TDatabase, 'select'>,
  menuId: number,
): Promise<TStoreRow | undefined> {
  const [row] =
    '$client' in db
      ? await preparedStoreByMenuId(db as TDatabase).execute({ menuId })
      : await db.select().from(stores).where(eq(stores.menuId, menuId))
  return row
}

export async function findStoreByPath(db: TDatabase, path: string): Promise<TStoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.path, path))
  return row
}

/**
 * The `limit` stores nearest to (lat, lng), by the GiST index on ll_to_earth (migration 0018, ADR
 * 027): the chord between two points on the sphere grows with their great-circle distance, so the
 * index's k-nearest order is the order in miles; ties go by id, and the miles come from the same
 * great-circle formula as before.
 */
function storesNearQuery(db: TDatabase, lat: unknown, lng: unknown, limit: unknown) {
  const distance = milesFrom(lat, lng)
  const chord = sql`ll_to_earth(${stores.latitude}, ${stores.longitude}) <-> ll_to_earth(${lat}, ${lng})`
  return db
    .select({ store: stores, distance })
    .from(stores)
    .orderBy(chord, asc(stores.id))
    .limit(limit as number)
}

/** The nearest-stores read behind every location search: prepared once per connection (issue 13). */
const preparedStoresNear = preparedPerDatabase((db) =>
  storesNearQuery(
    db,
    sql`${sql.placeholder('lat')}::float8`,
    sql`${sql.placeholder('lng')}::float8`,
    sql.placeholder('limit'),
  ).prepare('find_stores_near'),
)

export async function findStoresNear(
  db: TDatabase,
  origin: { lat: number; lng: number },
  limit: number,
): Promise<(TStoreRow & { distance: number })[]> {
  const rows = await preparedStoresNear(db).execute({ lat: origin.lat, lng: origin.lng, limit })
  return rows.map((row) => ({ ...row.store, distance: Math.round(Number(row.distance) * 10) / 10 }))
}
