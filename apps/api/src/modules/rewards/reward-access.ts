import type { FastifyRequest } from 'fastify'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findUserById } from '../members/index.ts'
import { requireMember } from '../sessions/index.ts'

/** The signed-in member of a rewards call and their session; a guest gets 401 SIGN_IN_REQUIRED. */
export async function signedInMember(db: TDatabase, request: FastifyRequest) {
  const session = await requireMember(db, request)
  const member = await findUserById(db, session.userId)
  if (!member) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.')
  return { session, member }
}

/** Redeeming and check-in spend and earn the built-in engine's points: not with an external provider. */
export function assertBuiltInLoyalty(loyalty: { name: string }): void {
  if (loyalty.name !== 'built-in') {
    throw new AppError(
      409,
      'CONFLICT',
      "Rewards are managed by the chain's loyalty program; use it to redeem and check in.",
    )
  }
}
