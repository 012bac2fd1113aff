import { afterEach, beforeAll } from 'vitest'
import type { CaptchaVerifier } from '../src/platform/captcha.ts'
import { build, type TTestApp } from './helper.ts'

/**
 * An app with captcha on (both keys, threshold 0.5) whose captcha service is a stub: a token named
 * after an action ('form', 'signup', 'reset') scores 0.9 for that action, 'bot' scores 0.1 for
 * forms, anything else fails. `asked` lists each question; `failing` makes the service unreachable.
 * Both are reset after each test.
 */
export function captchaGuardedApp(overrides: Record<string, string> = {}) {
  const state = {
    app: undefined as unknown as TTestApp,
    asked: [] as { token: string; ip: string }[],
    failing: false,
  }
  const verifier: CaptchaVerifier = {
    async verify(token, ip) {
      state.asked.push({ token, ip })
      if (state.failing) throw new Error('siteverify unreachable')
      if (['form', 'signup', 'reset'].includes(token)) return { success: true, score: 0.9, action: token }
      if (token === 'bot') return { success: true, score: 0.1, action: 'form' }
      return { success: false }
    },
  }
  beforeAll(async () => {
    state.app = await build(
      {
        CAPTCHA_SITE_KEY: 'site-key-for-tests',
        CAPTCHA_SECRET: 'secret-for-tests',
        CAPTCHA_MIN_SCORE: '0.5',
        ...overrides,
      },
      { captchaVerifier: verifier },
    )
  })
  afterEach(() => {
    state.asked = []
    state.failing = false
  })
  return state
}

export const CAPTCHA_REFUSED = 'We could not confirm you are not a robot. Please try again.'
