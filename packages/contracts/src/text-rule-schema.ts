import { z } from 'zod'
import type { TTextRule } from './field-rules.ts'

/** A trimmed string keeping a text rule of field-rules.ts (its limit and pattern, with its message). */
export const ruleSchema = (rule: TTextRule) =>
  z.string().trim().max(rule.max, rule.invalid).regex(rule.pattern, rule.invalid)
