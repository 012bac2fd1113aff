import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { stores } from '../stores/tables.ts'
import {
  favouriteStores,
  memberAddresses,
  passwordResets,
  pendingSignUps,
  type TMemberAddressRow,
  type TPendingSignUpRow,
  type TUserRow,
  users,
} from './tables.ts'

// Users

export async function findUserById(db: TQueryable, userId: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return row
}

export async function findUserByEmail(db: TQueryable, email: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  return row
}

/** Locks the member's row: changes of one member's saved data (the default address) run one at a time. */
export async function lockUserRow(db: TQueryable, userId: string): Promise<void> {
  await lockUserStatement(db, { userId })
}

// Every member's submission takes it: built once (ADR 036).
const lockUserStatement = preparedStatement<{ userId: string }, unknown>((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('lock_user_row'),
)

/** Creates the member, or answers undefined when the email has an account already. */
export async function insertUser(
  db: TQueryable,
  values: Pick<TUserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'phone' | 'birthday'> &
    Partial<Pick<TUserRow, 'birthdayChangedAt'>>,
): Promise<TUserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning()
  return row
}

export async function updateUserRow(
  db: TQueryable,
  userId: string,
  changes: Partial<
    Pick<TUserRow, 'firstName' | 'lastName' | 'phone' | 'birthday' | 'birthdayChangedAt' | 'passwordHash'>
  >,
): Promise<TUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning()
  return row
}

// Pending sign-ups

export async function insertPendingSignUp(
  db: TQueryable,
  values: Omit<TPendingSignUpRow, 'id' | 'createdAt' | 'expiresAt'>,
  hours: number,
): Promise<void> {
  await db
    .insert(pendingSignUps)
    .values({ ...values, expiresAt: sql`now() + make_interval(hours => ${hours})` })
}

/** Takes a live pending sign-up by its token hash: it is deleted, so a link works once. */
export async function takePendingSignUp(
  db: TQueryable,
  tokenHash: string,
): Promise<TPendingSignUpRow | undefined> {
  const [row] = await db
    .delete(pendingSignUps)
    .where(and(eq(pendingSignUps.tokenHash, tokenHash), gt(pendingSignUps.expiresAt, sql`now()`)))
    .returning()
  return row
}

/** Every other pending sign-up of this email (and every expired one): gone once an account exists. */
export async function deletePendingSignUps(db: TQueryable, email: string): Promise<void> {
  await db
    .delete(pendingSignUps)
    .where(sql`${pendingSignUps.email} = ${email} or ${pendingSignUps.expiresAt} <= now()`)
}

// Password resets

export async function insertPasswordReset(
  db: TQueryable,
  userId: string,
  tokenHash: string,
  hours: number,
): Promise<void> {
  await db
    .insert(passwordResets)
    .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(hours => ${hours})` })
}

/** A live, unused reset link, locked for the rest of the transaction. */
export async function lockLivePasswordReset(db: TQueryable, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .for('update')
  return row
}

/** Marks every open reset link of the member used (the one just followed and any older ones). */
export async function usePasswordResets(db: TQueryable, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
}

// Favourite locations

export async function findFavourites(db: TQueryable, userId: string) {
  return db
    .select({ menu_id: favouriteStores.menuId, store_id: stores.id })
    .from(favouriteStores)
    .innerJoin(stores, eq(stores.menuId, favouriteStores.menuId))
    .where(eq(favouriteStores.userId, userId))
    .orderBy(asc(favouriteStores.createdAt), asc(favouriteStores.menuId))
}

export async function insertFavouriteRow(db: TQueryable, userId: string, menuId: number): Promise<void> {
  await db.insert(favouriteStores).values({ userId, menuId }).onConflictDoNothing()
}

/** Removes one favourite of this member; false when it was not theirs. */
export async function deleteFavouriteRow(db: TQueryable, userId: string, menuId: number): Promise<boolean> {
  const rows = await db
    .delete(favouriteStores)
    .where(and(eq(favouriteStores.userId, userId), eq(favouriteStores.menuId, menuId)))
    .returning({ menuId: favouriteStores.menuId })
  return rows.length > 0
}

// Saved delivery addresses

export async function findAddresses(db: TQueryable, userId: string): Promise<TMemberAddressRow[]> {
  return db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.userId, userId))
    .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.updatedAt), desc(memberAddresses.id))
}

export async function countAddresses(db: TQueryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberAddresses)
    .where(eq(memberAddresses.userId, userId))
  return row?.count ?? 0
}

export async function clearDefaultAddress(db: TQueryable, userId: string): Promise<void> {
  await db
    .update(memberAddresses)
    .set({ isDefault: false })
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.isDefault, true)))
}

/** Inserts the address, or updates the member's saved one with the same address/building/zip. */
export async function upsertAddress(
  db: TQueryable,
  values: Omit<TMemberAddressRow, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<TMemberAddressRow> {
  const { userId, address, building, zip, isDefault, ...rest } = values
  const [row] = await db
    .insert(memberAddresses)
    .values(values)
    .onConflictDoUpdate({
      target: [
        memberAddresses.userId,
        memberAddresses.address,
        memberAddresses.building,
        memberAddresses.zip,
      ],
      set: {
        ...rest,
        // Re-saving keeps a chosen default; `default: true` (cleared elsewhere first) sets it.
        isDefault: sql`${memberAddresses.isDefault} or ${isDefault}`,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  if (!row) throw new Error('address upsert returned nothing')
  return row
}

/** Makes one of this member's addresses the default; false when it is not theirs. */
export async function markDefaultAddress(
  db: TQueryable,
  userId: string,
  addressId: number,
): Promise<boolean> {
  const rows = await db
    .update(memberAddresses)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.id, addressId)))
    .returning({ id: memberAddresses.id })
  return rows.length > 0
}

export async function addressBelongsTo(db: TQueryable, userId: string, addressId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.id, addressId)))
  return row !== undefined
}

/** Deletes one of this member's addresses; false when it is not theirs. */
export async function deleteAddressRow(db: TQueryable, userId: string, addressId: number): Promise<boolean> {
  const rows = await db
    .delete(memberAddresses)
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.id, addressId)))
    .returning({ id: memberAddresses.id })
  return rows.length > 0
}
