import type { TStaff, TStaffRole, TTeamMember } from '@deli/contracts'
import { invitableRoles, needsStores, STAFF_ROLE_LABELS, storesAfterChange } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { ItemDialog } from '../../ui/item-dialog.tsx'
import { staffApi } from './staff-api.ts'
import { StoresChooser } from './stores-chooser.tsx'

const DIALOG_MAX_WIDTH = 520

/**
 * "Change access" on the Team page (ADR 022, amended): a modal (native <dialog>: focus kept inside,
 * Escape closes, focus back to the opener) with the member's role (chain admins) and stores. A
 * manager checks among their own stores; the member's other stores stay and are named. Saving is
 * `PATCH staff/accounts/{id}`; the page announces its sentence and reads the team again.
 */
export function AccessDialog(props: {
  staff: TStaff
  member: TTeamMember | null
  onClose: () => void
  onChanged: (message: string) => void
}) {
  return (
    <ItemDialog
      item={props.member}
      title={(member) => `Change access for ${member.name}`}
      maxWidth={DIALOG_MAX_WIDTH}
      onClose={props.onClose}
    >
      {(member) => <AccessForm {...props} member={member} />}
    </ItemDialog>
  )
}

function AccessForm(props: {
  staff: TStaff
  member: TTeamMember
  onClose: () => void
  onChanged: (message: string) => void
}) {
  const { staff, member } = props
  const id = useId()
  const isAdmin = staff.role === 'admin'
  const own = staff.stores.map((store) => store.id)
  const memberStores = member.stores.map((store) => store.id)
  const [role, setRole] = useState<TStaffRole>(member.role)
  const [chosen, setChosen] = useState<number[]>(
    isAdmin ? memberStores : memberStores.filter((storeId) => own.includes(storeId)),
  )
  const elsewhere = isAdmin ? [] : member.stores.filter((store) => !own.includes(store.id))
  const save = useMutation({
    mutationFn: () =>
      staffApi.changeAccess(member.id, {
        role,
        store_ids: storesAfterChange(staff.role, memberStores, chosen, own, role),
      }),
    onSuccess: (answer) => props.onChanged(answer.message),
  })
  const failure = save.error instanceof ApiError ? save.error : null
  const storesError = failure?.errors.store_ids
  const formError = save.error && !storesError ? (failure?.message ?? 'That change was not saved.') : ''
  const names = new Map(member.stores.map((store) => [store.id, store.name]))
  return (
    <form
      className="access-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <p>{member.email}</p>
      {isAdmin ? (
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            className="text-input"
            value={role}
            onChange={(event) => setRole(event.target.value as TStaffRole)}
          >
            {invitableRoles(staff.role).map((choice) => (
              <option key={choice} value={choice}>
                {STAFF_ROLE_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>Role: {STAFF_ROLE_LABELS[member.role]}</p>
      )}
      {role !== member.role && (
        <p className="field-note">
          A new role signs them out on every device. A store manager or chain admin sets up a second sign-in
          step at their next sign-in.
        </p>
      )}
      {needsStores(role) ? (
        <StoresChooser
          everyStore={staff.every_store}
          stores={staff.stores}
          chosen={chosen}
          names={names}
          fieldId={`${id}-stores`}
          error={storesError}
          emptyNote="Add the stores they will work at."
          onChosen={(next) => {
            save.reset()
            setChosen(next)
          }}
        />
      ) : (
        <p className="field-note">A chain admin works at every store.</p>
      )}
      {elsewhere.length > 0 && (
        <p className="field-note">
          They also work at {elsewhere.map((store) => store.name).join(', ')}, which stays as it is.
        </p>
      )}
      <p className="field-error" role="alert">
        {formError}
      </p>
      <div className="access-form__actions">
        <Button type="submit" aria-busy={save.isPending} disabled={save.isPending}>
          Save access
        </Button>
        <Button type="button" variant="outline" onClick={props.onClose}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
