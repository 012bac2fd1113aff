import type { TRewards } from '@deli/contracts'
import { DEMO_CHAIN } from '@deli/demo-data'

type TOffer = TRewards['offers'][number]

/** A new member's welcome offer lasts this long after the account is created. */
export const WELCOME_OFFER_DAYS = 30
const DAY_MS = 86_400_000

/**
 * The offers a member sees on the account page until the rewards catalogue arrives (loyalty issue):
 * a welcome offer for the first 30 days, and a birthday offer through the birthday month (when the
 * member gave a birthday). Pure: the same member and instant give the same offers.
 */
export function memberOffers(member: { createdAt: Date; birthday: string | null }, now: Date): TOffer[] {
  const offers: TOffer[] = []
  const welcomeEnds = new Date(member.createdAt.getTime() + WELCOME_OFFER_DAYS * DAY_MS)
  if (now < welcomeEnds) {
    offers.push({
      id: 'welcome',
      title: `Welcome to ${DEMO_CHAIN.name}`,
      description: 'A free cookie with any sandwich on your next order.',
      expires: welcomeEnds.toISOString(),
    })
  }
  const birthMonth = member.birthday ? Number(member.birthday.slice(5, 7)) : null
  if (birthMonth === now.getUTCMonth() + 1) {
    const year = now.getUTCFullYear()
    offers.push({
      id: `birthday-${year}`,
      title: 'Happy birthday!',
      description: 'A free regular sandwich of your choice, any day this month.',
      expires: new Date(Date.UTC(year, birthMonth, 1) - 1).toISOString(),
    })
  }
  return offers
}
