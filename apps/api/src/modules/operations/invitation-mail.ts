import type { TStaffRole } from '@deli/contracts'
import { CHAIN, INVITATION_DAYS, STAFF_ROLE_LABELS } from '@deli/domain'
import type { TMail } from '../notifications/index.ts'
import { renderMail } from '../notifications/index.ts'

const BRAND = CHAIN.name

/** The invitation email (ADR 022): who invited, as what, where, and the single-use link. */
export function staffInvitationMail(invitation: {
  to: string
  name: string
  role: TStaffRole
  storeNames: string[]
  inviterName: string
  link: string
}): TMail {
  const where =
    invitation.role === 'admin'
      ? 'every store of the chain'
      : invitation.storeNames.length === 1
        ? invitation.storeNames[0]
        : `${invitation.storeNames.length} stores: ${invitation.storeNames.join(', ')}`
  return {
    kind: 'staff-invitation',
    to: invitation.to,
    subject: `${invitation.inviterName} invited you to the ${BRAND} staff pages`,
    ...renderMail(
      {
        greeting: `Hi ${invitation.name},`,
        paragraphs: [
          `${invitation.inviterName} invited you to join ${BRAND} as ${STAFF_ROLE_LABELS[invitation.role].toLowerCase()} at ${where}.`,
          `Choose a password to create your staff account. The link works once, for ${INVITATION_DAYS} days.`,
        ],
        action: { label: 'Create my staff account', url: invitation.link },
        footnote:
          'If you were not expecting this, ignore this email: no account is created without the link.',
      },
      BRAND,
    ),
  }
}
