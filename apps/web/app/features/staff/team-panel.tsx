import type { TStaff, TStaffTeam, TTeamMember } from '@deli/contracts'
import { STAFF_ROLE_LABELS } from '@deli/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { AccessDialog } from './access-dialog.tsx'
import { ChangeStatus } from './change-status.tsx'
import { InviteForm } from './invite-form.tsx'
import { staffApi } from './staff-api.ts'
import { useStaffChange } from './use-staff-change.ts'

const TEAM_KEY = ['staff-team'] as const
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const storesText = (stores: { name: string }[], role: TTeamMember['role']) =>
  role === 'admin' ? 'Every store' : stores.map((store) => store.name).join(', ') || 'No stores'

/**
 * The Team page (ADR 022): invite someone, the open invitations (withdraw), and the staff accounts
 * (change a role and stores where `may_change`; a chain admin removes access). Reads and changes go through TanStack Query; each change refetches
 * the team and says what happened in a status line.
 */
export function TeamPanel(props: { staff: TStaff; initial: TStaffTeam }) {
  const { staff } = props
  const queryClient = useQueryClient()
  const team = useQuery({ queryKey: TEAM_KEY, queryFn: staffApi.team, initialData: props.initial }).data
  const change = useStaffChange<{ message: string }>(TEAM_KEY, { answerIsState: false })
  const [removing, setRemoving] = useState<TTeamMember | null>(null)
  const [changing, setChanging] = useState<TTeamMember | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAM_KEY })
  const ids = useId()

  return (
    <div className="availability team">
      <ChangeStatus done={change.done} failure={change.failure} />

      <section className="availability__section" aria-labelledby={`${ids}-invite`}>
        <h2 id={`${ids}-invite`}>Invite someone</h2>
        <InviteForm
          inviterRole={staff.role}
          stores={staff.stores}
          everyStore={staff.every_store}
          onInvited={(invitation) => {
            change.announce('')
            queryClient.setQueryData<TStaffTeam>(TEAM_KEY, (current) =>
              current ? { ...current, invitations: [invitation, ...current.invitations] } : current,
            )
            void refresh()
          }}
        />
      </section>

      <section className="availability__section" aria-labelledby={`${ids}-invitations`}>
        <h2 id={`${ids}-invitations`}>Invitations ({team.invitations.length})</h2>
        {team.invitations.length === 0 ? (
          <p>No open invitations.</p>
        ) : (
          <ul className="availability__items">
            {team.invitations.map((invitation) => (
              <li key={invitation.id} className="availability__item">
                <span className="availability__name">
                  {invitation.name} · {invitation.email}
                  <span className="availability__where">
                    {STAFF_ROLE_LABELS[invitation.role]} · {storesText(invitation.stores, invitation.role)} ·{' '}
                    {invitation.state === 'expired'
                      ? `Expired ${dateText(invitation.expires)}`
                      : `Waiting, link works until ${dateText(invitation.expires)}`}
                    {invitation.invited_by ? ` · Invited by ${invitation.invited_by}` : ''}
                  </span>
                </span>
                <Button
                  size="small"
                  variant="outline"
                  disabled={change.isPending}
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() =>
                    change.run(
                      () => staffApi.revokeInvitation(invitation.id),
                      (answer) => answer.message,
                    )
                  }
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="availability__section" aria-labelledby={`${ids}-staff`}>
        <h2 id={`${ids}-staff`}>Staff ({team.staff.length})</h2>
        <ul className="availability__items">
          {team.staff.map((account) => (
            <li key={account.id} className="availability__item">
              <span className="availability__name">
                {account.name}
                {account.is_you ? ' (you)' : ''} · {account.email}
                <span className="availability__where">
                  {STAFF_ROLE_LABELS[account.role]} · {storesText(account.stores, account.role)}
                </span>
              </span>
              {(account.may_change || account.may_remove) && (
                <span className="team__actions">
                  {account.may_change && (
                    <Button
                      size="small"
                      variant="outline"
                      aria-label={`Change access for ${account.name}`}
                      onClick={() => setChanging(account)}
                    >
                      Change access
                    </Button>
                  )}
                  {account.may_remove && (
                    <Button
                      size="small"
                      variant="outline"
                      aria-label={`Remove access for ${account.name}`}
                      onClick={() => setRemoving(account)}
                    >
                      Remove access
                    </Button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <AccessDialog
        staff={staff}
        member={changing}
        onClose={() => setChanging(null)}
        onChanged={(message) => {
          setChanging(null)
          change.announce(message)
          void refresh()
        }}
      />

      <ConfirmDialog
        open={removing !== null}
        title={`Remove access for ${removing?.name ?? ''}?`}
        body="They are signed out on every device at once and can no longer sign in. You can invite them again later."
        confirmLabel="Remove access"
        dismissLabel="Keep access"
        onConfirm={async () => {
          if (!removing) return
          const answer = await staffApi.removeAccount(removing.id)
          change.announce(answer.message)
          await refresh()
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}
