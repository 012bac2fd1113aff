import type { z } from 'zod'

type TIssue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0]

const plural = (count: number | bigint, word: string) => `${count} ${word}${Number(count) === 1 ? '' : 's'}`

/**
 * A human sentence for a validation issue whose schema gave none (zod's global error map), so no
 * 'Too big: expected string to have <=120 characters' or 'expected number, received NaN' reaches a
 * person. Messages a schema writes itself ('Enter the street address.') still win.
 */
export function humanIssueMessage(issue: TIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${plural(issue.maximum, 'character')}.`
      if (issue.origin === 'array') return `Choose at most ${issue.maximum}.`
      return `Use a number no greater than ${issue.maximum}.`
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'This field is required.'
          : `Use at least ${plural(issue.minimum, 'character')}.`
      if (issue.origin === 'array') return `Choose at least ${issue.minimum}.`
      return `Use a number of at least ${issue.minimum}.`
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.'
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number.'
      if (issue.expected === 'boolean') return 'Choose true or false.'
      if (issue.expected === 'string') return 'Enter text here.'
      if (issue.expected === 'array') return 'Send a list here.'
      return 'Enter a valid value.'
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}.`
    case 'invalid_union':
      return 'Choose one of the allowed options.'
    case 'invalid_format':
      return `Enter a valid ${issue.format === 'regex' ? 'value' : issue.format}.`
    case 'unrecognized_keys':
      return `Remove the unknown ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.join(', ')}.`
    case 'not_multiple_of':
      return `Use a multiple of ${issue.divisor}.`
    default:
      return undefined
  }
}

/** Fields whose names say nothing alone, as the pages label them ('Please check the last day: …'). */
const FIELD_NAMES: Record<string, string> = {
  from: 'the first day',
  to: 'the last day',
  store_id: 'the store number',
}

/** 'the address', 'the choices': the field a 400 names, from its path ('choices.0.quantity'). */
export function humanFieldName(path: string): string {
  const [first = 'request'] = path.split('.')
  const named = FIELD_NAMES[first]
  if (named) return named
  return `the ${first
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()}`
}
