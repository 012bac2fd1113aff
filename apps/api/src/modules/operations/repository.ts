import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { stores } from '../stores/tables.ts'
import { staffAccounts, staffSessions, staffStores, type TStaffAccountRow } from './tables.ts'

export async function findStaffByEmail(db: TQueryable, email: string): Promise<TStaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
  return row
}

export async function insertStaffSession(db: TQueryable, tokenHash: string, staffId: string, days: number) {
  const [row] = await db
    .insert(staffSessions)
    .values({ tokenHash, staffId, expiresAt: sql`now() + make_interval(days => ${days})` })
    .returning({ id: staffSessions.id, expiresAt: staffSessions.expiresAt })
  if (!row) throw new Error('staff session insert returned nothing')
  return row
}

/** The live session of a token hash with its staff account, or undefined. */
export async function findStaffBySessionToken(db: TQueryable, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      sessionExpiresAt: staffSessions.expiresAt,
      account: staffAccounts,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, sql`now()`)))
  return row
}

export async function deleteStaffSession(db: TQueryable, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash))
}

export async function deleteExpiredStaffSessions(db: TQueryable): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, sql`now()`))
}

const storeColumns = { id: stores.id, name: stores.name, timezone: stores.timezone, state: stores.state }

/** The stores a staff member is assigned to, by name (a chain admin works at every store: none listed). */
export async function listStaffStores(db: TQueryable, staffId: string) {
  return db
    .select(storeColumns)
    .from(staffStores)
    .innerJoin(stores, eq(stores.id, staffStores.storeId))
    .where(eq(staffStores.staffId, staffId))
    .orderBy(asc(stores.name))
}

export async function countStaffAccounts(db: TQueryable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staffAccounts)
  return row?.count ?? 0
}

export async function insertStaffAccount(
  db: TQueryable,
  account: {
    email: string
    name: string
    role: TStaffAccountRow['role']
    passwordHash: string
    totpSecret?: string | null
  },
  storeIds: readonly number[],
): Promise<string> {
  const [row] = await db.insert(staffAccounts).values(account).returning({ id: staffAccounts.id })
  if (!row) throw new Error('staff insert returned nothing')
  if (storeIds.length > 0) {
    await db.insert(staffStores).values(storeIds.map((storeId) => ({ staffId: row.id, storeId })))
  }
  return row.id
}

export async function isStaffAtStore(db: TQueryable, staffId: string, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ storeId: staffStores.storeId })
    .from(staffStores)
    .where(and(eq(staffStores.staffId, staffId), eq(staffStores.storeId, storeId)))
  return row !== undefined
}

/** The stores of these ids that exist, with their names (a read-only look at the stores module's table). */
export async function findStoreNames(db: TQueryable, storeIds: readonly number[]) {
  if (storeIds.length === 0) return []
  return db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]))
    .orderBy(asc(stores.name))
}

/**
 * Serialises every invitation and acceptance of one email address until the transaction ends, so
 * "no account and no pending invitation yet" stays true while the caller writes one.
 */
export async function lockStaffEmail(tx: TQueryable, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-email:${email}`}))`)
}
