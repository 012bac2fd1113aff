export { DeliveryPanel } from './delivery-panel.tsx'
export { SavedAddressCards, type TSavedAddress } from './saved-address-cards.tsx'
