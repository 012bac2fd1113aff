import { TEXTS } from '@deli/domain'

/**
 * Notices the sign-in and sign-up pages show for `?notice=` (spec §4, §5, §8): checkout sends
 * guests here with 'Please sign in or create an account before checking out.' (ADR 048),
 * group orders with 'Please sign in or create an account to start your group order'.
 */
export const ACCOUNT_NOTICES = {
  checkout: TEXTS.signInBeforeCheckout,
  group: TEXTS.signInToStartGroupOrder,
  reset: 'Your password has been reset. Please sign in with your new password.',
} as const
export type TAccountNotice = keyof typeof ACCOUNT_NOTICES

export function accountNotice(value: string | null): string | null {
  return value !== null && value in ACCOUNT_NOTICES ? ACCOUNT_NOTICES[value as TAccountNotice] : null
}

/** The query string that carries `redirect` and `notice` on between sign-in and sign-up. */
export function carryParams(params: URLSearchParams): string {
  const carried = new URLSearchParams()
  for (const key of ['redirect', 'notice']) {
    const value = params.get(key)
    if (value) carried.set(key, value)
  }
  const query = carried.toString()
  return query ? `?${query}` : ''
}
