import type { TCartProduct } from '@deli/contracts'
import { caloriesText, TEXTS } from '@deli/domain'

/** What an unavailable bag line says: sold out by its manager (ADR 021), or off the store's menu. */
export const unavailableText = (line: Pick<TCartProduct, 'soldOut'>) =>
  line.soldOut ? TEXTS.bagLineSoldOut : TEXTS.bagLineNotSold

/** A line's calories as the bag says them; none for a line off the menu, which has none to count (not '0 cal'). */
export const lineCaloriesText = (line: Pick<TCartProduct, 'available' | 'calories'>): string | null =>
  line.available || line.calories > 0 ? caloriesText(line.calories) : null
