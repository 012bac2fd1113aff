import { EMAIL_RULE, PHONE_RULE } from '@deli/contracts/constants'
import { ruleField, type TFormField } from '@deli/domain'

/**
 * Field definitions of the account forms, checked by the generic form rules (spec §5) with the
 * contract's own email and phone rules, so a form accepts exactly what the API accepts.
 */
export const emailField: TFormField = ruleField(
  { name: 'email', type: 'email', label: 'Email', required: true },
  EMAIL_RULE,
)
export const nameFields = (required: boolean): TFormField[] => [
  { name: 'first_name', type: 'text', label: 'First name', required },
  { name: 'last_name', type: 'text', label: 'Last name', required },
]
export const phoneField = (required: boolean): TFormField =>
  ruleField({ name: 'phone', type: 'phone', label: 'Phone', required }, PHONE_RULE)
export const birthdayField: TFormField = {
  name: 'birthday',
  type: 'date-of-birth',
  label: 'Date of birth',
  minimumAge: 18,
}
export const newPasswordFields = (label = 'Password'): TFormField[] => [
  { name: 'password', type: 'password', label, required: true, isNewPassword: true },
  {
    name: 'password_confirmation',
    type: 'password',
    label: `Confirm ${label.toLowerCase()}`,
    required: true,
  },
]
