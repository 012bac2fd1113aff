import { TEXTS } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { JobRunner } from '../../platform/jobs.ts'
import type { TSession } from '../sessions/index.ts'
import type { TGroupViewer } from './present-group-order.ts'
import { findParticipantOfSession } from './repository.ts'
import type { TGroupOrderRow } from './tables.ts'

/** What every group-order operation gets: the caller's session (null for a guest without one) and the app. */
export type TGroupCaller = { db: TDatabase; config: TConfig; jobs: JobRunner; session: TSession | null }

export const groupNotFound = () => new AppError(404, 'GROUP_ORDER_NOT_FOUND', TEXTS.groupNotFound)
export const hostOnly = (message: string = TEXTS.groupHostOnly) =>
  new AppError(403, 'GROUP_HOST_ONLY', message)

/**
 * Who the caller is to the group: the host (the member who created it, on any of their sessions), a
 * participant (the session that joined), or a visitor.
 */
export async function viewerOf(
  db: TQueryable,
  group: TGroupOrderRow,
  session: TSession | null,
): Promise<TGroupViewer> {
  if (!session) return { role: 'visitor', participant: null }
  const participant = (await findParticipantOfSession(db, group.id, session.id)) ?? null
  if (session.userId !== null && session.userId === group.hostUserId) return { role: 'host', participant }
  if (participant && !participant.isHost) return { role: 'participant', participant }
  return { role: 'visitor', participant: null }
}
