import { formatWantedTime, TEXTS } from '@deli/domain'
import { useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import { DeadlineDialog } from './deadline-dialog.tsx'
import { GroupCountdown } from './group-countdown.tsx'
import { GroupExit } from './group-exit.tsx'
import { InvitePopup } from './invite-popup.tsx'
import type { TGroupOrderView } from './use-group-order.ts'

/**
 * The invite block of a group order (spec §2: bag invite block, group order manager): host, store,
 * deadline with its countdown (the host edits it), 'Invite' (QR code and link) and the way out —
 * 'Cancel Group Order' for the host, 'Leave Group Order' for a participant.
 */
export function GroupManager({ view, withExit = true }: { view: TGroupOrderView; withExit?: boolean }) {
  const { group, role } = view
  const [isInviteOpen, setInviteOpen] = useState(false)
  const [isDeadlineOpen, setDeadlineOpen] = useState(false)
  if (!group || !role) return null
  const isHost = role === 'host'
  return (
    <section className="group-manager" aria-label="Group order">
      <p className="group-manager__title">
        <Icon name="users" size={20} />
        {isHost ? 'Your group order' : `${group.hostfullname}'s group order`} · {group.location.name}
      </p>
      <p className="group-manager__deadline">
        <Icon name="clock" size={18} />
        <span>Deadline: {formatWantedTime(group.deadline)}</span>
        {isHost && (
          <Button
            size="small"
            variant="link"
            onClick={() => setDeadlineOpen(true)}
            aria-label="Edit deadline"
          >
            Edit
          </Button>
        )}
      </p>
      <GroupCountdown deadlineAt={group.deadlineAt} className="group-manager__countdown" />
      {group.isPastDeadline && (
        <p className="group-manager__passed" role="status">
          {isHost
            ? 'The deadline has passed: extend it to let your group go on ordering, or submit the order.'
            : TEXTS.groupDeadlinePassed}
        </p>
      )}
      <div className="group-manager__actions">
        <Button size="small" onClick={() => setInviteOpen(true)} aria-haspopup="dialog">
          Invite
        </Button>
        {withExit && <GroupExit groupOrderId={group.id} isHost={isHost} />}
      </div>
      <InvitePopup
        open={isInviteOpen}
        onClose={() => setInviteOpen(false)}
        groupOrderId={group.id}
        hostfullname={group.hostfullname}
      />
      {isHost && (
        <DeadlineDialog open={isDeadlineOpen} onClose={() => setDeadlineOpen(false)} group={group} />
      )}
    </section>
  )
}
