import type { TEnvelope, TInvitationPreview } from '@deli/contracts'
import { INVITATION_UNKNOWN, secondFactorRequired } from '@deli/domain'
import { data, useNavigate } from 'react-router'
import { AccountCard } from '../features/account-forms/index.ts'
import { AcceptInvitation, InvitationProblem, StaffPage } from '../features/staff/index.ts'
import { apiFetch } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/staff-invitation'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Staff invitation')

/**
 * The link's invitation, or why it does not work: the page says it, with the API's status (unknown
 * 404, used, withdrawn or expired 410), so the browser and any crawler read the link as gone too.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const response = await apiFetch(`staff/invitations/${encodeURIComponent(params.token)}`, {
    request,
    context,
  })
  const body = (await response.json()) as TEnvelope<TInvitationPreview>
  if (body.status === 'ok') return data({ invitation: body.data, problem: null })
  // A token no link could hold (too long) is as unknown as a made-up one.
  if (response.status === 400) {
    const problem = { code: 'INVITATION_NOT_FOUND', message: INVITATION_UNKNOWN }
    return data({ invitation: null, problem }, { status: 404 })
  }
  if (response.status === 404 || response.status === 410) {
    const problem = { code: body.code, message: body.message }
    return data({ invitation: null, problem }, { status: response.status })
  }
  throw new Response(body.message, { status: response.status, statusText: body.code })
}

export const shouldRevalidate = () => false

/** /staff/invitation/{token}: set a password, and the new staff account is signed in on its board. */
export default function StaffInvitation({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate()
  const { invitation, problem } = loaderData
  return (
    <StaffPage>
      <AccountCard
        title={invitation ? `Join the team, ${invitation.name}` : 'Staff invitation'}
        intro={invitation ? <p>Choose a password to create your Red Door Deli staff account.</p> : undefined}
      >
        {invitation ? (
          <AcceptInvitation
            token={params.token}
            invitation={invitation}
            onAccepted={(staff) => {
              const [only] = staff.stores
              // Managers and admins sign in with a second step, set up at /staff (ADR 044).
              const isBoard = !secondFactorRequired(staff.role) && staff.stores.length === 1 && only
              navigate(isBoard ? `/staff/board/${only.id}` : '/staff', { replace: true })
            }}
          />
        ) : (
          <InvitationProblem
            message={problem?.message ?? 'This invitation link is not valid.'}
            isUsed={problem?.code === 'INVITATION_USED'}
          />
        )}
      </AccountCard>
    </StaffPage>
  )
}
