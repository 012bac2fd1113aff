import type { TDatabase } from '../../platform/database.ts'
import { deleteExpiredChallenges } from './repository.ts'

/** Housekeeping: challenges nobody answered in time (ADR 067). Answers how many went. */
export async function purgeExpiredChallenges(db: TDatabase): Promise<number> {
  return deleteExpiredChallenges(db)
}
