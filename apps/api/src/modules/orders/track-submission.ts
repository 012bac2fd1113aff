import type { TSubmitTrack } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { cartNotFound } from '../carts/index.ts'
import { trackOf } from './present-order.ts'
import { findLatestOrderOfCart } from './repository.ts'

export const NOT_SUBMITTED_MESSAGE = 'This basket has not been submitted.'

/**
 * GET carts/{id}/submit/track (spec §7): where the basket's latest submission stands — waiting,
 * success (with the order id) or error (the gateway's message). Only the basket's session may ask.
 */
export async function trackSubmission(
  db: TQueryable,
  sessionId: string | null,
  cartId: string,
): Promise<TSubmitTrack> {
  // The basket's session and its latest order, in one statement.
  const found = await findLatestOrderOfCart(db, cartId)
  if (!found || !sessionId || found.sessionId !== sessionId) throw cartNotFound()
  const { order } = found
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', NOT_SUBMITTED_MESSAGE)
  return trackOf(order)
}
