import { BUILDING_RULE, INSTRUCTIONS_RULE, type TTextRule } from '@deli/contracts/constants'
import { ruleError } from '@deli/domain'
import { useId, useState } from 'react'
import type { TDeliveryExtras } from './use-start-delivery.ts'

type TField = keyof TDeliveryExtras
/** Spec §5: both optional; when given, the contract's rules ('Please enter a valid building.' …). */
const RULES: Record<TField, TTextRule> = { building: BUILDING_RULE, instructions: INSTRUCTIONS_RULE }

/** The optional building and instructions fields (spec §5): values, errors as typed, a check before use. */
export function useDeliveryExtras() {
  const id = useId()
  const [values, setValues] = useState<TDeliveryExtras>({ building: '', instructions: '' })
  const [errors, setErrors] = useState<Record<TField, string | null>>({ building: null, instructions: null })
  const fieldId = (field: TField) => `${id}-${field}`

  const check = (field: TField) => {
    const error = ruleError(RULES[field], values[field])
    setErrors((previous) => ({ ...previous, [field]: error }))
    return error === null
  }

  return {
    values,
    errors,
    fieldId,
    /** Checked as the guest types: an error never appears on blur, under a pointer about to click. */
    change: (field: TField, value: string) => {
      setValues((previous) => ({ ...previous, [field]: value }))
      setErrors((previous) => ({ ...previous, [field]: ruleError(RULES[field], value) }))
    },
    /** Checks both fields; focuses the first invalid one and answers false when any is invalid. */
    checkAll: () => {
      const invalid = (['building', 'instructions'] as const).filter((field) => !check(field))
      if (invalid[0]) document.getElementById(fieldId(invalid[0]))?.focus()
      return invalid.length === 0
    },
  }
}

export type TDeliveryExtrasState = ReturnType<typeof useDeliveryExtras>
