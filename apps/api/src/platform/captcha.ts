import { CAPTCHA_TEXTS, isCaptchaAccepted, type TCaptchaAnswer } from '@deli/domain/content'
import type { TConfig } from './config.ts'
import { AppError } from './errors.ts'

/** Asks the captcha service about one token (reCAPTCHA v3's siteverify, or a test's stub). */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<TCaptchaAnswer>
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

/** reCAPTCHA v3: POST siteverify with the secret, the token and the client's IP (form-encoded). */
export class RecaptchaV3Verifier implements CaptchaVerifier {
  readonly #secret: string
  constructor(secret: string) {
    this.#secret = secret
  }

  async verify(token: string, remoteIp: string): Promise<TCaptchaAnswer> {
    const response = await fetch(SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: this.#secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    const answer = (await response.json()) as { success?: unknown; score?: unknown; action?: unknown }
    return {
      success: answer.success === true,
      score: typeof answer.score === 'number' ? answer.score : undefined,
      action: typeof answer.action === 'string' ? answer.action : undefined,
    }
  }
}

type TLog = { info: (message: string) => void; warn: (detail: object, message: string) => void }

/**
 * Captcha v3 (spec §7, ADR 026) as the API applies it: off without keys (the spec's 'no key'
 * diagnostic, logged once at start); on with CAPTCHA_SITE_KEY and CAPTCHA_SECRET, when `check`
 * refuses a request whose token is missing, made for another action, or scores under
 * CAPTCHA_MIN_SCORE — 400 CAPTCHA_FAILED. A captcha service that cannot be asked refuses too
 * (fail closed), with 503 so the guest knows to try again.
 */
export class Captcha {
  readonly siteKey: string | null
  readonly #verifier: CaptchaVerifier | null
  readonly #minScore: number
  readonly #log: TLog

  constructor(options: {
    siteKey: string | null
    verifier: CaptchaVerifier | null
    minScore: number
    log: TLog
  }) {
    this.siteKey = options.verifier ? options.siteKey : null
    this.#verifier = options.verifier
    this.#minScore = options.minScore
    this.#log = options.log
    if (!this.#verifier) this.#log.info(CAPTCHA_TEXTS.noKey)
  }

  get isEnabled(): boolean {
    return this.#verifier !== null
  }

  async check(token: string | undefined, action: string, remoteIp: string): Promise<void> {
    if (!this.#verifier) return
    if (!token) throw new AppError(400, 'CAPTCHA_FAILED', CAPTCHA_TEXTS.refused)
    let answer: TCaptchaAnswer
    try {
      answer = await this.#verifier.verify(token, remoteIp)
    } catch (error) {
      this.#log.warn({ err: error }, 'captcha verification failed')
      throw new AppError(503, 'SERVICE_UNAVAILABLE', CAPTCHA_TEXTS.refused)
    }
    if (!isCaptchaAccepted(answer, { action, minScore: this.#minScore })) {
      throw new AppError(400, 'CAPTCHA_FAILED', CAPTCHA_TEXTS.refused)
    }
  }
}

/** The configured captcha: reCAPTCHA v3 with both keys, else off. Tests pass their own verifier. */
export function createCaptcha(config: TConfig, log: TLog, verifier?: CaptchaVerifier): Captcha {
  const configured = config.CAPTCHA_SITE_KEY && config.CAPTCHA_SECRET
  return new Captcha({
    siteKey: config.CAPTCHA_SITE_KEY ?? null,
    verifier: configured ? (verifier ?? new RecaptchaV3Verifier(config.CAPTCHA_SECRET as string)) : null,
    minScore: config.CAPTCHA_MIN_SCORE,
    log,
  })
}
