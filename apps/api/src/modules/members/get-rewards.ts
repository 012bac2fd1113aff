import type { TRewards } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { memberOffers } from './member-offers.ts'
import { findUserById } from './repository.ts'

/** GET rewards: the member's points balance (earned per order) and current offers. */
export async function getRewards(db: TDatabase, userId: string, now = new Date()): Promise<TRewards> {
  const user = await findUserById(db, userId)
  if (!user) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.')
  return { points: user.points, offers: memberOffers(user, now) }
}
