import { TEXTS } from '@deli/domain'

/**
 * Drawer and footer navigation; entries with needAuth are hidden from guests (spec §2), guestOnly
 * ones from members (the drawer's 'Sign In', where a member has 'My Account').
 */
export type TNavEntry = { label: string; to: string; needAuth?: boolean; guestOnly?: boolean }

export const MAIN_NAVIGATION: TNavEntry[] = [
  { label: 'Menu', to: '/menu' },
  { label: 'Locations', to: '/locations' },
  { label: 'Catering', to: '/catering' },
]

/** The footer's help links: content pages (ADR 026; the catering inquiry is reached from them and from /catering). */
export const FOOTER_HELP: TNavEntry[] = [
  { label: 'About Us', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact Us', to: '/contact' },
]

export const DRAWER_NAVIGATION: TNavEntry[] = [
  ...MAIN_NAVIGATION,
  { label: TEXTS.signIn, to: '/account/signin', guestOnly: true },
  { label: 'My Account', to: '/account', needAuth: true },
  { label: 'Order History', to: '/account#orders', needAuth: true },
  { label: 'Rewards', to: '/account#rewards', needAuth: true },
]

export const visibleEntries = (entries: TNavEntry[], isSignedIn: boolean) =>
  entries.filter((entry) => (isSignedIn ? !entry.guestOnly : !entry.needAuth))
