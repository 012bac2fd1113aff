import type { TStaffRole } from '@deli/contracts'
import { INVITATION_STORES_REQUIRED_MESSAGE } from '@deli/contracts/constants'
import { needsStores } from './staff-invitations.ts'

/**
 * Changing a staff member's access (ADR 022, amended): the role and the stores of an account that
 * exists. A chain admin changes anyone's but their own; a store manager moves store staff who work at
 * one of their stores between their own stores, and leaves every other store of theirs as it is; store
 * staff change nobody's. The API refuses by these rules and the Team page offers only what they allow.
 */

export type TAccess = { role: TStaffRole; storeIds: readonly number[] }

export const ACCESS_CHANGE_MESSAGES = {
  staffRole: 'Your role does not allow changing the team.',
  managerRole: 'Store managers can change the stores of store staff only.',
  foreignStore: 'You do not work at this store.',
  self: 'You cannot change your own access. Ask another chain admin.',
} as const

/** May `actor` open `member`'s access at all (the Team page's "Change access" button)? */
export function mayChangeAccess(actor: TStaffRole, member: TAccess, ownStores: readonly number[]): boolean {
  if (actor === 'admin') return true
  if (actor !== 'manager' || member.role !== 'staff') return false
  return member.storeIds.some((storeId) => ownStores.includes(storeId))
}

/**
 * The stores `member` works at after `actor` chooses `chosen`: a chain admin chooses the whole list;
 * a manager chooses among their own stores and the member keeps the others. A chain admin role works
 * at every store and lists none.
 */
export function storesAfterChange(
  actor: TStaffRole,
  memberStores: readonly number[],
  chosen: readonly number[],
  ownStores: readonly number[],
  role: TStaffRole = 'staff',
): number[] {
  if (!needsStores(role)) return []
  const kept = actor === 'admin' ? [] : memberStores.filter((storeId) => !ownStores.includes(storeId))
  return [...new Set([...chosen, ...kept])]
}

/**
 * Why `actor` may not change `member`'s access to `next`, or null when they may. `ownStores` are the
 * stores the actor works at (ignored for a chain admin). Who changes their own access is the API's
 * question (it knows who is who): `ACCESS_CHANGE_MESSAGES.self`.
 */
export function accessChangeProblem(
  actor: TStaffRole,
  member: TAccess,
  next: TAccess,
  ownStores: readonly number[],
): { reason: 'role' | 'store' | 'stores'; message: string } | null {
  if (actor === 'staff') return { reason: 'role', message: ACCESS_CHANGE_MESSAGES.staffRole }
  if (actor === 'manager') {
    if (!mayChangeAccess(actor, member, ownStores) || next.role !== 'staff')
      return { reason: 'role', message: ACCESS_CHANGE_MESSAGES.managerRole }
    const moved = [
      ...member.storeIds.filter((storeId) => !next.storeIds.includes(storeId)),
      ...next.storeIds.filter((storeId) => !member.storeIds.includes(storeId)),
    ]
    if (moved.some((storeId) => !ownStores.includes(storeId)))
      return { reason: 'store', message: ACCESS_CHANGE_MESSAGES.foreignStore }
  }
  if (needsStores(next.role) && next.storeIds.length === 0)
    return { reason: 'stores', message: INVITATION_STORES_REQUIRED_MESSAGE }
  return null
}

const ROLE_PHRASES: Readonly<Record<TStaffRole, string>> = {
  staff: 'store staff',
  manager: 'a store manager',
  admin: 'a chain admin',
}

/**
 * What the Team page says after a change: 'Dana Ortiz is now a store manager at Downtown, Midtown.'
 * A new role ends the member's sessions, and the sentence says so.
 */
export function accessChangedMessage(
  name: string,
  role: TStaffRole,
  storeNames: readonly string[],
  roleChanged: boolean,
): string {
  const where = needsStores(role) ? ` at ${storeNames.join(', ')}` : ' at every store'
  const signIn = roleChanged ? ' They sign in again on every device.' : ''
  return `${name} is now ${ROLE_PHRASES[role]}${where}.${signIn}`
}
