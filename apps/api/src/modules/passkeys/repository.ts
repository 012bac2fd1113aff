import { PASSKEY_CHALLENGE_SECONDS } from '@deli/domain'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { passkeyChallenges, passkeys, type TPasskeyRow } from './tables.ts'

export type TChallengePurpose = 'registration' | 'sign-in'

/** Keeps a new challenge for PASSKEY_CHALLENGE_SECONDS (a registration's for its member). */
export async function insertChallenge(
  db: TQueryable,
  challenge: string,
  purpose: TChallengePurpose,
  userId: string | null,
): Promise<void> {
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${PASSKEY_CHALLENGE_SECONDS})`,
  })
}

/**
 * Uses a challenge up: deletes it and answers whether it was live, of this purpose (and, for a
 * registration, this member's). A second use, a late one or someone else's finds nothing.
 */
export async function takeChallenge(
  db: TQueryable,
  challenge: string,
  purpose: TChallengePurpose,
  userId: string | null,
): Promise<boolean> {
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? sql`${passkeyChallenges.userId} is null` : eq(passkeyChallenges.userId, userId),
      ),
    )
    .returning({ live: sql<boolean>`${passkeyChallenges.expiresAt} > now()` })
  return taken[0]?.live === true
}

export async function deleteExpiredChallenges(db: TQueryable): Promise<number> {
  const gone = await db
    .delete(passkeyChallenges)
    .where(lt(passkeyChallenges.expiresAt, sql`now()`))
    .returning({ challenge: passkeyChallenges.challenge })
  return gone.length
}

export async function listPasskeyRows(db: TQueryable, userId: string): Promise<TPasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
}

export async function findPasskeyByCredentialId(
  db: TQueryable,
  credentialId: string,
): Promise<TPasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))
  return row
}

/** Adds a passkey; undefined when its credential id is already someone's. */
export async function insertPasskey(
  db: TQueryable,
  values: Pick<
    TPasskeyRow,
    'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'deviceType' | 'backedUp' | 'name'
  >,
): Promise<TPasskeyRow | undefined> {
  const [row] = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning()
  return row
}

/**
 * A sign-in's new counter and backup state, and when it was used. The counter only moves forward
 * (or stays 0 for an authenticator that keeps none): of two sign-ins that signed the same count,
 * one is recorded and the other answers false (a cloned authenticator, or a replay).
 */
export async function recordPasskeyUse(
  db: TQueryable,
  id: string,
  use: Pick<TPasskeyRow, 'counter' | 'backedUp'>,
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, id),
        use.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, use.counter),
      ),
    )
    .returning({ id: passkeys.id })
  return rows.length > 0
}

/** Renames a member's own passkey; false when they have none with that id. */
export async function renamePasskeyRow(
  db: TQueryable,
  userId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id })
  return rows.length > 0
}

/** Removes a member's own passkey; false when they have none with that id. */
export async function deletePasskeyRow(db: TQueryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id })
  return rows.length > 0
}
