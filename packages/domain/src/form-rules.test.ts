import { describe, expect, it } from 'vitest'
import { formSubmission, type TFormField, validateField, validateForm } from './form-rules.ts'
import {
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_PATTERN_MESSAGE,
  PASSWORD_SHORT_MESSAGE,
} from './password-rules.ts'

const today = new Date(2026, 10, 21)
const field = (overrides: Partial<TFormField>): TFormField => ({
  name: 'field',
  type: 'text',
  label: 'Field',
  ...overrides,
})

describe('generic form rules (spec §5)', () => {
  it("shows the field's own invalid message, or '{label} is required', for an empty required field", () => {
    expect(validateField(field({ label: 'First name', required: true, value: '' }))).toEqual({
      isValid: false,
      error: 'First name is required',
      value: '',
    })
    expect(
      validateField(field({ required: true, value: '  ', errors: { invalid: 'Tell us your name.' } })).error,
    ).toBe('Tell us your name.')
    expect(validateField(field({ value: '' })).isValid).toBe(true)
  })

  it('requires a required checkbox to be checked', () => {
    const terms = field({ type: 'checkbox', label: 'Terms', required: true })
    expect(validateField({ ...terms, value: false })).toMatchObject({
      isValid: false,
      error: 'Terms is required',
    })
    expect(validateField({ ...terms, value: true })).toEqual({ isValid: true, error: '', value: true })
    expect(validateField({ ...terms, required: false, value: false }).isValid).toBe(true)
  })

  it('strips dash, parentheses and spaces from a phone, then matches the pattern and submits digits', () => {
    const phone = field({ type: 'phone', label: 'Phone', required: true, pattern: /^1?\d{10}$/ })
    expect(validateField({ ...phone, value: '(504) 555-0142' })).toEqual({
      isValid: true,
      error: '',
      value: '5045550142',
    })
    expect(validateField({ ...phone, value: '555-0142' })).toMatchObject({
      isValid: false,
      error: 'Please enter a valid value.',
    })
    expect(validateField({ ...phone, type: 'tel', value: ' ( ) - ' }).error).toBe('Phone is required')
  })

  it('matches email and other types against the field pattern (a CMS may send the pattern as a string)', () => {
    const email = field({ type: 'email', label: 'Email', pattern: '[^@\\s]+@[^@\\s]+\\.[a-z]+' })
    expect(validateField({ ...email, value: 'ann@example.com' }).isValid).toBe(true)
    expect(validateField({ ...email, value: 'ann@example.com extra' }).isValid).toBe(false)
    expect(validateField({ ...email, value: 'ann', errors: { invalid: 'Bad email' } }).error).toBe(
      'Bad email',
    )
    expect(validateField(field({ pattern: /^\d{5}$/, value: '7011' })).isValid).toBe(false)
  })

  it('refuses a value longer than maxLength (trimmed first) with the invalid message', () => {
    const building = field({ label: 'Building', maxLength: 5, errors: { invalid: 'Too long' } })
    expect(validateField({ ...building, value: '  12345  ' })).toEqual({
      isValid: true,
      error: '',
      value: '12345',
    })
    expect(validateField({ ...building, value: '123456' })).toEqual({
      isValid: false,
      error: 'Too long',
      value: '123456',
    })
  })
  it('treats an empty required password as valid with an empty error', () => {
    expect(validateField(field({ type: 'password', required: true, value: '' }))).toEqual({
      isValid: true,
      error: '',
      value: '',
    })
    expect(validateField(field({ type: 'password', pattern: /^.{8,}$/, value: 'short' })).isValid).toBe(false)
  })

  it('requires confirm-password or password_confirmation to equal the previous password', () => {
    for (const name of ['confirm-password', 'password_confirmation']) {
      const confirm = field({ name, type: 'password', label: 'Confirm password', value: 'tomato-basil' })
      expect(validateField(confirm, { previousPassword: 'tomato-basil' }).isValid).toBe(true)
      expect(validateField(confirm, { previousPassword: 'tomato-basil!' })).toMatchObject({
        isValid: false,
        error: 'Passwords do not match.',
      })
    }
    const other = field({ name: 'new-password', type: 'password', value: 'anything1' })
    expect(validateField(other, { previousPassword: 'different' }).isValid).toBe(true)
  })

  it('requires a value for a required location search, and always passes section headers', () => {
    const search = field({ type: 'location-search', required: true, label: 'Location' })
    expect(validateField({ ...search, value: '' }).error).toBe('Location is required')
    expect(validateField({ ...search, value: 'Dallas' }).isValid).toBe(true)
    expect(validateField(field({ type: 'section-header', required: true, value: '' })).isValid).toBe(true)
  })

  it('checks a date of birth with the minimum age', () => {
    const dob = field({ name: 'birthday', type: 'date-of-birth', minimumAge: 18 })
    expect(validateField({ ...dob, value: '1990-05-01' }, { today }).isValid).toBe(true)
    // Under age says why (ADR 026); an impossible date keeps the spec's default text.
    expect(validateField({ ...dob, value: '2010-05-01' }, { today }).error).toBe(
      'You must be at least 18 years old.',
    )
    expect(validateField({ ...dob, value: '1990-02-30' }, { today }).error).toBe(
      'Please enter a valid value.',
    )
  })
})

