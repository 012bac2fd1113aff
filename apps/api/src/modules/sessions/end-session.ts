import type { FastifyRequest } from 'fastify'
import type { TDatabase } from '../../platform/database.ts'
import { deleteSession } from './repository.ts'
import { findSession } from './session.ts'

/** POST users/logout: the caller's session ends (its token dies, its baskets go with it). Idempotent. */
export async function endSession(db: TDatabase, request: FastifyRequest): Promise<void> {
  const current = await findSession(db, request)
  if (current) await deleteSession(db, current.id)
}
