import type {
  TAllergen,
  TDietaryFlag,
  TOptionGroup,
  TQuantities,
  TStoreHours,
  TStoreServices,
  TSuperCategory,
} from '@deli/contracts'

/** A store of the demo chain as seeded (computed fields like `open` and `path` come from the API). */
export type TDemoStore = {
  id: number
  menu_id: number
  name: string
  address: string
  city: string
  state: string
  zip: string
  phone: string
  latitude: number
  longitude: number
  timezone: string
  available: boolean
  comingSoon: boolean
  services: TStoreServices
  hours: TStoreHours
  /** Sales tax in basis points (825 = 8.25 %). */
  taxRateBps: number
  /** Price tier: multiplier in percent applied to every base price at this store (100 = list price). */
  priceTierPercent: number
  /** Product ids this store does not sell right now. */
  unavailableProductIds: number[]
}

export type TDemoProduct = {
  product_id: number
  name: string
  description: string
  /** List price in cents. */
  cost: number
  calories: number
  dietary: TDietaryFlag[]
  /** What the product itself contains whatever is chosen; its options add their own (ADR 049). */
  allergens: TAllergen[]
  /** File name under packages/demo-data/images/. */
  image: string
  quantities: TQuantities
  optionGroups: TOptionGroup[]
  /** In the home page's featured row (ADR 045). */
  featured?: boolean
}

export type TDemoCategory = {
  id: number
  name: string
  slug: string
  description: string
  superCategory: TSuperCategory
  products: TDemoProduct[]
}
