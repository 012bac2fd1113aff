import type { TTextRule } from '@deli/contracts/constants'
import { keepsRule } from '@deli/contracts/constants'
import type { TFormField } from './form-rules.ts'

/**
 * The contract's text rules (contracts field-rules.ts) in the storefront's two kinds of form: a single
 * optional field checked as it is typed, and a generic form field of spec §5. Both check exactly what
 * the request schema checks, with its message.
 */

/** The rule's message for a typed value (checked trimmed), or null when the value keeps the rule. */
export function ruleError(rule: TTextRule, value: string): string | null {
  return keepsRule(rule, value.trim()) ? null : rule.invalid
}

/** A generic form field (spec §5) whose pattern, limit and invalid message are the rule's. */
export function ruleField(
  field: Omit<TFormField, 'pattern' | 'maxLength' | 'errors'>,
  rule: TTextRule,
): TFormField {
  return { ...field, pattern: rule.pattern, maxLength: rule.max, errors: { invalid: rule.invalid } }
}
