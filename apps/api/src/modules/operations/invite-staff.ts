import type { TStaffInvitation, TStaffRole } from '@deli/contracts'
import { INVITATION_DAYS } from '@deli/domain'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { TConfig } from '../../platform/config.ts'
import { publicOrigin } from '../../platform/config-derived.ts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { queueMail } from '../notifications/index.ts'
import { newSessionToken } from '../sessions/index.ts'
import { assertMayInvite, knownStores } from './invitation-access.ts'
import { staffInvitationMail } from './invitation-mail.ts'
import { presentInvitation } from './present-invitation.ts'
import { findStaffByEmail, lockStaffEmail } from './repository.ts'
import type { TSignedInStaff } from './staff-session.ts'
import { staffInvitations } from './tables.ts'

export type TInviteStaff = { email: string; name: string; role: TStaffRole; store_ids: number[] }

export const accountExists = (email: string) =>
  new AppError(409, 'CONFLICT', `${email} already has a staff account.`, {
    email: 'This email already has a staff account.',
  })

/**
 * POST staff/invitations (ADR 022): who may is checked first (403), then the stores (400 naming an
 * unknown one), then — under a lock on the email — that it has no staff account and no pending
 * invitation (409). The invitation (SHA-256 of a 256-bit token, 7 days) and its email are written
 * in one transaction: the mail exists exactly when the invitation does.
 */
export async function inviteStaff(
  options: { db: TDatabase; config: TConfig },
  staff: TSignedInStaff,
  body: TInviteStaff,
): Promise<TStaffInvitation> {
  const { db, config } = options
  // A chain admin works at every store: an admin invitation names none.
  const storeIds = body.role === 'admin' ? [] : [...new Set(body.store_ids)]
  await assertMayInvite(db, staff, body.role, storeIds)
  const stores = await knownStores(db, storeIds)
  return db.transaction(async (tx) => {
    await lockStaffEmail(tx, body.email)
    if (await findStaffByEmail(tx, body.email)) throw accountExists(body.email)
    const [pending] = await tx
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.email, body.email),
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
    if (pending) {
      throw new AppError(
        409,
        'CONFLICT',
        `An invitation to ${body.email} is already waiting. Withdraw it first to send a new one.`,
        { email: 'This email already has a pending invitation.' },
      )
    }
    const { token, tokenHash } = newSessionToken()
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        tokenHash,
        email: body.email,
        name: body.name,
        role: body.role,
        storeIds,
        invitedBy: staff.id,
        inviterName: staff.name,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning()
    if (!row) throw new Error('invitation insert returned nothing')
    const link = `${publicOrigin(config)}/staff/invitation/${token}`
    await queueMail(
      tx,
      staffInvitationMail({
        to: body.email,
        name: body.name,
        role: body.role,
        storeNames: stores.map((store) => store.name),
        inviterName: staff.name,
        link,
      }),
    )
    return presentInvitation(row, stores)
  })
}
