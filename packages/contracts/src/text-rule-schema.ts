import type { TTextRule } from './field-rules.ts'
import { ZTextSchema } from './primitives.ts'

/**
 * A trimmed clean text (primitives.ts: no NUL, no lone surrogate) keeping a text rule of
 * field-rules.ts (its limit and pattern, with its message).
 */
export const ruleSchema = (rule: TTextRule) =>
  ZTextSchema().trim().max(rule.max, rule.invalid).regex(rule.pattern, rule.invalid)
