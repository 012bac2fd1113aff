import type { TFormField } from '@deli/domain'

/** Field definitions of the account forms, checked by the generic form rules (spec §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_PATTERN = /^1?\d{10}$/

export const emailField: TFormField = {
  name: 'email',
  type: 'email',
  label: 'Email',
  required: true,
  pattern: EMAIL_PATTERN,
  errors: { invalid: 'Please enter a valid email.' },
}
export const nameFields = (required: boolean): TFormField[] => [
  { name: 'first_name', type: 'text', label: 'First name', required },
  { name: 'last_name', type: 'text', label: 'Last name', required },
]
export const phoneField = (required: boolean): TFormField => ({
  name: 'phone',
  type: 'phone',
  label: 'Phone',
  required,
  pattern: PHONE_PATTERN,
  errors: { invalid: 'Please enter a valid phone number.' },
})
export const birthdayField: TFormField = {
  name: 'birthday',
  type: 'date-of-birth',
  label: 'Date of birth',
  minimumAge: 18,
}
export const newPasswordFields = (label = 'Password'): TFormField[] => [
  { name: 'password', type: 'password', label, required: true },
  {
    name: 'password_confirmation',
    type: 'password',
    label: `Confirm ${label.toLowerCase()}`,
    required: true,
  },
]
