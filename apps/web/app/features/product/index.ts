/** The product feature's public face: the product page's form (spec §2 /menu/:id/product/:productId). */

export { ProductFacts } from './product-facts.tsx'
export { ProductForm } from './product-form.tsx'
