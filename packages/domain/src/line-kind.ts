import { isUtensils } from './cart-rules.ts'

/** The kinds of item rewards and offers make free (ADR 024). */
export type TLineKind = 'sandwich' | 'side' | 'cookie'

const SANDWICH_CATEGORIES = new Set(['signature-sandwiches', 'poboys', 'hot-sandwiches', 'wraps'])

/**
 * Which kind of item a basket line is, from its menu category (slug) and name: the sandwich
 * categories, the Sides (not utensils), and the cookies among the desserts. Catering trays and boxes
 * are none of them: a reward is one person's treat.
 */
export function lineKind(line: { categorySlug: string; name: string }): TLineKind | null {
  if (isUtensils(line.name)) return null
  if (SANDWICH_CATEGORIES.has(line.categorySlug)) return 'sandwich'
  if (line.categorySlug === 'sides') return 'side'
  if (line.categorySlug === 'desserts' && /cookie/i.test(line.name)) return 'cookie'
  return null
}
