import { kids, salads, soups } from './catalog/bowls.ts'
import { boxedLunches, cateringSidesAndDrinks, cateringTrays } from './catalog/catering.ts'
import { hotSandwiches, poboys, signatureSandwiches, wraps } from './catalog/sandwiches.ts'
import { desserts, drinks, sides } from './catalog/sides.ts'
import type { TDemoCategory, TDemoProduct } from './types.ts'

/** The Red Door Deli menu, in display order: mealtime first, then catering. */
export const demoCatalog: TDemoCategory[] = [
  signatureSandwiches,
  poboys,
  hotSandwiches,
  wraps,
  salads,
  soups,
  kids,
  sides,
  desserts,
  drinks,
  cateringTrays,
  boxedLunches,
  cateringSidesAndDrinks,
]

/** Every product of the chain, in menu order. */
export const demoProducts: TDemoProduct[] = demoCatalog.flatMap((category) => category.products)
