export { CategoryNav } from './category-nav.tsx'
export { ProductCard } from './product-card.tsx'
