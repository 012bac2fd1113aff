import type { TTipChoice } from './checkout-rules.ts'

/**
 * What the guest chose at checkout that a trip away and back (the browser's back and forward, a
 * reload, a look at the menu) must not lose: the tip and the phone. Kept for the tab only
 * (sessionStorage), per basket, and forgotten once the order is placed. Card details are never kept.
 */
export type TCheckoutDraft = { tipChoice?: TTipChoice; customTip?: string; phone?: string }

const draftKey = (cartId: string) => `deli-checkout:${cartId}`

export function readDraft(cartId: string): TCheckoutDraft {
  try {
    return JSON.parse(sessionStorage.getItem(draftKey(cartId)) ?? '{}') as TCheckoutDraft
  } catch {
    return {}
  }
}

export function rememberDraft(cartId: string, change: TCheckoutDraft): void {
  try {
    sessionStorage.setItem(draftKey(cartId), JSON.stringify({ ...readDraft(cartId), ...change }))
  } catch {
    // Storage full or refused (private mode): the form still works, it is just not kept.
  }
}

export function forgetDraft(cartId: string): void {
  try {
    sessionStorage.removeItem(draftKey(cartId))
  } catch {
    // Nothing was kept.
  }
}
