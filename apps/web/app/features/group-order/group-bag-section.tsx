import { GroupManager } from './group-manager.tsx'
import { ParticipantList, SubmissionsPanel } from './group-participants.tsx'
import type { TGroupOrderView } from './use-group-order.ts'

/**
 * The group order's part of the bag (spec §2 Cart side panel): the invite block with the deadline,
 * 'Leave Group Order' for participants, the participant list (host pays) or 'Participant
 * Submissions' (split). Participants of a split group see only the invite block (spec §6).
 */
export function GroupBagSection({ view }: { view: TGroupOrderView }) {
  const { group, role } = view
  if (!group || !role) return null
  const isSplit = group.paymenttype === 'split'
  return (
    <div className="group-bag">
      <GroupManager view={view} withExit={role === 'participant'} />
      {role === 'host' && isSplit && <SubmissionsPanel participants={group.participants} />}
      {!isSplit && group.participants.length > 0 && <ParticipantList participants={group.participants} />}
    </div>
  )
}
