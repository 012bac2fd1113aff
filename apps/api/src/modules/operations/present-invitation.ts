import type { TInvitationPreview, TStaffInvitation } from '@deli/contracts'
import { invitationState } from '@deli/domain'
import type { TStaffInvitationRow } from './tables.ts'

type TStoreName = { id: number; name: string }

/** The public look at an invitation (its link's page): no id, no state (a gone link is an error). */
export function presentPreview(row: TStaffInvitationRow, stores: TStoreName[]): TInvitationPreview {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    stores: stores.filter((store) => row.storeIds.includes(store.id)),
    invited_by: row.inviterName,
    expires: row.expiresAt.toISOString(),
  }
}

/** An invitation as the Team page lists it. */
export function presentInvitation(
  row: TStaffInvitationRow,
  stores: TStoreName[],
  now: Date = new Date(),
): TStaffInvitation {
  return {
    ...presentPreview(row, stores),
    id: row.id,
    state: invitationState(row, now),
    sent: row.createdAt.toISOString(),
  }
}