describe('form submission (spec §5)', () => {
  const form = (values: Record<string, string | boolean>): TFormField[] => [
    field({ name: 'heading', type: 'section-header', label: 'About you' }),
    field({ name: 'first_name', label: 'First name', required: true, value: values.first_name }),
    field({
      name: 'birthday',
      type: 'date-of-birth',
      label: 'Birthday',
      required: true,
      value: values.birthday,
    }),
    field({ name: 'phone', type: 'phone', label: 'Phone', pattern: /^1?\d{10}$/, value: values.phone }),
    field({ name: 'password', type: 'password', label: 'Password', required: true, value: values.password }),
    field({ name: 'password_confirmation', type: 'password', label: 'Confirm', value: values.confirm }),
  ]

  it('sends only the valid fields by name, punctuation stripped, section headers left out', () => {
    const values = {
      first_name: 'Ann',
      birthday: '1990-05-01',
      phone: '(504) 555-0142',
      password: 'p4ss-word',
      confirm: 'p4ss-word',
    }
    expect(formSubmission(form(values), { today })).toEqual({
      first_name: 'Ann',
      birthday: '1990-05-01',
      phone: '5045550142',
      password: 'p4ss-word',
      password_confirmation: 'p4ss-word',
    })
  })

  it('sends nothing while any field is invalid, and scrolls to the first invalid required field', () => {
    const values = { first_name: '', birthday: '', phone: '12', password: 'a', confirm: 'b' }
    expect(formSubmission(form(values), { today })).toBeNull()
    const verdict = validateForm(form(values), { today })
    expect(verdict.scrollTo).toBe('first_name')
    expect(verdict.errors).toEqual({
      first_name: 'First name is required',
      birthday: 'Please enter a valid value.',
      phone: 'Please enter a valid value.',
      password_confirmation: 'Passwords do not match.',
    })
    expect(verdict.values).toEqual({ password: 'a' })
  })

  it('falls back to the month input of an invalid date of birth', () => {
    const values = { first_name: 'Ann', birthday: '', phone: '', password: '', confirm: '' }
    expect(validateForm(form(values), { today }).scrollTo).toBe('birthday-month')
  })

  it('scrolls to the first invalid optional field when no required one is wrong', () => {
    const values = { first_name: 'Ann', birthday: '1990-05-01', phone: '12', password: '', confirm: '' }
    expect(validateForm(form(values), { today }).scrollTo).toBe('phone')
  })
})

describe('a new password in a form', () => {
  const fields = (password: string, email = 'ana@example.com'): TFormField[] => [
    { name: 'email', type: 'email', label: 'Email', required: true, value: email },
    {
      name: 'password',
      type: 'password',
      label: 'Password',
      required: true,
      isNewPassword: true,
      value: password,
    },
    {
      name: 'password_confirmation',
      type: 'password',
      label: 'Confirm password',
      required: true,
      value: password,
    },
  ]

  it('gets the password rule on its field before anything is sent', () => {
    expect(validateForm(fields('12345678')).errors.password).toBe(PASSWORD_PATTERN_MESSAGE)
    expect(validateForm(fields('short')).errors.password).toBe(PASSWORD_SHORT_MESSAGE)
    expect(validateForm(fields('12345678')).isValid).toBe(false)
  })

  it("is compared with the form's email, or the account's when the form has none", () => {
    expect(validateForm(fields('ana@example.com')).errors.password).toBe(PASSWORD_IS_EMAIL_MESSAGE)
    const withoutEmail = fields('ana@example.com').slice(1)
    expect(validateForm(withoutEmail).errors.password).toBeUndefined()
    expect(validateForm(withoutEmail, { email: 'ana@example.com' }).errors.password).toBe(
      PASSWORD_IS_EMAIL_MESSAGE,
    )
  })

  it('leaves a current password (sign-in) to the server: any value is sent', () => {
    const signIn: TFormField[] = [
      { name: 'password', type: 'password', label: 'Password', required: true, value: '1234' },
    ]
    expect(validateForm(signIn).isValid).toBe(true)
  })
})
