import type { TCategory, TMenu, TProduct } from '@deli/contracts'
import { allergenSummary, defaultBuildCalories, type TAllergenSummary } from '@deli/domain'

/**
 * What a product card on the menu page shows: the product without its choices and quantity rules.
 * The menu page hands its data to the browser to hydrate with, and the choices were two thirds of it
 * (71 of 112 KB on /menu/1005); the product page reads them with the product. The allergen
 * filter reads each card's `allergenSummary` instead of its choices (ADR 049).
 */
export type TMenuCard = Omit<TProduct, 'optionGroups' | 'quantities' | 'allergens'> & {
  /** What the card shows (ADR 046): the product as it comes, its default options counted. */
  defaultCalories: number
  /** What the allergen filter reads (ADR 049): the product's own allergens and its choices', reduced. */
  allergenSummary: TAllergenSummary
}

/** What a card leaves out of its product: a kiosk opens products over the menu with it (ADR 030). */
export type TProductChoices = Pick<TProduct, 'optionGroups' | 'quantities' | 'allergens'>

export type TMenuCardCategory = Omit<TCategory, 'products'> & { products: TMenuCard[] }

/** The menu page's menu: every category with its products as cards. */
export type TMenuCards = Omit<TMenu, 'categories'> & { categories: TMenuCardCategory[] }

/** Each field named, so a field added to products reaches the page's data only when a card shows it. */
function toCard(product: TProduct): TMenuCard {
  return {
    product_id: product.product_id,
    name: product.name,
    description: product.description,
    cost: product.cost,
    // The bare item's, as the product has it: a kiosk's overlay makes the product again from its card.
    calories: product.calories,
    defaultCalories: defaultBuildCalories(product),
    allergenSummary: allergenSummary(product),
    dietary: product.dietary,
    images: product.images,
    available: product.available,
    channels: product.channels,
    is_utensils: product.is_utensils,
    ...(product.not_now && { not_now: product.not_now }),
  }
}

export function menuCards(menu: TMenu): TMenuCards {
  return {
    ...menu,
    categories: menu.categories.map((category) => ({ ...category, products: category.products.map(toCard) })),
  }
}

/** Each product's choices and quantity rules by product id. */
export function productChoices(menu: TMenu): Record<number, TProductChoices> {
  const choices: Record<number, TProductChoices> = {}
  for (const category of menu.categories)
    for (const product of category.products)
      choices[product.product_id] = {
        optionGroups: product.optionGroups,
        quantities: product.quantities,
        allergens: product.allergens,
      }
  return choices
}
