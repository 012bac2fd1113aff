/**
 * Captcha v3 (spec §7, §8; ADR 026): the verdict on a verification answer, and the diagnostics. A
 * token counts only when the captcha service says it is genuine, was made for the action the
 * request is (a token of the sign-up page is no good for a form) and scores at least the threshold
 * (0 is a bot, 1 a person).
 */

/** Spec §8 captcha diagnostics: no key, no version, failed to load, failed to execute. */
export const CAPTCHA_TEXTS = Object.freeze({
  noKey: 'Captcha: no key. Captcha is off; forms, sign-up and password reset are sent without a token.',
  noVersion: 'Captcha: no version. Only captcha v3 is supported.',
  failedToLoad: 'Captcha: failed to load.',
  failedToExecute: 'Captcha: failed to execute.',
  /** What a guest reads when their submission's token is refused. */
  refused: 'We could not confirm you are not a robot. Please try again.',
})

/** The actions tokens are made for (grecaptcha.execute's `action`). */
export const CAPTCHA_ACTIONS = Object.freeze({ form: 'form', signUp: 'signup', resetPassword: 'reset' })

export const DEFAULT_CAPTCHA_MIN_SCORE = 0.5

export type TCaptchaAnswer = { success: boolean; score?: number; action?: string }

/** Whether a verification answer lets the request through. */
export function isCaptchaAccepted(
  answer: TCaptchaAnswer,
  expected: { action: string; minScore: number },
): boolean {
  return (
    answer.success &&
    answer.action === expected.action &&
    typeof answer.score === 'number' &&
    answer.score >= expected.minScore
  )
}
