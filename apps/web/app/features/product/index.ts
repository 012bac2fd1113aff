/** The product feature's public face: the product page's form (spec §2 /menu/:id/product/:productId). */

export { AllergenNote } from './allergen-note.tsx'
export { NutritionTable } from './nutrition-table.tsx'
export { ProductFacts } from './product-facts.tsx'
export { ProductForm } from './product-form.tsx'
