import { CHAIN } from '@deli/domain'
import type { TMail } from '../notifications/index.ts'
import { renderMail } from '../notifications/index.ts'

/** Hours a sign-up confirmation link works, and a password-reset link. */
export const SIGN_UP_LINK_HOURS = 24
export const RESET_LINK_HOURS = 1

const BRAND = CHAIN.name
const NOT_YOU = `If this was not you, ignore this email: nothing changes without the link.`

export function signUpMail(to: string, firstName: string, link: string): TMail {
  return {
    kind: 'sign-up',
    to,
    subject: `Confirm your ${BRAND} account`,
    ...renderMail(
      {
        greeting: `Hi ${firstName},`,
        paragraphs: [
          `Thanks for signing up. Confirm your email address to finish creating your account.`,
          `The link works once, for ${SIGN_UP_LINK_HOURS} hours.`,
        ],
        action: { label: 'Confirm my account', url: link },
        footnote: NOT_YOU,
      },
      BRAND,
    ),
  }
}

/** Sent instead of a confirmation when the email already has an account (no enumeration, ADR 007). */
export function accountExistsMail(
  to: string,
  firstName: string,
  links: { signIn: string; reset: string },
): TMail {
  return {
    kind: 'account-exists',
    to,
    subject: `You already have a ${BRAND} account`,
    ...renderMail(
      {
        greeting: `Hi ${firstName},`,
        paragraphs: [
          `Someone tried to create a ${BRAND} account with this email address, but you already have one.`,
          `Sign in at ${links.signIn}, or if you forgot your password, reset it with the link below.`,
        ],
        action: { label: 'Reset my password', url: links.reset },
        footnote: `If this was not you, you can ignore this email: your account has not changed.`,
      },
      BRAND,
    ),
  }
}

export function passwordResetMail(to: string, firstName: string, link: string): TMail {
  return {
    kind: 'password-reset',
    to,
    subject: `Reset your ${BRAND} password`,
    ...renderMail(
      {
        greeting: `Hi ${firstName},`,
        paragraphs: [
          `We received a request to reset the password of your ${BRAND} account.`,
          `The link works once, for ${RESET_LINK_HOURS} hour. Resetting signs you out everywhere.`,
        ],
        action: { label: 'Choose a new password', url: link },
        footnote: NOT_YOU,
      },
      BRAND,
    ),
  }
}
