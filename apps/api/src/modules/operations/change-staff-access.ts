import type { TChangeStaffAccessBody } from '@deli/contracts'
import {
  ACCESS_CHANGE_MESSAGES,
  accessChangedMessage,
  accessChangeProblem,
  inviteProblem,
  needsStores,
} from '@deli/domain'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange } from '../audit/index.ts'
import { knownStores, ownStoreIds, requireTeamRole } from './invitation-access.ts'
import { lockTeamAccounts } from './lock-team-accounts.ts'
import type { TSignedInStaff } from './staff-session.ts'
import { staffAccounts, staffInvitations, staffSessions, staffStores } from './tables.ts'
import { teamRecord } from './team-record.ts'

const noSuchAccount = () => new AppError(404, 'NOT_FOUND', 'There is no such staff account.')

/**
 * Withdraws the pending invitations `accountId` sent that its new access could not send: a demoted
 * admin's link to a new admin admits nobody, like a removed account's (ADR 044).
 */
async function withdrawOutgrownInvitations(
  tx: TQueryable,
  accountId: string,
  access: { role: TChangeStaffAccessBody['role']; storeIds: number[] },
): Promise<void> {
  const open = await tx
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.invitedBy, accountId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
  const outgrown = open.filter((row) => inviteProblem(access.role, row.role, row.storeIds, access.storeIds))
  if (outgrown.length === 0) return
  await tx
    .update(staffInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      inArray(
        staffInvitations.id,
        outgrown.map((row) => row.id),
      ),
    )
}

/**
 * PATCH staff/accounts/{id} (ADR 022, amended): a new role and stores for an existing account, by the
 * domain's `accessChangeProblem` (403), never one's own (409). Under a lock on both accounts' rows
 * (`lockTeamAccounts`), its stores are replaced, and a new role ends every session of it, so a
 * promoted cook signs in again with the second step managers need (ADR 044) and open streams close
 * (the `access_ended` triggers). The invitations it sent that the new access could not send are
 * withdrawn, and the change goes to the audit trail in the same transaction (ADR 057).
 */
export async function changeStaffAccess(
  db: TDatabase,
  staff: TSignedInStaff,
  accountId: string,
  body: { role: TChangeStaffAccessBody['role']; store_ids: number[] },
  fromAddress: string,
): Promise<{ message: string }> {
  requireTeamRole(staff)
  if (accountId === staff.id) throw new AppError(409, 'CONFLICT', ACCESS_CHANGE_MESSAGES.self)
  const nextStores = needsStores(body.role) ? [...new Set(body.store_ids)] : []
  const stores = await knownStores(db, nextStores)
  return db.transaction(async (tx) => {
    const { account } = await lockTeamAccounts(tx, staff, accountId)
    if (!account) throw noSuchAccount()
    const own = await ownStoreIds(tx, staff)
    const current = (
      await tx
        .select({ storeId: staffStores.storeId })
        .from(staffStores)
        .where(eq(staffStores.staffId, accountId))
    ).map((row) => row.storeId)
    // A manager sees only the team of their stores: anyone else is not there to change (404).
    if (staff.role !== 'admin' && !current.some((storeId) => own.includes(storeId))) throw noSuchAccount()
    const member = { role: account.role, storeIds: current }
    const next = { role: body.role, storeIds: nextStores }
    const problem = accessChangeProblem(staff.role, member, next, own)
    if (problem?.reason === 'stores') {
      throw new AppError(400, 'VALIDATION_FAILED', problem.message, { store_ids: problem.message })
    }
    if (problem) throw new AppError(403, 'FORBIDDEN', problem.message)
    const gone = current.filter((storeId) => !nextStores.includes(storeId))
    const added = nextStores.filter((storeId) => !current.includes(storeId))
    const roleChanged = account.role !== body.role
    if (!roleChanged && gone.length === 0 && added.length === 0)
      return { message: `Nothing changed for ${account.name}.` }
    if (gone.length > 0)
      await tx
        .delete(staffStores)
        .where(and(eq(staffStores.staffId, accountId), inArray(staffStores.storeId, gone)))
    if (added.length > 0)
      await tx.insert(staffStores).values(added.map((storeId) => ({ staffId: accountId, storeId })))
    if (roleChanged) {
      await tx.update(staffAccounts).set({ role: body.role }).where(eq(staffAccounts.id, accountId))
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, accountId))
    }
    await withdrawOutgrownInvitations(tx, accountId, next)
    const before = await teamRecord(tx, account, current)
    const after = await teamRecord(tx, { ...account, role: body.role }, nextStores)
    await recordChange(tx, {
      staff,
      entity: 'staff-account',
      entityId: accountId,
      action: 'update',
      before,
      after,
      fromAddress,
    })
    const names = stores.map((store) => store.name)
    return { message: accessChangedMessage(account.name, body.role, names, roleChanged) }
  })
}
