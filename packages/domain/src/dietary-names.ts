import type { TDietaryFlag } from '@deli/contracts'

/**
 * How a guest and an operator read each dietary icon of spec §2 — the storefront's icon names and
 * the back office's checkboxes say the same: `dairy` marks a product that contains dairy.
 */
export const DIETARY_NAMES: Readonly<Record<TDietaryFlag, string>> = Object.freeze({
  dairy: 'Contains dairy',
  'gluten-free': 'Gluten-free',
  keto: 'Keto',
  paleo: 'Paleo',
  'plant-based': 'Plant-based',
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
})
