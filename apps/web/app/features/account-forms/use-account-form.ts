import { scrollTargetName, type TFormField, validateForm } from '@deli/domain'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'

export const FORM_SUMMARY = 'Please check the highlighted fields.'
const UNEXPECTED = 'Something went wrong. Please try again.'

export type TAccountForm = ReturnType<typeof useAccountForm>

/**
 * One account form (spec §5): on submit the fields are read by name, checked by the domain's form
 * rules, and only then sent; the first invalid required field (a date of birth's month) gets focus
 * and scrolls into view. The server's envelope errors land on their fields, its message in the
 * summary (role=alert).
 */
export function useAccountForm(
  formId: string,
  fields: TFormField[],
  submit: (values: Record<string, string | boolean>) => Promise<void>,
  /** The account's email, for a form without an email field (a new password must not be it). */
  context: { email?: string } = {},
) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [summary, setSummary] = useState('')
  const sending = useMutation({ mutationFn: submit })
  const fieldId = (name: string) => `${formId}-${name}`
  /** The input a message about `name` points at (a date of birth's month select). */
  const targetId = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name)
    return fieldId(field ? scrollTargetName(field) : name)
  }

  const focusField = (name: string | null) => {
    if (!name) return
    const element = document.getElementById(fieldId(name))
    element?.scrollIntoView({ block: 'center' })
    element?.focus({ preventScroll: true })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.isPending) return
    const data = new FormData(event.currentTarget)
    const filled = fields.map((field) => ({
      ...field,
      value: field.type === 'checkbox' ? data.get(field.name) === 'on' : String(data.get(field.name) ?? ''),
    }))
    const verdict = validateForm(filled, context)
    setErrors(verdict.errors)
    if (!verdict.isValid) {
      setSummary(FORM_SUMMARY)
      focusField(verdict.scrollTo)
      return
    }
    setSummary('')
    try {
      await sending.mutateAsync(verdict.values)
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setSummary(UNEXPECTED)
        return
      }
      setErrors(error.errors)
      setSummary(error.message)
      const first = fields.find((field) => error.errors[field.name])
      // A message about a part of the form that is not one of its fields (an invitation's stores) takes
      // the keyboard to that part when it has an element of its own.
      const other = Object.keys(error.errors).find((name) => document.getElementById(fieldId(name)))
      focusField(first ? scrollTargetName(first) : (other ?? null))
    }
  }

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!current[name]) return current
      const { [name]: _cleared, ...rest } = current
      return rest
    })

  return {
    formId,
    fieldId,
    targetId,
    errors,
    summary,
    isPending: sending.isPending,
    onSubmit,
    clearError,
    setSummary,
  }
}
