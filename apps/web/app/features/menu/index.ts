export { CategoryNav } from './category-nav.tsx'
export {
  menuCards,
  productChoices,
  type TMenuCard,
  type TMenuCardCategory,
  type TMenuCards,
  type TProductChoices,
} from './menu-cards.ts'
export { ProductCard } from './product-card.tsx'
