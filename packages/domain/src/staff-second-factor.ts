import type { TStaffRole } from '@deli/contracts'
import { CHAIN } from './chain.ts'

/**
 * Two-step staff sign-in (ASVS L2, ADR 044): a time-based code (TOTP, RFC 6238) from an authenticator
 * app, set up on first sign-in, with single-use recovery codes for a lost phone.
 */

/** Who must sign in with a second step: managers and chain admins (they run stores and the team). */
export const secondFactorRequired = (role: TStaffRole) => role === 'manager' || role === 'admin'

/** RFC 6238's common parameters, which every authenticator app understands. */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/** Codes one step before or after now are accepted too (a phone's clock a little off). */
export const TOTP_WINDOW = 1
/** What authenticator apps show above the account. */
export const TOTP_ISSUER = CHAIN.name

/** Recovery codes given at set-up, each usable once. */
export const RECOVERY_CODE_COUNT = 10
/** 12 characters of an alphabet without look-alikes (≈ 60 bits), shown as 'xxxx-xxxx-xxxx'. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_LENGTH = 12

/** A recovery code as typed ('ABCD efgh-JKMN') in its stored form: lower case, no spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase()

/** A recovery code for display: groups of four. */
export const formatRecoveryCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code

export const SECOND_FACTOR_TEXTS = /* @__PURE__ */ Object.freeze({
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is not right. Enter the newest code from your authenticator app.',
  recoveryWrong: 'That recovery code is not right or was already used.',
  setupNeeded: 'Managers and admins sign in with a second step. Set up your authenticator app to continue.',
  setupMissing: 'Start setting up two-step sign-in again.',
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  setupTitle: 'Set up two-step sign-in',
  setupSteps:
    'Scan this QR code with an authenticator app (or type the key), then enter the 6-digit code it shows.',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Keep these somewhere safe. Each one signs you in once if you lose your phone. They are not shown again.',
})
