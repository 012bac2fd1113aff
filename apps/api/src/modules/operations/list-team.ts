import type { TStaffTeam } from '@deli/contracts'
import { mayChangeAccess } from '@deli/domain'
import { and, arrayOverlaps, asc, desc, inArray, isNull } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { ownStoreIds, requireTeamRole } from './invitation-access.ts'
import { presentInvitation } from './present-invitation.ts'
import { findStoreNames } from './repository.ts'
import type { TSignedInStaff } from './staff-session.ts'
import { staffAccounts, staffInvitations, staffStores } from './tables.ts'

/**
 * GET staff/team (ADR 022): a chain admin sees every staff account and every open invitation
 * (pending or expired); a store manager the accounts that work at one of their stores and the
 * invitations to one of them. Store staff get 403. Each account says whether the reader may change its
 * role and stores (`mayChangeAccess`) or remove it.
 */
export async function listTeam(db: TQueryable, staff: TSignedInStaff): Promise<TStaffTeam> {
  requireTeamRole(staff)
  const isAdmin = staff.role === 'admin'
  const own = await ownStoreIds(db, staff)
  const colleagues = db
    .select({ id: staffStores.staffId })
    .from(staffStores)
    .where(inArray(staffStores.storeId, own))
  const accounts = await db
    .select()
    .from(staffAccounts)
    .where(isAdmin ? undefined : inArray(staffAccounts.id, colleagues))
    .orderBy(asc(staffAccounts.name))
  const isOpen = and(isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt))
  const invitations = await db
    .select()
    .from(staffInvitations)
    .where(isAdmin ? isOpen : and(isOpen, arrayOverlaps(staffInvitations.storeIds, own)))
    .orderBy(desc(staffInvitations.createdAt))
  const workplaces =
    accounts.length === 0
      ? []
      : await db
          .select()
          .from(staffStores)
          .where(
            inArray(
              staffStores.staffId,
              accounts.map((account) => account.id),
            ),
          )
  const stores = await findStoreNames(db, [
    ...new Set([...workplaces.map((place) => place.storeId), ...invitations.flatMap((row) => row.storeIds)]),
  ])
  const storesOf = (ids: number[]) => stores.filter((store) => ids.includes(store.id))
  const now = new Date()
  return {
    staff: accounts.map((account) => {
      const storeIds = workplaces
        .filter((place) => place.staffId === account.id)
        .map((place) => place.storeId)
      const isYou = account.id === staff.id
      return {
        id: account.id,
        email: account.email,
        name: account.name,
        role: account.role,
        stores: storesOf(storeIds),
        is_you: isYou,
        may_change: !isYou && mayChangeAccess(staff.role, { role: account.role, storeIds }, own),
        may_remove: !isYou && isAdmin,
      }
    }),
    invitations: invitations.map((row) => presentInvitation(row, stores, now)),
  }
}
