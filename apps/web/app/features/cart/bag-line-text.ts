import type { TCartProduct } from '@deli/contracts'
import { TEXTS } from '@deli/domain'

/** What an unavailable bag line says: sold out by its manager (ADR 021), or off the store's menu. */
export const unavailableText = (line: Pick<TCartProduct, 'soldOut'>) =>
  line.soldOut ? TEXTS.bagLineSoldOut : TEXTS.bagLineNotSold
