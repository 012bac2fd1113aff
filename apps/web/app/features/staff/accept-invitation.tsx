import type { TInvitationPreview, TStaff } from '@deli/contracts'
import { STAFF_ROLE_LABELS } from '@deli/domain'
import { Link } from 'react-router'
import { Button } from '../../ui/button.tsx'
import { FormSummary, NewPasswordFields, newPasswordFields, useAccountForm } from '../account-forms/index.ts'
import { staffApi } from './staff-api.ts'

const FIELDS = newPasswordFields('Password')
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })

/**
 * /staff/invitation/{token} (ADR 022): what the invitation gives (who invited, role, stores, until
 * when) and the new account's password under the members' rules (the checklist, the confirm field).
 * Accepted, the account is signed in and `onAccepted` gets it.
 */
export function AcceptInvitation(props: {
  token: string
  invitation: TInvitationPreview
  onAccepted: (staff: TStaff) => void
}) {
  const { invitation } = props
  const form = useAccountForm(
    'staff-invitation',
    FIELDS,
    async (values) =>
      props.onAccepted(await staffApi.acceptInvitation(props.token, { password: String(values.password) })),
    { email: invitation.email },
  )
  const where =
    invitation.role === 'admin' ? 'Every store' : invitation.stores.map((store) => store.name).join(', ')
  return (
    <>
      <dl className="invitation-facts">
        <dt>Name</dt>
        <dd>{invitation.name}</dd>
        <dt>Email</dt>
        <dd>{invitation.email}</dd>
        <dt>Role</dt>
        <dd>{STAFF_ROLE_LABELS[invitation.role]}</dd>
        <dt>{invitation.stores.length === 1 ? 'Store' : 'Stores'}</dt>
        <dd>{where}</dd>
        {invitation.invited_by && (
          <>
            <dt>Invited by</dt>
            <dd>{invitation.invited_by}</dd>
          </>
        )}
        <dt>Link works until</dt>
        <dd>{dateText(invitation.expires)}</dd>
      </dl>
      <form className="account-form" noValidate onSubmit={form.onSubmit}>
        <FormSummary form={form} />
        <NewPasswordFields form={form} label="Password" email={invitation.email} />
        <Button type="submit" aria-busy={form.isPending} className="account-form__submit">
          Create my account
        </Button>
      </form>
    </>
  )
}

/** An invitation link that does not work (unknown, used, withdrawn or expired): why, and what next. */
export function InvitationProblem(props: { message: string; isUsed: boolean }) {
  return (
    <>
      <p className="account-sent" role="alert">
        {props.message}
      </p>
      <p className="account-switch">
        {props.isUsed ? 'Already have your account? ' : 'Already on the team? '}
        <Link to="/staff">Staff sign-in</Link>
      </p>
    </>
  )
}
