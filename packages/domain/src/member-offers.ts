import type { TLineKind } from './line-kind.ts'

/** A new member's welcome offer lasts this long after the account is created. */
export const WELCOME_OFFER_DAYS = 30
const DAY_MS = 86_400_000

/** The offers' words, defined once: the account page, the bag's discount labels and the API use them. */
export const OFFER_TEXTS = /* @__PURE__ */ Object.freeze({
  welcome: {
    title: (chainName: string) => `Welcome to ${chainName}`,
    description: 'A free cookie with any sandwich on your next order.',
    label: 'Welcome offer: free cookie',
  },
  birthday: {
    title: 'Happy birthday!',
    description: 'A free regular sandwich of your choice, any day this month.',
    label: 'Birthday offer: free sandwich',
  },
})

/** The most a birthday's "regular sandwich" may be worth (cents). */
const BIRTHDAY_SANDWICH_MAX = 1400

export type TMemberOffer = {
  /** `welcome`, or `birthday-<year>`: one use per id (the welcome once ever, the birthday once a year). */
  id: string
  title: string
  description: string
  /** The discount's label in the bag and at checkout (spec §3 discounts[] label). */
  label: string
  expires: Date
  /** The item the offer makes free (one unit). */
  target: TLineKind
  /** An item the basket must also hold. */
  requires?: TLineKind
  maxValue?: number
}

/**
 * A birthday counts for the birthday treat only when it was not set or changed in the current month
 * (UTC, as the treat's month): editing the date of birth into this month gives nothing until next
 * year's birthday (ADR 042). `changedAt` null: set before changes were recorded, or never changed.
 */
export function isBirthdaySettled(changedAt: Date | null, now: Date): boolean {
  if (!changedAt) return true
  return changedAt.getTime() < Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
}

/**
 * The offers a member has now: the welcome offer for the first 30 days after sign-up, and a birthday
 * treat through the birthday month (when the member gave a date of birth), each until used (`used`
 * holds the ids of offers already spent on an order). Pure: the same inputs give the same offers.
 */
export function memberOffers(
  member: { createdAt: Date; birthday: string | null; birthdayChangedAt?: Date | null },
  now: Date,
  options: { chainName: string; used: ReadonlySet<string> },
): TMemberOffer[] {
  const offers: TMemberOffer[] = []
  const welcomeEnds = new Date(member.createdAt.getTime() + WELCOME_OFFER_DAYS * DAY_MS)
  if (now < welcomeEnds && !options.used.has('welcome')) {
    offers.push({
      id: 'welcome',
      title: OFFER_TEXTS.welcome.title(options.chainName),
      description: OFFER_TEXTS.welcome.description,
      label: OFFER_TEXTS.welcome.label,
      expires: welcomeEnds,
      target: 'cookie',
      requires: 'sandwich',
    })
  }
  const birthMonth = member.birthday ? Number(member.birthday.slice(5, 7)) : null
  const year = now.getUTCFullYear()
  const birthdayId = `birthday-${year}`
  if (
    birthMonth === now.getUTCMonth() + 1 &&
    !options.used.has(birthdayId) &&
    isBirthdaySettled(member.birthdayChangedAt ?? null, now)
  ) {
    offers.push({
      id: birthdayId,
      title: OFFER_TEXTS.birthday.title,
      description: OFFER_TEXTS.birthday.description,
      label: OFFER_TEXTS.birthday.label,
      expires: new Date(Date.UTC(year, birthMonth, 1) - 1),
      target: 'sandwich',
      maxValue: BIRTHDAY_SANDWICH_MAX,
    })
  }
  return offers
}
