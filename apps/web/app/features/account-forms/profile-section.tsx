import type { TUser } from '@deli/contracts'
import { formatPhone, type TFormField } from '@deli/domain'
import { useState } from 'react'
import { memberApi } from '../../lib/member-api.ts'
import { DateOfBirthSelect } from '../../ui/date-of-birth-select.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { useSessionStore } from '../account/index.ts'
import { birthdayField, nameFields, newPasswordFields, phoneField } from './account-fields.ts'
import { FormSummary, PhoneField, TextField } from './form-parts.tsx'
import { FormActions, NewPasswordFields } from './new-password-fields.tsx'
import { useAccountForm } from './use-account-form.ts'

const PROFILE_FIELDS = [...nameFields(true), phoneField(true), birthdayField]
const PASSWORD_FIELDS: TFormField[] = [
  { name: 'current_password', type: 'password', label: 'Current password', required: true },
  ...newPasswordFields('New password'),
]

/** Profile edit (PUT users): name, phone and date of birth; the email is the sign-in and stays. */
function ProfileForm({ user }: { user: TUser }) {
  const [saved, setSaved] = useState('')
  const form = useAccountForm('profile', PROFILE_FIELDS, async (values) => {
    setSaved('')
    const updated = await memberApi.updateUser({
      first_name: String(values.first_name),
      last_name: String(values.last_name),
      phone: String(values.phone),
      birthday: values.birthday ? String(values.birthday) : null,
    })
    useSessionStore.getState().setUser(updated)
    setSaved('Your profile is saved.')
  })
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="profile-title">
      <h3 id="profile-title" className="account-form__title">
        Your details
      </h3>
      <FormSummary form={form} />
      <div className="account-form__row">
        <TextField
          form={form}
          name="first_name"
          label="First name"
          autoComplete="given-name"
          required
          defaultValue={user.first_name}
        />
        <TextField
          form={form}
          name="last_name"
          label="Last name"
          autoComplete="family-name"
          required
          defaultValue={user.last_name}
        />
      </div>
      <p className="account-form__email">
        <span className="muted">Email</span> <strong>{user.email}</strong>
      </p>
      <PhoneField form={form} defaultValue={formatPhone(user.phone)} />
      <DateOfBirthSelect
        id={form.fieldId('birthday')}
        name="birthday"
        label="Date of birth"
        defaultValue={user.birthday}
        error={form.errors.birthday}
      />
      <FormActions form={form} label="Save Changes" status={saved} />
    </form>
  )
}

/** Password change (PUT users): needs the current password. */
function PasswordForm({ user }: { user: TUser }) {
  const [saved, setSaved] = useState('')
  const [formKey, setFormKey] = useState(0)
  const form = useAccountForm(
    'password',
    PASSWORD_FIELDS,
    async (values) => {
      setSaved('')
      await memberApi.updateUser({
        current_password: String(values.current_password),
        password: String(values.password),
        password_confirmation: String(values.password_confirmation),
      })
      setFormKey((key) => key + 1)
      setSaved('Your password is changed.')
    },
    { email: user.email },
  )
  return (
    <form
      key={formKey}
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="password-title"
    >
      <h3 id="password-title" className="account-form__title">
        Change password
      </h3>
      <FormSummary form={form} />
      <PasswordField
        id={form.fieldId('current_password')}
        name="current_password"
        label="Current password"
        autoComplete="current-password"
        required
        error={form.errors.current_password}
      />
      <NewPasswordFields form={form} label="New password" email={user.email} />
      <FormActions form={form} label="Change Password" status={saved} variant="outline" />
    </form>
  )
}

/** The profile section of /account: details and password. */
export function ProfileSection({ user }: { user: TUser }) {
  return (
    <section id="profile" className="account-section" aria-labelledby="profile-section-title">
      <h2 id="profile-section-title" className="account-section__title">
        Profile
      </h2>
      <div className="account-profile">
        <ProfileForm user={user} />
        <PasswordForm user={user} />
      </div>
    </section>
  )
}
