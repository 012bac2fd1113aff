import { CHAIN, formatWantedTime, groupInviteUrl } from '@deli/domain'
import type { TMail } from '../notifications/index.ts'
import { renderMail } from '../notifications/index.ts'

const BRAND = CHAIN.name

/** Emailed to the host when the group's deadline passes: participants can no longer join or change. */
export function deadlineMail(input: {
  to: string
  firstName: string
  deadline: string
  participants: number
  origin: string
  groupOrderId: string
}): TMail {
  const people = input.participants === 1 ? '1 participant' : `${input.participants} participants`
  return {
    kind: 'group-deadline',
    to: input.to,
    subject: `Your ${BRAND} group order is ready to submit`,
    ...renderMail(
      {
        greeting: `Hi ${input.firstName},`,
        paragraphs: [
          `The deadline of your group order (${formatWantedTime(input.deadline)}, store time) has passed: ${people} joined, and nobody can join or change their items any more.`,
          `Open the group order to submit it, or extend the deadline to give everyone more time.`,
        ],
        action: { label: 'Open my group order', url: groupInviteUrl(input.origin, input.groupOrderId) },
        footnote: 'You get this email because you host this group order.',
      },
      BRAND,
    ),
  }
}
