import { TEXTS } from './texts.ts'

/** Utensils items are hidden from cart lines, counts and the empty check (spec §4). */
export function isUtensils(name: string): boolean {
  return /utensils/i.test(name)
}

/** A line or product is utensils by the catalogue's flag when it has one (ADR 069), else by its name. */
export function isUtensilsItem(item: { name: string; isUtensils?: boolean }): boolean {
  return item.isUtensils ?? isUtensils(item.name)
}

/** Lines a guest sees: utensils lines hidden (order kept, lines not copied). */
export function visibleLines<T extends { name: string; isUtensils?: boolean }>(lines: readonly T[]): T[] {
  return lines.filter((line) => !isUtensilsItem(line))
}

/**
 * Bag count: sum of quantities of non-utensils lines (optionally only the lines of one recipient —
 * host-pays participants).
 */
export function cartCount(
  lines: readonly { name: string; quantity: number; recipient?: string; isUtensils?: boolean }[],
  recipient?: string,
): number {
  return visibleLines(lines)
    .filter((line) => recipient === undefined || line.recipient === recipient)
    .reduce((count, line) => count + line.quantity, 0)
}

/** Empty when only utensils (or nothing) remain. */
export function isCartEmpty(lines: readonly { name: string; isUtensils?: boolean }[]): boolean {
  return visibleLines(lines).length === 0
}

/** Who is looking at the cart: a guest alone, the host of a group order, or a participant. */
export type TCartRole = 'guest' | 'host' | 'participant'

/**
 * Spec §4 Cart submit label: 'Browse Menu' with no products (for every role); 'Continue To Checkout'
 * for a normal cart or the host; participant: 'Awaiting Host Submission' when the host pays (also when
 * paymentType is missing) or 'Submit my order' for split payment.
 */
export function submitLabel(input: {
  isEmpty: boolean
  role: TCartRole
  paymentType?: 'host' | 'split'
}): string {
  if (input.isEmpty) return TEXTS.submitBrowseMenu
  if (input.role !== 'participant') return TEXTS.submitContinueToCheckout
  return input.paymentType === 'split' ? TEXTS.submitMyOrder : TEXTS.submitAwaitingHost
}

/**
 * The upsell view's one button (spec §2 'Complete Your Order'): 'No, Thanks' while the guest has added
 * nothing from it; once they have, declining no longer fits, so it says 'Continue To Checkout' (the
 * bag's own wording for the same step).
 */
export function upsellFooterLabel(addedCount: number): string {
  return addedCount > 0 ? TEXTS.submitContinueToCheckout : TEXTS.noThanks
}
