import type { TStaffInvitation, TStaffRole, TStaffStore } from '@deli/contracts'
import { TEXT_LIMITS } from '@deli/contracts/constants'
import {
  INVITATION_STORES_REQUIRED,
  invitableRoles,
  needsStores,
  STAFF_ROLE_LABELS,
  type TFormField,
} from '@deli/domain'
import { useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { emailField, FormSummary, TextField, useAccountForm } from '../account-forms/index.ts'
import { staffApi } from './staff-api.ts'
import { StoresChooser } from './stores-chooser.tsx'

const FIELDS: TFormField[] = [
  emailField,
  { name: 'name', type: 'text', label: 'Name', required: true, maxLength: TEXT_LIMITS.name },
  { name: 'role', type: 'select', label: 'Role', required: true },
]
const FORM_ID = 'staff-invite'
const NO_NAMES: ReadonlyMap<number, string> = new Map()

/**
 * The Team page's invite form (ADR 022): email and name under the shared field rules, a role among
 * those the signed-in role may invite (`invitableRoles`), and the stores among their own. Sent, it
 * clears and says so; the server's refusals (409 an existing account, 403) land on the fields.
 */
export function InviteForm(props: {
  inviterRole: TStaffRole
  stores: TStaffStore[]
  /** A chain admin invites to any of the chain's stores: searched, not listed (40,000). */
  everyStore: boolean
  onInvited: (invitation: TStaffInvitation) => void
}) {
  const roles = invitableRoles(props.inviterRole)
  const [role, setRole] = useState<TStaffRole>(roles[0] ?? 'staff')
  const firstStores = props.stores.length === 1 ? [props.stores[0]?.id ?? 0] : []
  const [storeIds, setStoreIds] = useState<number[]>(firstStores)
  // Each invitation sent starts the next one afresh: role, stores and the store search too.
  const [round, setRound] = useState(0)
  const [sent, setSent] = useState('')
  const formElement = useRef<HTMLFormElement>(null)
  const form = useAccountForm(FORM_ID, FIELDS, async (values) => {
    setSent('')
    const chosen = needsStores(role) ? storeIds : []
    // The stores are checkboxes, not a field of the generic rules: the API's own rule, checked here
    // before sending and reported like the API would (on `store_ids`, in the summary).
    if (needsStores(role) && chosen.length === 0) {
      throw new ApiError('Please check the highlighted fields.', 'VALIDATION_FAILED', 400, {
        store_ids: INVITATION_STORES_REQUIRED,
      })
    }
    const invitation = await staffApi.invite({
      email: String(values.email),
      name: String(values.name),
      role,
      store_ids: chosen,
    })
    formElement.current?.reset()
    setRole(roles[0] ?? 'staff')
    setStoreIds(firstStores)
    setRound((count) => count + 1)
    setSent(`Invitation sent to ${invitation.email}.`)
    props.onInvited(invitation)
  })
  const storesError = form.errors.store_ids

  return (
    <form ref={formElement} className="account-form team-invite" noValidate onSubmit={form.onSubmit}>
      <FormSummary form={form} />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="off" required />
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="off"
        maxLength={TEXT_LIMITS.name}
        required
      />
      <div className="field">
        <label htmlFor={form.fieldId('role')}>Role</label>
        <select
          id={form.fieldId('role')}
          name="role"
          className="text-input"
          value={role}
          onChange={(event) => setRole(event.target.value as TStaffRole)}
        >
          {roles.map((choice) => (
            <option key={choice} value={choice}>
              {STAFF_ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      {needsStores(role) ? (
        <StoresChooser
          key={round}
          everyStore={props.everyStore}
          stores={props.stores}
          chosen={storeIds}
          names={NO_NAMES}
          fieldId={form.fieldId('store_ids')}
          error={storesError}
          emptyNote="Add the stores they will work at."
          onChosen={(next) => {
            form.clearError('store_ids')
            setStoreIds(next)
          }}
        />
      ) : (
        <p className="field-note">A chain admin works at every store.</p>
      )}
      <div className="account-form__actions">
        <Button type="submit" aria-busy={form.isPending}>
          Send invitation
        </Button>
        <p className="form-status" role="status">
          {sent}
        </p>
      </div>
    </form>
  )
}
