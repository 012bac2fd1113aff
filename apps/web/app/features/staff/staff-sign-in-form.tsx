import type { TStaff } from '@deli/contracts'
import { CredentialsForm } from '../account-forms/index.ts'
import { staffApi } from './staff-api.ts'

/** /staff: a staff member's email and password (not a member account); `onSignedIn` gets who it is. */
export function StaffSignInForm(props: { onSignedIn: (staff: TStaff) => void }) {
  return (
    <CredentialsForm
      formId="staff-signin"
      submitLabel="Sign in"
      emailAutoComplete="username"
      onSubmit={async (credentials) => props.onSignedIn(await staffApi.login(credentials))}
    />
  )
}
