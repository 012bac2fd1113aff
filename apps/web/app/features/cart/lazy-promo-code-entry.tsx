import { LazyWhen, lazyComponent } from '../../ui/lazy-when.tsx'

const entry = lazyComponent(() => import('./promo-code-entry.tsx').then((module) => module.PromoCodeEntry))

/**
 * The promo code entry (ADR 061), fetched apart from the page's first JavaScript: the bag's and the
 * checkout's discounts show it; its rules (contracts' `promotion-rules`) come with it.
 */
export function LazyPromoCodeEntry() {
  return <LazyWhen when component={entry} props={{}} />
}
