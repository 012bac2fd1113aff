/**
 * The delivery feature's public face. The delivery panel itself is loaded lazily by the site chrome
 * (`features/site/lazy-ordering-panels.tsx` imports `lazy.ts`), so it is not re-exported
 * here: a static re-export would pull it into every chunk that needs a saved-address card.
 */
export { SavedAddressCards, type TSavedAddress } from './saved-address-cards.tsx'
