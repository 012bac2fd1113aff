export { CategoryNav } from './category-nav.tsx'
export { FeaturedRow } from './featured-row.tsx'
export { menuCards, productChoices } from './menu-cards.ts'
export { ProductCard } from './product-card.tsx'
